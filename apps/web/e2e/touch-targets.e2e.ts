import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagePreview } from '@kindred/contract/conversations';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { PROFILE_TEXTS } from '@kindred/contract/member-screens';
import { ROUTES } from '@kindred/contract/routes';
import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, launchBrowser } from './support/browser';
import { networkSettled, visitInApp } from './support/in-app-navigation';
import { pngDataUrl } from './support/png';
import { cutTexts, placeholderFits, smallTargets } from './support/touch-targets';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const PHONE = { width: 375, height: 812 } as const;
const NARROW_PHONE = { width: 360, height: 740 } as const;
const SHOTS = process.env.SCREENSHOTS_DIR;

const member = { email: uniqueEmail('touch-avery'), name: 'Avery Stone' };
const jordan = { email: uniqueEmail('touch-jordan'), name: 'Jordan Rivera' };
const casey = { email: uniqueEmail('touch-casey'), name: 'Casey Morgan' };
// Not matched: For You shows Riley's card, photo controls and all.
const riley = { email: uniqueEmail('touch-riley'), name: 'Riley Brooks' };
const photos = [pngDataUrl(320, 400), pngDataUrl(400, 500), pngDataUrl(360, 450)];
// 40 characters and more: the preview SPEC cuts at 40 must show whole.
const longMessage = 'Thanks for the book tip! I started it last night and cannot put it down.';
let jordanMatch: string;
const pages: Page[] = [];

async function phonePage(viewport: { width: number; height: number }, signedIn: boolean): Promise<Page> {
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport,
    baseURL,
    isMobile: true,
    hasTouch: true,
  });
  if (signedIn) await signInContext(context, baseURL, member.email);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pages.push(page);
  if (signedIn) {
    await page.goto(ROUTES.matches);
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  }
  return page;
}

/** `{name}-{width}.png` in SCREENSHOTS_DIR (nothing when it is unset). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()!.width}.png`, animations: 'disabled' });
}

const slug = (name: string) => name.toLowerCase().replace(/\W+/g, '-');

/** Each page loads the app once and then moves from screen to screen as its links do. */
async function open(page: Page, path: string, title: string) {
  await visitInApp(page, path);
  await page.getByRole('heading', { level: 1, name: title }).first().waitFor();
  await networkSettled(page);
}

beforeAll(async () => {
  await Promise.all(
    [member, jordan, casey, riley].map((someone) =>
      registerByApi(baseURL, someone.email, photos[0]!, {
        onboarded: true,
        profile: { name: someone.name, photos },
      }),
    ),
  );
  jordanMatch = await matchByApi(baseURL, member.email, jordan.email);
  const caseyMatch = await matchByApi(baseURL, member.email, casey.email);
  const [jordanToken, caseyToken] = await Promise.all([
    tokenByApi(baseURL, jordan.email),
    tokenByApi(baseURL, casey.email),
  ]);
  await callAsMember(baseURL, jordanToken, 'POST', `/conversations/${jordanMatch}/messages`, { content: longMessage });
  await callAsMember(baseURL, caseyToken, 'POST', `/conversations/${caseyMatch}/messages`, {
    content: 'Hey Avery! Do you like hiking?',
  });
}, 120_000);

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

const memberScreens: [string, () => string, string][] = [
  ['For You', () => ROUTES.forYou, SCREEN_TITLES.forYou],
  ['Discover', () => ROUTES.discover, SCREEN_TITLES.discover],
  ['Matches', () => ROUTES.matches, SCREEN_TITLES.matches],
  ['a match', () => ROUTES.match(jordanMatch), SCREEN_TITLES.matchDetail],
  ['Messages', () => ROUTES.messages, SCREEN_TITLES.messages],
  ['a chat', () => ROUTES.messageThread(jordanMatch), jordan.name],
  ['Profile', () => ROUTES.profile, SCREEN_TITLES.profile],
  ['Settings, Account', () => `${ROUTES.settings}?tab=account`, SCREEN_TITLES.settings],
  ['Settings, Notifications', () => `${ROUTES.settings}?tab=notifications`, SCREEN_TITLES.settings],
  ['Settings, Privacy', () => `${ROUTES.settings}?tab=privacy`, SCREEN_TITLES.settings],
  ['Notifications', () => ROUTES.notifications, SCREEN_TITLES.notifications],
  ['Subscription', () => ROUTES.subscription, SCREEN_TITLES.subscription],
  ['Date Planner', () => ROUTES.datePlanner, SCREEN_TITLES.datePlanner],
  ['Icebreakers', () => ROUTES.icebreakers, SCREEN_TITLES.icebreakers],
  ['Get verified', () => ROUTES.getVerified, VERIFICATION_TEXTS.title],
];

