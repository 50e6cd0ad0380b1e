import type { Page, Route, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS, MEMBER_MENU, SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { seriousViolations } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';
import { screenedSafeText } from './support/screened-safe-text';

// The issue "Stay up when PostgreSQL restarts": while the database blinks the server answers 503
// with Retry-After (and socket acks { ok: false, status: 503 }). The page keeps what it shows
// under a calm "We're reconnecting…" banner and carries on by itself once the server answers.

const baseURL = workerServerURL();
const pages: Page[] = [];

const avery = { email: uniqueEmail('reconnect-avery'), name: 'Avery Stone' };
const jordan = { email: uniqueEmail('reconnect-jordan'), name: 'Jordan Rivera' };
const casey = { email: uniqueEmail('reconnect-casey'), name: 'Casey Morgan' };
let jordanMatch: string;
let caseyMatch: string;

const API = '**/api/v1/**';
const OUTAGE_MS = 6000;

/** What the server answers while its database is away (the readiness endpoint included). */
const answerUnavailable = (route: Route) =>
  route.fulfill({
    status: 503,
    headers: { 'Retry-After': '1' },
    contentType: 'application/json',
    body: JSON.stringify({ message: MESSAGES.temporarilyUnavailable }),
  });

async function signedIn(
  member: { email: string },
  viewport: { width: number; height: number },
  before?: (page: Page) => Promise<void>,
) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, member.email);
  pages.push(page);
  await before?.(page);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  return page;
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGES.reconnectingBanner });
const row = (page: Page, name: string) => page.getByRole('link', { name: new RegExp(`^${name}`) });

/** No error page and no screen's error state, only the banner. */
async function expectNoErrorShown(page: Page) {
  expect(await page.getByRole('heading', { name: COMMON_TEXTS.errorTitle }).count()).toBe(0);
  expect(await page.getByRole('alert').count()).toBe(0);
}

beforeAll(async () => {
  await Promise.all(
    [avery, jordan, casey].map((member) =>
      registerByApi(baseURL, member.email, pngDataUrl(320, 400), { onboarded: true, profile: { name: member.name } }),
    ),
  );
  jordanMatch = await matchByApi(baseURL, avery.email, jordan.email);
  caseyMatch = await matchByApi(baseURL, avery.email, casey.email);
  const jordanToken = await tokenByApi(baseURL, jordan.email);
  await callAsMember(baseURL, jordanToken, 'POST', `/conversations/${jordanMatch}/messages`, {
    content: 'Picnic in the park on Sunday?',
  });
}, 120_000);

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

describe("We're reconnecting", () => {
  it('a page that meets the outage shows the banner and waits, then loads by itself', async () => {
    const page = await signedIn(avery, MOBILE);
    await page.route(API, answerUnavailable);
    await page
      .getByRole('navigation', { name: 'Member' })
      .getByRole('link', { name: /^Messages/ })
      .click();

    await banner(page).waitFor();
    expect(await banner(page).textContent()).toBe(`${MESSAGES.reconnectingBanner} ${MESSAGES.reconnectingDetail}`);
    // Longer than the two retries a query used to get before showing its error.
    await page.waitForTimeout(OUTAGE_MS);
    await expectNoErrorShown(page);
    expect(await banner(page).isVisible()).toBe(true);
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.messages }).waitFor();

    // The banner sits above the page's own header, which stays whole and usable.
    const bannerBox = (await banner(page).boundingBox())!;
    const header = page.getByRole('banner');
    const headerBox = (await header.boundingBox())!;
    expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.y + bannerBox.height - 1);
    expect(await header.getByRole('button', { name: MEMBER_MENU.button }).isVisible()).toBe(true);
    await screenshots(page, 'reconnecting-banner');
    expect(await seriousViolations(page)).toEqual([]);

    await page.unroute(API);
    await row(page, jordan.name).waitFor({ timeout: 20_000 });
    await banner(page).waitFor({ state: 'detached' });
    expect(await row(page, jordan.name).textContent()).toContain('Picnic in the park on Sunday?');
  });

  it('reloading during the outage shows the banner over a spinner, never the error page', async () => {
    const page = await signedIn(avery, DESKTOP);
    await page.goto(ROUTES.messages);
    await row(page, jordan.name).waitFor();

    await page.route(API, answerUnavailable);
    await page.reload();
    await banner(page).waitFor();
    await page.waitForTimeout(OUTAGE_MS);
    await expectNoErrorShown(page);
    await screenshots(page, 'reconnecting-banner-reload');

    await page.unroute(API);
    await row(page, jordan.name).waitFor({ timeout: 20_000 });
    await banner(page).waitFor({ state: 'detached' });
  });
  it("shows on public pages too while a member's live connection is lost, but not for a blip", async () => {
    let cut = false;
    let refused = 0;
    /**
     * The server side of each socket whose socket.io handshake is done (its "40" frame passed).
     * Dropped before that, an attempt only ends at the client's handshake timeout: not a blip.
     */
    const open = new Set<WebSocketRoute>();
    // The real socket to the server, unless `cut`: then every new connection is closed at once.
    const page = await signedIn(avery, DESKTOP, (target) =>
      target.routeWebSocket('**/socket.io/**', (socket) => {
        if (cut) {
          refused += 1;
          return socket.close();
        }
        const server = socket.connectToServer();
        server.onMessage((frame) => {
          if (typeof frame === 'string' && frame.startsWith('40')) open.add(server);
          socket.send(frame);
        });
        socket.onClose((code, reason) => {
          open.delete(server);
          void server.close({ code, reason });
        });
      }),
    );
    await page.goto(ROUTES.home);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.waitFor();
    // As when the server restarts: it closes the connection, the page's side follows.
    const dropAll = async () => {
      for (const server of [...open]) await server.close();
      open.clear();
    };

    // A blip: socket.io is back within a second or two.
    await expect.poll(() => open.size, { timeout: 10_000 }).toBe(1);
    await dropAll();
    await expect.poll(() => open.size, { timeout: 5000 }).toBe(1);
    await page.waitForTimeout(4000);
    expect(await banner(page).count()).toBe(0);

    cut = true;
    await dropAll();
    await banner(page).waitFor();
    await screenshots(page, 'reconnecting-banner-public');
    // Scrolled down, the sticky navigation stays whole below the banner.
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    const bannerBox = (await banner(page).boundingBox())!;
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect(bannerBox.y).toBe(0);
    expect(headerBox.y).toBeGreaterThanOrEqual(bannerBox.height - 1);
    await nav.getByRole('link', { name: /^Messages/ }).click({ trial: true });

    // A longer outage: an attempt dropped before its handshake ends at the handshake timeout, and
    // the next one, once the server is back, connects.
    await expect.poll(() => refused, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    cut = false;
    await banner(page).waitFor({ state: 'detached', timeout: 20_000 });
  });
});

