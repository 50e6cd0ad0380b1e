import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { expectAccessible } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { smallTargets } from './support/touch-targets';
import { workerServerURL } from './support/worker-server';

// Issue 36 part 1 (decision 108): reactions, replies and unsend in the chat, between two
// members' browsers, live over the socket.

const baseURL = workerServerURL();
const pages: Page[] = [];
const avery = { email: uniqueEmail('actions-avery'), name: 'Avery' };
const quinn = { email: uniqueEmail('actions-quinn'), name: 'Quinn' };
const QUESTION = 'Do you like hiking? I go most weekends.';
let matchId: string;

async function signedInPage(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  return page;
}

/** Screenshots at the phone's size and the desktop's, then back to the page's own size. */
async function shootBoth(page: Page, name: string) {
  const own = page.viewportSize()!;
  for (const size of [MOBILE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(true);
    await screenshots(page, name);
  }
  await page.setViewportSize(own);
}

/** The chat's thread (on a wide screen the conversation list stands beside it). */
const thread = (page: Page) => page.getByRole('region', { name: SCREEN_TITLES.messages });
const composer = (page: Page) => page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel });
const actionsPanel = (page: Page) => page.getByRole('dialog', { name: MESSAGE_ACTIONS_TEXTS.menuTitle });

beforeAll(async () => {
  await registerByApi(baseURL, avery.email, pngDataUrl(), { onboarded: true, profile: { name: avery.name } });
  await registerByApi(baseURL, quinn.email, pngDataUrl(320, 420), { onboarded: true, profile: { name: quinn.name } });
  matchId = await matchByApi(baseURL, avery.email, quinn.email);
  const token = await tokenByApi(baseURL, quinn.email);
  await callAsMember(baseURL, token, 'POST', API_PATHS.conversations.messages(matchId), { content: QUESTION });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('Reactions, replies and unsend', () => {
  it('a reaction, a reply and an unsent message reach the other member live', async () => {
    const averyPage = await signedInPage(avery.email, DESKTOP);
    await averyPage.goto(ROUTES.messageThread(matchId));
    const quinnPage = await signedInPage(quinn.email, MOBILE);
    await quinnPage.goto(ROUTES.messageThread(matchId));
    await thread(averyPage).getByText(QUESTION).waitFor();
    await thread(quinnPage).getByText(QUESTION).waitFor();

    // Keyboard: the "more" button opens the actions, Escape closes them and gives focus back.
    const more = averyPage.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.moreActions(quinn.name) });
    await more.focus();
    await averyPage.keyboard.press('Enter');
    await actionsPanel(averyPage).waitFor();
    await expectAccessible(averyPage, 'message-actions-open');
    await shootBoth(averyPage, 'message-actions-menu');
    await averyPage.keyboard.press('Escape');
    await actionsPanel(averyPage).waitFor({ state: 'detached' });
    expect(await more.evaluate((element) => element === document.activeElement)).toBe(true);

    // A right-click on the bubble opens them too; Avery reacts, Quinn sees it at once.
    await thread(averyPage).getByText(QUESTION).click({ button: 'right' });
    await actionsPanel(averyPage)
      .getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.react('❤️') })
      .click();
    await averyPage.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.removeReaction('❤️') }).waitFor();
    await quinnPage.getByRole('img', { name: MESSAGE_ACTIONS_TEXTS.reactionBy('❤️', avery.name) }).waitFor();

    // Changed: still one reaction of Avery's.
    await more.click();
    await actionsPanel(averyPage)
      .getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.react('😂') })
      .click();
    await quinnPage.getByRole('img', { name: MESSAGE_ACTIONS_TEXTS.reactionBy('😂', avery.name) }).waitFor();
    expect(await quinnPage.getByRole('img', { name: MESSAGE_ACTIONS_TEXTS.reactionBy('❤️', avery.name) }).count()).toBe(
      0,
    );

    // Avery replies: the composer says to what, and the reply carries the quote for both.
    await more.click();
    await actionsPanel(averyPage).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.reply }).click();
    await averyPage.getByText(MESSAGE_ACTIONS_TEXTS.replyingTo(quinn.name)).waitFor();
    await composer(averyPage).fill('Yes! Every Sunday.');
    await averyPage.getByRole('button', { name: CHAT_TEXTS.send }).click();
    await thread(averyPage).getByText('Yes! Every Sunday.').waitFor();
    expect(await averyPage.getByText(MESSAGE_ACTIONS_TEXTS.replyingTo(quinn.name)).count()).toBe(0);
    const quote = quinnPage.getByRole('button', {
      name: `${MESSAGE_ACTIONS_TEXTS.quoteOf(MESSAGE_ACTIONS_TEXTS.you)}: ${QUESTION}`,
    });
    await quote.waitFor();
    await quote.click();
    await quinnPage.locator('[data-highlight="true"]').getByText(QUESTION).waitFor();
    await expectAccessible(quinnPage, 'message-reply-and-reaction');
    expect(await smallTargets(quinnPage)).toEqual([]);
    await shootBoth(quinnPage, 'message-reply-and-reaction');

    // Avery unsends a message: both see only "Message unsent"; the quote of a reply would say so too.
    await composer(averyPage).fill('Oops, that was for someone else');
    await averyPage.getByRole('button', { name: CHAT_TEXTS.send }).click();
    await thread(quinnPage).getByText('Oops, that was for someone else').waitFor();
    await averyPage.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.moreActionsOwn }).last().click();
    await actionsPanel(averyPage).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.unsend }).click();
    await actionsPanel(averyPage).getByText(MESSAGE_ACTIONS_TEXTS.unsendConfirm).waitFor();
    await actionsPanel(averyPage).getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.unsend }).click();
    await thread(averyPage).getByText(MESSAGE_ACTIONS_TEXTS.messageUnsent).waitFor();
    await thread(quinnPage).getByText(MESSAGE_ACTIONS_TEXTS.messageUnsent).waitFor();
    expect(await thread(quinnPage).getByText('Oops, that was for someone else').count()).toBe(0);
    await expectAccessible(averyPage, 'message-unsent');
    await shootBoth(averyPage, 'message-unsent');

    // On the phone: the actions' targets are a finger's size.
    await quinnPage.getByRole('button', { name: MESSAGE_ACTIONS_TEXTS.moreActionsOwn }).first().click();
    await actionsPanel(quinnPage).waitFor();
    // (smallTargets would count what the open panel covers: its own buttons are measured instead.)
    const boxes = await actionsPanel(quinnPage)
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((button) => button.getBoundingClientRect()).map(({ width, height }) => ({ width, height })),
      );
    expect(boxes.length).toBeGreaterThan(6);
    for (const box of boxes) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await shootBoth(quinnPage, 'message-actions-menu-phone');
    await quinnPage.keyboard.press('Escape');

    // The conversation list's preview says so.
    await quinnPage.goto(ROUTES.messages);
    await quinnPage.getByText(MESSAGE_ACTIONS_TEXTS.messageUnsent).first().waitFor();
  });
});