const publicScreens: [string, string, string][] = [
  ['Landing', ROUTES.home, SCREEN_TITLES.home],
  ['Sign In', ROUTES.login, SCREEN_TITLES.login],
  ['Register', ROUTES.register, SCREEN_TITLES.register],
  ['Help Center', ROUTES.help, SCREEN_TITLES.help],
];

describe('touch targets at 375 × 812 (touch screen)', () => {
  let page: Page;
  let visitor: Page;
  beforeAll(async () => {
    page = await phonePage(PHONE, true);
    visitor = await phonePage(PHONE, false);
  }, 60_000);

  it.each(memberScreens)('every control on %s is at least 44 × 44 px', async (name, path, title) => {
    await open(page, path(), title);
    await shot(page, slug(name));
    expect(await smallTargets(page)).toEqual([]);
  });

  it('every control of the profile editor, photos included, is at least 44 × 44 px', async () => {
    await open(page, ROUTES.profile, SCREEN_TITLES.profile);
    await page.getByRole('button', { name: PROFILE_TEXTS.edit, exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await page.getByRole('img', { name: 'Photo 1' }).scrollIntoViewIfNeeded();
    await shot(page, 'profile-editor-photos');
    expect(await smallTargets(page)).toEqual([]);
  });

  it.each(publicScreens)('every control on %s is at least 44 × 44 px', async (name, path, title) => {
    await open(visitor, path, title);
    await shot(visitor, slug(name));
    await visitor.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await shot(visitor, `${slug(name)}-bottom`);
    expect(await smallTargets(visitor)).toEqual([]);
  });
});

describe.each([NARROW_PHONE, PHONE])('no text cut at $width × $height', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await phonePage(viewport, true);
  }, 60_000);

  it.each(memberScreens)('on %s', async (_, path, title) => {
    await open(page, path(), title);
    expect(await cutTexts(page)).toEqual([]);
  });

  it('the tab strip scrolls to Privacy and shows a fade while more lies that way', async () => {
    await open(page, `${ROUTES.settings}?tab=account`, SCREEN_TITLES.settings);
    await shot(page, 'settings-tabs');
    const nav = page.getByRole('navigation', { name: PROFILE_TEXTS.tabsLabel });
    const strip = nav.locator('[data-scroll-strip]');
    const privacy = nav.getByRole('link', { name: PROFILE_TEXTS.tabs.privacy });
    const overflows = await strip.evaluate((element) => element.scrollWidth > element.clientWidth);
    const endFade = nav.locator('[data-scroll-fade="end"]');
    expect(await endFade.isVisible()).toBe(overflows);

    await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect.poll(() => endFade.isVisible()).toBe(false);
    const [stripBox, privacyBox] = await Promise.all([strip.boundingBox(), privacy.boundingBox()]);
    expect(privacyBox!.x).toBeGreaterThanOrEqual(stripBox!.x);
    expect(privacyBox!.x + privacyBox!.width).toBeLessThanOrEqual(stripBox!.x + stripBox!.width + 0.5);
    expect(await nav.locator('[data-scroll-fade="start"]').isVisible()).toBe(overflows);
  });

  it('shows the whole Discover search placeholder', async () => {
    await open(page, ROUTES.discover, SCREEN_TITLES.discover);
    const search = page.getByRole('searchbox', { name: DISCOVERY_TEXTS.search });
    await shot(page, 'discover-search');
    expect(await search.getAttribute('placeholder')).toBe(DISCOVERY_TEXTS.searchPlaceholder);
    expect(await placeholderFits(page, 'input[type="search"]')).toBe(true);
  });

  it('shows message previews across the row, the 40 characters SPEC keeps', async () => {
    await open(page, ROUTES.messages, SCREEN_TITLES.messages);
    await shot(page, 'messages-list');
    const row = page.getByRole('link', { name: new RegExp(`^${jordan.name}`) });
    const preview = row.locator('[data-conversation-preview]');
    expect(await preview.textContent()).toBe(messagePreview(longMessage));
    expect(await preview.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  });
});