describe('Chat during an outage', () => {
  it('a message sent while the server answers 503 stays Sending, then is sent once when it is back', async () => {
    let failing = false;
    let socketConnected = false;
    // Sockets opened so far, and how many of them belong to the page before the reload below.
    let socketsOpened = 0;
    let socketsBeforeReload = 0;
    const refusedSends: string[] = [];
    // The real socket to the server, except that while `failing` its message:send acks are the
    // server's outage answer (socket.io frames: 42<ack id>[event, payload] and 43<ack id>[answer]).
    const page = await signedIn(avery, MOBILE, (target) =>
      target.routeWebSocket('**/socket.io/**', (socket) => {
        const opened = ++socketsOpened;
        const server = socket.connectToServer();
        server.onMessage((frame) => {
          if (typeof frame === 'string' && frame.startsWith('40') && opened > socketsBeforeReload)
            socketConnected = true;
          socket.send(frame);
        });
        socket.onMessage((frame) => {
          const send = typeof frame === 'string' ? /^42(\d+)\["message:send",/.exec(frame) : null;
          if (failing && send) {
            refusedSends.push(frame as string);
            const ack = { ok: false, status: 503, message: MESSAGES.temporarilyUnavailable };
            socket.send(`43${send[1]}${JSON.stringify([ack])}`);
          } else {
            server.send(frame);
          }
        });
      }),
    );
    // What the page logged, shown if the banner does not come (a CI run once waited 15 s for it).
    const pageLog: string[] = [];
    page.on('console', (message) => pageLog.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => pageLog.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/api/v1/')) pageLog.push(`${response.status()} ${response.url()}`);
    });
    // The reload below opens a new socket: only its handshake counts (the first page's may land late).
    socketsBeforeReload = socketsOpened;
    socketConnected = false;
    await page.goto(ROUTES.messageThread(caseyMatch));
    await page.getByRole('heading', { level: 1, name: casey.name }).waitFor();
    const thread = page.getByRole('region', { name: SCREEN_TITLES.messages });
    // The socket is up: sends go through it.
    await expect.poll(() => socketConnected).toBe(true);

    failing = true;
    await page.route(API, answerUnavailable);
    const text = `Are you free on Friday? ${screenedSafeText()}`;
    await page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }).fill(text);
    await page.getByRole('textbox', { name: CHAT_TEXTS.inputLabel }).press('Enter');
    await thread.getByText(text).waitFor();
    await banner(page)
      .waitFor()
      .catch((error: Error) => {
        const state = { refusedSends: refusedSends.length, socketsOpened, socketsBeforeReload, pageLog };
        throw new Error(`${error.message}\n${JSON.stringify(state, null, 1)}`);
      });
    await page.waitForTimeout(OUTAGE_MS);
    expect(refusedSends.length).toBeGreaterThan(0);
    expect(await thread.getByText(CHAT_TEXTS.sending, { exact: true }).count()).toBe(1);
    expect(await thread.getByText(CHAT_TEXTS.failed, { exact: true }).count()).toBe(0);
    await screenshots(page, 'reconnecting-chat');

    failing = false;
    await page.unroute(API);
    await thread.getByText(CHAT_TEXTS.sent, { exact: true }).waitFor({ timeout: 20_000 });
    await banner(page).waitFor({ state: 'detached' });

    const caseyToken = await tokenByApi(baseURL, casey.email);
    const stored = await callAsMember(baseURL, caseyToken, 'GET', `/conversations/${caseyMatch}/messages`);
    const copies = (stored.messages as { content: string }[]).filter((message) => message.content === text);
    expect(copies).toHaveLength(1);
    expect(await thread.getByText(text).count()).toBe(1);
  });
});
