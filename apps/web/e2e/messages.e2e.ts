import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS, CONVERSATION_MESSAGES, CONVERSATION_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { SAFETY_MESSAGES, SAFETY_TEXTS } from '@kindred/contract/safety';
import { COMMON_TEXTS, SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signedInPage } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE } from './support/browser';
import { screenshots } from './support/screenshots';
import { makePng, pngDataUrl } from './support/png';
import { seriousViolations } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

const avery = { email: uniqueEmail('messages-avery'), name: 'Avery Stone' };
const jordan = { email: uniqueEmail('messages-jordan'), name: 'Jordan Rivera' };
const casey = { email: uniqueEmail('messages-casey'), name: 'Casey Morgan' };
const dana = { email: uniqueEmail('messages-dana'), name: 'Dana Park' };
const loner = { email: uniqueEmail('messages-loner'), name: 'Quinn Lee' };
const riley = { email: uniqueEmail('messages-riley'), name: 'Riley Hart' };

let jordanMatch: string;
let caseyMatch: string;
let danaMatch: string;
let rileyMatch: string;
const tokens: Record<string, string> = {};

async function registerMember(member: { email: string; name: string }) {
  await registerByApi(baseURL, member.email, pngDataUrl(320, 400), { onboarded: true, profile: { name: member.name } });
  tokens[member.email] = await tokenByApi(baseURL, member.email);
}

/** A member without a photo shows the fallback avatar (after matching: without one, nobody finds them). */
async function removePhotos(member: { email: string }) {
  const me = await callAsMember(baseURL, tokens[member.email]!, 'GET', '/auth/me');
  for (const photoUrl of (me.profile as { photos: string[] }).photos) {
    await fetch(`${baseURL}/api/v1/profile/photos`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${tokens[member.email]}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ photoUrl }),
    });
  }
}

const send = (member: { email: string }, matchId: string, content: string) =>
  callAsMember(baseURL, tokens[member.email]!, 'POST', `/conversations/${matchId}/messages`, { content });

async function signedIn(member: { email: string }, viewport: { width: number; height: number }) {
  const page = await signedInPage(baseURL, member.email, viewport);
  pages.push(page);
  return page;
}

const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });
const thread = (page: Page) => page.getByRole('region', { name: SCREEN_TITLES.messages });
const messageBox = (page: Page) => page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel });

beforeAll(async () => {
  await Promise.all([
    registerMember(avery),
    registerMember(jordan),
    registerMember(casey),
    registerMember(dana),
    registerMember(loner),
    registerMember(riley),
  ]);
  jordanMatch = await matchByApi(baseURL, avery.email, jordan.email);
  caseyMatch = await matchByApi(baseURL, avery.email, casey.email);
  danaMatch = await matchByApi(baseURL, avery.email, dana.email);
  rileyMatch = await matchByApi(baseURL, avery.email, riley.email);
  await removePhotos(casey);
  await send(casey, caseyMatch, 'Thanks for the book tip! I started it last night and cannot put it down.');
  await send(avery, caseyMatch, 'So glad you like it!');
  await send(jordan, jordanMatch, 'Hey Avery! Do you like hiking?');
  // 60 messages, so the chat has a second (older) page.
  for (let n = 1; n <= 60; n++) {
    await send(n % 2 ? dana : avery, danaMatch, `Dana thread message ${n}`);
  }
}, 180_000);

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

