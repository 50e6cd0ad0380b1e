import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { LIKED_YOU_TEXTS } from '@kindred/contract/liked-you-screen';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, launchBrowser } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

// Issue 21 point 8: a Basic member learns that a feature is paid before tapping it; the tap
// leads to the plan; a plan limit is never a red error nor a console error.

const baseURL = workerServerURL();
const SHOTS = process.env.SCREENSHOTS_DIR;
const PHONE = { width: 375, height: 812 } as const;
const pages: Page[] = [];

// Letters only (names refuse digits), so reruns against the same data find their own members.
const run = Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const member = (name: string) => ({ email: uniqueEmail(`paid-${name.toLowerCase()}`), name: `${name} ${run}` });
// A town of their own: they are each other's recommendations.
const place = { location: 'Sitka, AK', maxDistance: 10, showMe: 'Everyone', ageRange: [25, 45] };

/** Basic, nothing used: Super Like marked Gold, boosts marked Platinum, one admirer locked. */
const basic = member('Avery');
/** Basic with the day's 10 likes used: Like marked Gold. */
const spent = member('Blair');
const others = [
  'Casey',
  'Dakota',
  'Emery',
  'Finley',
  'Harper',
  'Jules',
  'Kai',
  'Logan',
  'Morgan',
  'Noel',
  'Oakley',
].map(member);

async function idOf(email: string) {
  const token = await tokenByApi(baseURL, email);
  return ((await callAsMember(baseURL, token, 'GET', '/auth/me')) as { user: { id: string } }).user.id;
}

beforeAll(async () => {
  await Promise.all(
    [basic, spent, ...others].map((someone, index) =>
      registerByApi(baseURL, someone.email, pngDataUrl(320 + index * 10, 400), {
        onboarded: true,
        profile: { name: someone.name, ...place },
      }),
    ),
  );
  const spentToken = await tokenByApi(baseURL, spent.email);
  for (const other of others.slice(0, 10)) {
    await callAsMember(baseURL, spentToken, 'POST', '/matches/likes', {
      likedId: await idOf(other.email),
      status: 'like',
    });
  }
  // An admirer, whom a Basic member sees only as a count.
  const admirerToken = await tokenByApi(baseURL, others[10]!.email);
  await callAsMember(baseURL, admirerToken, 'POST', '/matches/likes', {
    likedId: await idOf(basic.email),
    status: 'like',
  });
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

interface Watched {
  page: Page;
  /** Console errors and uncaught exceptions, as the browser reported them. */
  errors: string[];
  /** POST /matches/likes sent from the page. */
  likesSent: () => number;
}

async function signedIn(viewport: typeof PHONE | typeof DESKTOP, email: string, path: string): Promise<Watched> {
  const phone = viewport.width === PHONE.width;
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport,
    baseURL,
    isMobile: phone,
    hasTouch: phone,
  });
  await signInContext(context, baseURL, email);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pages.push(page);
  const errors: string[] = [];
  let likes = 0;
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/matches/likes')) likes += 1;
  });
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === path);
  return { page, errors, likesSent: () => likes };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  const size = `${page.viewportSize()?.width ?? 0}`;
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.screenshot({ path: `${SHOTS}/${name}-${size}-${colorScheme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const cardOf = (page: Page, name: string) => page.getByRole('article', { name: new RegExp(`^${name}`) });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('paid features on a %s', (_, viewport) => {
  it("a Basic member's Super Like says Gold before the tap, and the tap leads to Gold", async () => {
    const { page, errors, likesSent } = await signedIn(viewport, basic.email, ROUTES.forYou);
    const target = others[0]!;
    const card = cardOf(page, target.name);
    const superLike = card.getByRole('button', { name: `Super Like ${target.name} (Gold)`, exact: true });
    await superLike.waitFor();
    // Like stays free: 10 a day are left.
    expect(await card.getByRole('button', { name: `Like ${target.name}`, exact: true }).count()).toBe(1);
    await superLike.scrollIntoViewIfNeeded();
    await shoot(page, 'paid-superlike-marked');

    await superLike.click();
    const notice = card.getByRole('status').filter({ hasText: DISCOVERY_MESSAGES.superLikesNeedPremium });
    await notice.waitFor();
    const upgrade = notice.getByRole('link', { name: 'Upgrade to Gold' });
    await expect.poll(() => upgrade.evaluate((link) => link === document.activeElement)).toBe(true);
    expect(await card.getByRole('alert').count()).toBe(0);
    expect(likesSent()).toBe(0);
    await shoot(page, 'paid-superlike-tapped');

    await upgrade.click();
    await page.waitForURL((url) => url.pathname === ROUTES.subscription && url.search === '?plan=gold');
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.subscription }).waitFor();
    expect(errors).toEqual([]);
  });

  it('once the day’s likes are used, Like says Gold, and the tap is a calm notice', async () => {
    const { page, errors, likesSent } = await signedIn(viewport, spent.email, ROUTES.forYou);
    const target = others[10]!;
    const card = cardOf(page, target.name);
    const like = card.getByRole('button', { name: `Like ${target.name} (Gold)`, exact: true });
    await like.waitFor();
    await like.click();
    const notice = card.getByRole('status').filter({ hasText: DISCOVERY_MESSAGES.dailyLikesUsed });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Upgrade to Gold' }).getAttribute('href')).toBe(
      '/subscription?plan=gold',
    );
    expect(await card.getByRole('alert').count()).toBe(0);
    expect(likesSent()).toBe(0);
    await notice.scrollIntoViewIfNeeded();
    await shoot(page, 'paid-likes-used');
    expect(errors).toEqual([]);
  });

  it('the boost and who liked you are marked for a Basic member', async () => {
    const { page, errors } = await signedIn(viewport, basic.email, ROUTES.subscription);
    const boost = page.getByRole('link', { name: 'Boost my profile (Platinum)' });
    await boost.waitFor();
    expect(await boost.getAttribute('href')).toBe('/subscription?plan=platinum');
    await boost.scrollIntoViewIfNeeded();
    await shoot(page, 'paid-boost');

    await page.goto(ROUTES.matches);
    const likesYou = page.getByRole('region', { name: LIKED_YOU_TEXTS.title });
    await likesYou.getByText(BILLING_MESSAGES.likedYouLocked).waitFor();
    expect(await likesYou.getByRole('link', { name: 'Upgrade to Gold' }).getAttribute('href')).toBe(
      '/subscription?plan=gold',
    );
    expect(errors).toEqual([]);
  });
});
