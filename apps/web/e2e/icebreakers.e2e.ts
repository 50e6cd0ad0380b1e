import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { ICEBREAKERS } from '@kindred/contract/icebreakers';
import { ICEBREAKERS_TEXTS } from '@kindred/contract/icebreakers-screen';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { seriousViolationsInBothThemes } from './support/axe';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

const riley = { email: uniqueEmail('icebreakers-riley'), name: 'Riley Hart' };
const morgan = { email: uniqueEmail('icebreakers-morgan'), name: 'Morgan Ellis' };
let matchId: string;

const deep = ICEBREAKERS.filter((entry) => entry.categoryId === 'deep');
const funny = ICEBREAKERS.find((entry) => entry.categoryId === 'funny')!;
/** Each size saves its own: Riley is the same member in both runs. */
const toSave = { mobile: deep[0]!, desktop: deep[1]! };

beforeAll(async () => {
  await Promise.all(
    [riley, morgan].map((member) =>
      registerByApi(baseURL, member.email, pngDataUrl(320, 400), { onboarded: true, profile: { name: member.name } }),
    ),
  );
  matchId = await matchByApi(baseURL, riley.email, morgan.email);
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

async function openIcebreakers(viewport: { width: number; height: number }, path: string = ROUTES.icebreakers) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, riley.email);
  pages.push(page);
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.icebreakers }).waitFor();
  return page;
}

const panel = (page: Page, tab: keyof typeof ICEBREAKERS_TEXTS.tabs) =>
  page.getByRole('tabpanel', { name: ICEBREAKERS_TEXTS.tabs[tab] });
const card = (page: Page, text: string) => page.getByRole('listitem', { name: text });

/** What the server has for Riley: the ids saved, and the texts of their own. */
async function stored() {
  const token = await tokenByApi(baseURL, riley.email);
  const { icebreakers } = (await callAsMember(baseURL, token, 'GET', '/icebreakers')) as {
    icebreakers: { id: string; text: string; isSaved: boolean; isCustom: boolean }[];
  };
  return {
    saved: icebreakers.filter((item) => item.isSaved).map((item) => item.id),
    own: icebreakers.filter((item) => item.isCustom).map((item) => item.text),
  };
}

describe('Icebreakers (/icebreakers)', () => {
  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('explores by category and saves one; Saved lists it after a reload (%s)', async (size, viewport) => {
    const page = await openIcebreakers(viewport);
    const icebreaker = toSave[size as keyof typeof toSave];
    const tabs = page.getByRole('tablist', { name: ICEBREAKERS_TEXTS.tabsLabel }).getByRole('tab');
    // allTextContents does not wait: the tabs come with the screen, after the heading.
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['Explore', 'Saved', 'Your Own']);
    const explore = panel(page, 'explore');
    await card(page, icebreaker.text).waitFor();
    expect(await explore.getByRole('listitem').count()).toBe(ICEBREAKERS.length);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'icebreakers-explore');

    await explore.getByRole('button', { name: 'Deep', exact: true }).click();
    await expect.poll(() => explore.getByRole('listitem').count()).toBe(deep.length);
    const saving = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/icebreakers/${icebreaker.id}/save`) && response.request().method() === 'PUT',
    );
    await card(page, icebreaker.text).getByRole('button', { name: ICEBREAKERS_TEXTS.save, exact: true }).click();
    expect((await saving).status()).toBe(200);
    expect(
      await card(page, icebreaker.text)
        .getByRole('button', { name: ICEBREAKERS_TEXTS.saved })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect((await stored()).saved).toContain(icebreaker.id);

    await page.getByRole('tab', { name: ICEBREAKERS_TEXTS.tabs.saved }).click();
    await page.waitForURL((url) => url.search === '?tab=saved');
    await page.reload();
    await panel(page, 'saved').getByRole('listitem', { name: icebreaker.text }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'icebreakers-saved');
  });

  it('writes one of their own and deletes another, both on the server', async () => {
    const page = await openIcebreakers(MOBILE, `${ROUTES.icebreakers}?tab=own`);
    const own = panel(page, 'own');
    await own.getByRole('heading', { name: EMPTY_STATES.noCustomIcebreakers }).waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'icebreakers-own-empty');

    const form = own.getByRole('form', { name: ICEBREAKERS_TEXTS.addTitle });
    const save = form.getByRole('button', { name: ICEBREAKERS_TEXTS.addButton });
    const textbox = form.getByRole('textbox', { name: ICEBREAKERS_TEXTS.textLabel });
    await textbox.fill('    ');
    expect(await save.isDisabled()).toBe(true);
    for (const text of ['Which song could you listen to on repeat all day?', 'Mountains or the sea, and why?']) {
      await textbox.fill(`  ${text} `);
      expect(await save.isEnabled()).toBe(true);
      await save.click();
      await card(page, text).waitFor();
      expect(await textbox.inputValue()).toBe('');
    }
    expect((await stored()).own).toEqual([
      'Mountains or the sea, and why?',
      'Which song could you listen to on repeat all day?',
    ]);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'icebreakers-own', {
      target: own.getByRole('group', { name: ICEBREAKERS_TEXTS.categoriesLabel }),
      scrollOffset: 80,
    });

    await card(page, 'Mountains or the sea, and why?').getByRole('button', { name: ICEBREAKERS_TEXTS.delete }).click();
    const dialog = page.getByRole('dialog', { name: ICEBREAKERS_TEXTS.deleteTitle });
    await dialog.waitFor();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'icebreakers-delete');
    await dialog.getByRole('button', { name: ICEBREAKERS_TEXTS.delete }).click();
    await expect.poll(() => card(page, 'Mountains or the sea, and why?').count()).toBe(0);
    expect((await stored()).own).toEqual(['Which song could you listen to on repeat all day?']);
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('sends one to the match, and it shows in their conversation (%s)', async (size, viewport) => {
    const page = await openIcebreakers(viewport);
    const text = size === 'mobile' ? funny.text : toSave.desktop.text;
    await card(page, text).getByRole('button', { name: ICEBREAKERS_TEXTS.sendToMatch }).click();
    const dialog = page.getByRole('dialog', { name: ICEBREAKERS_TEXTS.sendTitle });
    const send = dialog.getByRole('button', { name: ICEBREAKERS_TEXTS.send, exact: true });
    await dialog.getByRole('radio', { name: morgan.name }).waitFor();
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole('radio', { name: morgan.name }).check();
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'icebreakers-send');

    const sent = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/conversations/${matchId}/messages`) && response.request().method() === 'POST',
    );
    await send.click();
    expect((await sent).status()).toBe(201);
    await dialog.getByText(ICEBREAKERS_TEXTS.sentTo(morgan.name)).waitFor();
    await screenshots(page, 'icebreakers-sent');
    await dialog.getByRole('link', { name: ICEBREAKERS_TEXTS.openChat }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.messageThread(matchId));
    await page.getByRole('region', { name: SCREEN_TITLES.messages }).getByText(text).waitFor();
    await page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }).waitFor();

    // Morgan has it too, from Riley.
    const token = await tokenByApi(baseURL, morgan.email);
    const { messages } = (await callAsMember(baseURL, token, 'GET', `/conversations/${matchId}/messages`)) as {
      messages: { content: string; senderId: string }[];
    };
    expect(messages.filter((message) => message.content === text)).toHaveLength(1);
  });
});