describe('Messages list (/messages)', () => {
  it('lists conversations with a preview, the unread count and search by match', async () => {
    const page = await signedIn(avery, MOBILE);
    await expect
      .poll(() => page.getByRole('link', { name: /^Messages, \d+ unread(, \d+ your turn)?$/ }).count(), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /^Messages/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.messages }).waitFor();

    const jordanRow = row(page, jordan.name);
    await jordanRow.waitFor();
    expect(await jordanRow.getAttribute('href')).toBe(ROUTES.messageThread(jordanMatch));
    expect(await jordanRow.textContent()).toContain('Hey Avery! Do you like hiking?');
    expect(await jordanRow.textContent()).toContain(CONVERSATION_TEXTS.unreadLabel(1));
    // Cut at 40 characters with an ellipsis; own messages start with 'You: '.
    expect(await row(page, casey.name).textContent()).toContain('You: So glad you like it!');
    expect(await row(page, dana.name).textContent()).toContain('You: Dana thread message 60');
    await screenshots(page, 'messages-list');

    await page.getByRole('searchbox', { name: CONVERSATION_TEXTS.searchLabel }).fill('cas');
    await expect.poll(() => row(page, jordan.name).count()).toBe(0);
    expect(await row(page, casey.name).count()).toBe(1);
    await page.getByRole('searchbox').fill('zzz');
    await page.getByRole('heading', { name: CONVERSATION_TEXTS.noResults }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("shows 'No messages yet' to a member without conversations", async () => {
    const page = await signedIn(loner, DESKTOP);
    await page.goto(ROUTES.messages);
    await page.getByRole('heading', { name: CONVERSATION_TEXTS.emptyTitle }).waitFor();
    expect(await page.getByText(CONVERSATION_TEXTS.emptyDescription).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('archives a conversation and brings it back', async () => {
    const page = await signedIn(avery, DESKTOP);
    await page.goto(ROUTES.messages);
    await row(page, casey.name).waitFor();
    await screenshots(page, 'messages-list');
    await page.getByRole('button', { name: CONVERSATION_TEXTS.actionsLabel(casey.name) }).click();
    await screenshots(page, 'messages-row-menu');
    await page.getByRole('menuitem', { name: CONVERSATION_TEXTS.archive }).click();
    await page.getByText(CONVERSATION_MESSAGES.archived).waitFor({ state: 'attached' });
    await expect.poll(() => row(page, casey.name).count()).toBe(0);

    await page.getByRole('button', { name: CONVERSATION_TEXTS.showArchived }).click();
    await row(page, casey.name).waitFor();
    await page.getByRole('button', { name: CONVERSATION_TEXTS.actionsLabel(casey.name) }).click();
    await page.getByRole('menuitem', { name: CONVERSATION_TEXTS.unarchive }).click();
    await expect.poll(() => row(page, casey.name).count()).toBe(0);
    await page.getByRole('button', { name: CONVERSATION_TEXTS.hideArchived }).click();
    await row(page, casey.name).waitFor();
  });
});

describe('Chat', () => {
  it('two members chat live: messages, typing, and the tick turning to Read', async () => {
    const a = await signedIn(avery, DESKTOP);
    const b = await signedIn(jordan, MOBILE);
    await a.goto(ROUTES.messageThread(jordanMatch));
    await a.getByRole('heading', { level: 1, name: jordan.name }).waitFor();
    await thread(a).getByText('Hey Avery! Do you like hiking?').waitFor();
    await b.goto(ROUTES.messages);
    await row(b, avery.name).waitFor();

    await messageBox(a).fill('I love hiking! Are you free Saturday?');
    await messageBox(a).press('Enter');
    const mine = thread(a).getByText('I love hiking! Are you free Saturday?');
    await mine.waitFor();
    await thread(a).getByText(CHAT_TEXTS.sent, { exact: true }).waitFor();

    // Jordan's list updates without a reload, with the unread count, and it is his turn (decision 103).
    await expect
      .poll(async () => (await row(b, avery.name).textContent()) ?? '', { timeout: 10_000 })
      .toContain('I love hiking! Are you free Saturday?');
    await b
      .getByRole('link', { name: /^Messages, 1 unread, \d+ your turn$/ })
      .first()
      .waitFor();

    // Jordan opens the chat: Avery's tick turns to Read.
    await b.goto(ROUTES.conversation(jordanMatch));
    await thread(b).getByText('I love hiking! Are you free Saturday?').waitFor();
    await thread(a).getByText(CHAT_TEXTS.read, { exact: true }).waitFor({ timeout: 10_000 });

    // Typing shows on the other side while the box is not empty.
    await messageBox(b).pressSequentially('Saturday works');
    await a.getByText(CHAT_TEXTS.typing('Jordan')).waitFor();
    await screenshots(b, 'chat-conversation');
    await messageBox(b).press('Enter');
    await thread(a).getByText('Saturday works').waitFor();
    await a.getByText(CHAT_TEXTS.typing('Jordan')).waitFor({ state: 'detached' });

    // The last message is Jordan's: replies are suggested from it.
    const suggestions = a.getByRole('region', { name: CHAT_TEXTS.suggestedReplies });
    await suggestions.waitFor();
    await suggestions.getByRole('button').first().click();
    expect(await messageBox(a).inputValue()).not.toBe('');
    await screenshots(a, 'chat-thread');

    expect(await seriousViolations(a)).toEqual([]);
    expect(await seriousViolations(b)).toEqual([]);
  });

  it("'Load older messages' loads the older page and keeps the place", async () => {
    const page = await signedIn(avery, MOBILE);
    await page.goto(ROUTES.conversation(danaMatch));
    await thread(page).getByText('Dana thread message 60', { exact: true }).waitFor();
    expect(await thread(page).getByText('Dana thread message 1', { exact: true }).count()).toBe(0);
    // The navigation is hidden on /conversation/: the header leads back.
    expect(await page.getByRole('navigation', { name: 'Member' }).count()).toBe(0);

    // Scrolled up to the oldest loaded message: it stays where it is while older ones load above.
    const oldestLoaded = thread(page).getByText('Dana thread message 11', { exact: true });
    await oldestLoaded.scrollIntoViewIfNeeded();
    const before = (await oldestLoaded.boundingBox())!.y;
    await page.getByRole('button', { name: CHAT_TEXTS.loadOlder }).click();
    await thread(page).getByText('Dana thread message 1', { exact: true }).waitFor({ state: 'attached' });
    expect(Math.abs((await oldestLoaded.boundingBox())!.y - before)).toBeLessThan(5);
    expect(await page.getByRole('button', { name: CHAT_TEXTS.loadOlder }).count()).toBe(0);
    expect(
      await thread(page)
        .getByText(/^Dana thread message \d+$/)
        .count(),
    ).toBe(60);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'chat-older');

    await page.getByRole('link', { name: 'Back to Messages' }).click();
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.messages }).waitFor();
  });

  it('on a phone, /messages/{id} shows the profile panel from the header', async () => {
    const page = await signedIn(avery, MOBILE);
    await page.goto(ROUTES.messageThread(jordanMatch));
    await page.getByRole('heading', { level: 1, name: jordan.name }).waitFor();
    const panel = page.getByRole('complementary', { name: CHAT_TEXTS.profilePanel });
    expect(await panel.isVisible()).toBe(false);
    await screenshots(page, 'chat-thread');
    await page.getByRole('button', { name: CHAT_TEXTS.showProfile }).click();
    await panel.getByRole('link', { name: CHAT_TEXTS.viewProfile }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'chat-thread-profile');
    await panel.getByRole('button', { name: CHAT_TEXTS.closeProfile }).click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('a phone number before a hello is refused with the reason, Edit brings it back, and after a reply it goes', async () => {
    const number = 'Text me: five five five 123 4567';
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await signedIn(avery, viewport);
      await page.goto(ROUTES.messageThread(rileyMatch));
      await messageBox(page).fill(number);
      await messageBox(page).press('Enter');
      const reason = thread(page).getByRole('alert');
      await expect.poll(() => reason.textContent()).toBe(CONVERSATION_MESSAGES.contactDetailsTooSoon);
      expect(await thread(page).getByRole('button', { name: CHAT_TEXTS.retry }).count()).toBe(0);
      await screenshots(page, 'messages-contact-details-refused');
      await thread(page).getByRole('button', { name: CHAT_TEXTS.edit }).click();
      expect(await messageBox(page).inputValue()).toBe(number);
      expect(await reason.count()).toBe(0);
    }
    const history = await callAsMember(baseURL, tokens[avery.email]!, 'GET', `/conversations/${rileyMatch}/messages`);
    expect(history.messages).toEqual([]);

    await send(riley, rileyMatch, 'Hi Avery!');
    const page = await signedIn(avery, MOBILE);
    await page.goto(ROUTES.messageThread(rileyMatch));
    await thread(page).getByText('Hi Avery!').waitFor();
    await messageBox(page).fill(number);
    await messageBox(page).press('Enter');
    await thread(page).getByText(CHAT_TEXTS.sent).waitFor();
    expect(await thread(page).getByRole('alert').count()).toBe(0);
  });

  it('reports one message from the chat: a reason, then the thanks; the dialog works by keyboard', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await signedIn(avery, viewport);
      await page.goto(ROUTES.messageThread(jordanMatch));
      const report = thread(page)
        .getByRole('button', { name: CHAT_TEXTS.reportMessageLabel(jordan.name) })
        .first();
      await report.waitFor();
      await screenshots(page, 'chat-report-button');
      await report.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: CHAT_TEXTS.reportMessageTitle });
      await dialog.waitFor();
      // Focus moves into the dialog, to the reason.
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('radio');
      await dialog.getByText('Harassment', { exact: true }).click();
      await dialog.getByRole('textbox').fill('Kept asking for money');
      await screenshots(page, 'chat-report-dialog');
      await dialog.getByRole('button', { name: SAFETY_TEXTS.submit }).click();
      await dialog.getByText(SAFETY_MESSAGES.reportReceived).waitFor();
      await screenshots(page, 'chat-report-sent');
      await dialog.getByRole('button', { name: COMMON_TEXTS.close }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('sends an image from /messages/{id}', async () => {
    const page = await signedIn(avery, DESKTOP);
    await page.goto(ROUTES.messageThread(caseyMatch));
    await page.getByRole('heading', { level: 1, name: casey.name }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: CHAT_TEXTS.attachImage }).click();
    await (await chooser).setFiles({ name: 'sunset.png', mimeType: 'image/png', buffer: makePng(400, 300) });
    await page.getByRole('img', { name: CHAT_TEXTS.attachedImage }).waitFor();
    await page.getByRole('button', { name: CHAT_TEXTS.send }).click();
    const image = thread(page).getByRole('img', { name: CHAT_TEXTS.imageAlt(avery.name) });
    await image.waitFor();
    // The image's own message (the innermost list item holding it), not the earlier one's status.
    const bubble = thread(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: CHAT_TEXTS.imageAlt(avery.name) }) })
      .last();
    await bubble.getByText(CHAT_TEXTS.sent, { exact: true }).waitFor();
    await expect.poll(() => image.getAttribute('src')).toMatch(/^\/uploads\//);
    // Drawn from the width the srcset picks for 320 CSS px, through the same signed query (decision 116).
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    const drawn = new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
    expect(drawn.pathname).toMatch(/-(320|640)\.webp$/);
    expect(drawn.search).toMatch(/^\?expires=\d+&signature=[\w-]+$/);
  });
});
