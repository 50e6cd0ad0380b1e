import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATION_TEXTS } from '@kindred/contract/notifications';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { CLOSURE_MESSAGES, YOUR_TURN_MESSAGES, YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signedInPage } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE } from './support/browser';
import { seriousViolations } from './support/axe';
import { screenshots } from './support/screenshots';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

// Decision 103: a conversation whose other member wrote last is the member's turn: marked on the
// Messages list and counted on the tab. "End chat" sends a kind closing line and ends the match.
// The likes-wait screen needs 8 conversations waiting over 24 hours, which the API cannot age: its
// 422 is answered here through a route intercept (the server's side has its own tests).

const baseURL = workerServerURL();
const pages: Page[] = [];

const avery = { email: uniqueEmail('yt-avery'), name: 'Avery Stone' };
const jordan = { email: uniqueEmail('yt-jordan'), name: 'Jordan Rivera' };
const casey = { email: uniqueEmail('yt-casey'), name: 'Casey Morgan' };
const rowan = { email: uniqueEmail('yt-rowan'), name: 'Rowan Blake' };

let jordanMatch: string;

async function signedIn(member: { email: string }, viewport: { width: number; height: number }) {
  const page = await signedInPage(baseURL, member.email, viewport);
  pages.push(page);
  return page;
}

const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });

beforeAll(async () => {
  await Promise.all(
    [avery, jordan, casey, rowan].map((member) =>
      registerByApi(baseURL, member.email, pngDataUrl(320, 400), { onboarded: true, profile: { name: member.name } }),
    ),
  );
  jordanMatch = await matchByApi(baseURL, avery.email, jordan.email);
  const caseyMatch = await matchByApi(baseURL, avery.email, casey.email);
  const jordanToken = await tokenByApi(baseURL, jordan.email);
  const caseyToken = await tokenByApi(baseURL, casey.email);
  const averyToken = await tokenByApi(baseURL, avery.email);
  // Casey wrote, and Avery answered: not Avery's turn.
  await callAsMember(baseURL, caseyToken, 'POST', `/conversations/${caseyMatch}/messages`, { content: 'Hi Avery!' });
  await callAsMember(baseURL, averyToken, 'POST', `/conversations/${caseyMatch}/messages`, { content: 'Hi Casey!' });
  await callAsMember(baseURL, averyToken, 'PUT', `/conversations/${caseyMatch}/read`);
  // Jordan wrote last: Avery's turn.
  await callAsMember(baseURL, jordanToken, 'POST', `/conversations/${jordanMatch}/messages`, {
    content: 'Do you like hiking?',
  });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('Your Turn', () => {
  it('marks the conversation waiting for a reply, counts it on the tab, and ends it kindly', async () => {
    const page = await signedIn(avery, MOBILE);
    await page
      .getByRole('navigation', { name: 'Member' })
      .getByRole('link', { name: 'Messages, 1 unread, 1 your turn' })
      .click();
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.messages }).waitFor();
    await row(page, jordan.name).getByText(YOUR_TURN_TEXTS.yourTurn).waitFor();
    await expect.poll(() => row(page, casey.name).textContent()).toContain('Hi Casey!');
    expect(await row(page, casey.name).getByText(YOUR_TURN_TEXTS.yourTurn).count()).toBe(0);
    // Waiting conversations come first.
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /^(Jordan|Casey)/ })
        .first()
        .textContent(),
    ).toMatch(/^Jordan/);
    await screenshots(page, 'your-turn-list');
    expect(await seriousViolations(page)).toEqual([]);

    await row(page, jordan.name).click();
    await page.getByRole('heading', { level: 1, name: jordan.name }).waitFor();
    await page.getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel(jordan.name) }).click();
    await page.getByRole('menuitem', { name: YOUR_TURN_TEXTS.endChat }).click();
    const dialog = page.getByRole('dialog', { name: YOUR_TURN_TEXTS.endChatHeading });
    await dialog.waitFor();
    await screenshots(page, 'your-turn-end-chat');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('radio', { name: CLOSURE_MESSAGES.notReady }).check();
    await dialog.getByRole('button', { name: YOUR_TURN_TEXTS.sendAndEnd }).click();

    await page.waitForURL((url) => url.pathname === ROUTES.messages);
    await row(page, casey.name).waitFor();
    await expect.poll(() => row(page, jordan.name).count()).toBe(0);
    await page
      .getByRole('navigation', { name: 'Member' })
      .getByRole('link', { name: 'Messages', exact: true })
      .waitFor();
  });

  it('the other member reads the closing line in their notifications', async () => {
    const page = await signedIn(jordan, DESKTOP);
    await page.goto(ROUTES.notifications);
    await page.getByRole('heading', { level: 1, name: NOTIFICATION_TEXTS.title }).waitFor();
    await page
      .getByRole('main')
      .getByText(YOUR_TURN_TEXTS.closureNotice(avery.name, CLOSURE_MESSAGES.notReady))
      .waitFor();
    const matches = await callAsMember(baseURL, await tokenByApi(baseURL, jordan.email), 'GET', '/matches');
    expect(JSON.stringify(matches)).not.toContain(jordanMatch);
  });

  it('on a wide screen: the marker on the list, and the dialog over the chat', async () => {
    const other = { email: uniqueEmail('yt-sky'), name: 'Sky Lane' };
    await registerByApi(baseURL, other.email, pngDataUrl(340, 420), { onboarded: true, profile: { name: other.name } });
    const matchId = await matchByApi(baseURL, avery.email, other.email);
    await callAsMember(baseURL, await tokenByApi(baseURL, other.email), 'POST', `/conversations/${matchId}/messages`, {
      content: 'Brunch on Sunday?',
    });
    const page = await signedIn(avery, DESKTOP);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /^Messages, 1 unread, 1 your turn$/ })
      .click();
    await row(page, other.name).getByText(YOUR_TURN_TEXTS.yourTurn).waitFor();
    await screenshots(page, 'your-turn-list');

    await row(page, other.name).click();
    await page.getByRole('heading', { level: 1, name: other.name }).waitFor();
    await page.getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel(other.name) }).click();
    await page.getByRole('menuitem', { name: YOUR_TURN_TEXTS.endChat }).click();
    const dialog = page.getByRole('dialog', { name: YOUR_TURN_TEXTS.endChatHeading });
    await dialog.getByRole('button', { name: YOUR_TURN_TEXTS.sendAndEnd }).click();
    await dialog.getByText('Choose a message to send.', { exact: true }).last().waitFor();
    await screenshots(page, 'your-turn-end-chat');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await row(page, other.name).waitFor();
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('a like refused while matches wait (%s) shows the calm screen, and leads to Messages', async (_size, viewport) => {
    const page = await signedIn(avery, viewport);
    await page.route('**/api/v1/matches/likes', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({ message: YOUR_TURN_MESSAGES.likesWait }),
          })
        : route.fallback(),
    );
    await page.goto(ROUTES.forYou);
    const card = page.getByRole('article').first();
    await card.waitFor();
    await card.getByRole('button', { name: /^Like / }).click();
    await card.getByRole('heading', { name: YOUR_TURN_TEXTS.likesWaitTitle }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshots(page, 'your-turn-likes-wait');
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('link', { name: YOUR_TURN_TEXTS.openMessages }).click();
    await page.waitForURL((url) => url.pathname === ROUTES.messages);
  });
});
