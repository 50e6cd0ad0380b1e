import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIKED_YOU_TEXTS } from '@kindred/contract/liked-you-screen';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_SAFETY_TEXTS, SAFETY_TEXTS, type ModerationReport } from '@kindred/contract/safety';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { seriousViolationsInBothThemes } from './support/axe';
import { closeBrowser, DESKTOP, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

// Decision 080: block and report wherever a member meets someone. Checked through the API after.

const baseURL = workerServerURL();
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const PHONE = { width: 375, height: 812 } as const;
// Set SCREENSHOTS_DIR to keep screenshots, light and dark, at 375 and 1280 px.
const SCREENSHOTS_DIR = process.env.SCREENSHOTS_DIR;
const pages: Page[] = [];

/**
 * Other members see the first name only, so that is where the run's tag goes: letters only
 * (names take no digits), different on every run against the same database.
 */
const runTag = Date.now()
  .toString()
  .slice(-6)
  .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
const cast = (size: string) => {
  const member = (role: string, first: string) => ({
    email: uniqueEmail(`block-${size}-${role}`),
    name: `${first}${size === 'phone' ? 'p' : 'd'}${runTag}`,
  });
  return {
    me: member('me', 'Avery'),
    discovered: member('discovered', 'Quincy'),
    chatted: member('chatted', 'Noor'),
    unmatched: member('unmatched', 'Jules'),
    admirer: member('admirer', 'Lee'),
  };
};
const casts = { phone: cast('phone'), desktop: cast('desktop') };
const ids = new Map<string, string>();
const matchIds = new Map<string, string>();

async function idOf(email: string) {
  const me = await callAsMember(baseURL, await tokenByApi(baseURL, email), 'GET', '/auth/me');
  return (me.user as { id: string }).id;
}

beforeAll(async () => {
  const everyone = Object.values(casts).flatMap((members) => Object.values(members));
  await Promise.all(
    everyone.map((member, index) =>
      registerByApi(baseURL, member.email, pngDataUrl(320 + index * 10, 400), {
        onboarded: true,
        // Discover starts at "At least 3 photos".
        profile: { name: member.name, photos: [0, 1, 2].map((n) => pngDataUrl(320 + index * 10, 400 + n * 10)) },
      }),
    ),
  );
  for (const member of everyone) ids.set(member.email, await idOf(member.email));
  for (const { me, chatted, unmatched, admirer } of Object.values(casts)) {
    for (const other of [chatted, unmatched])
      matchIds.set(other.email, await matchByApi(baseURL, me.email, other.email));
    // Likes You shows faces on a paid plan (decision 049); Gold in test mode.
    const myToken = await tokenByApi(baseURL, me.email);
    await callAsMember(baseURL, myToken, 'POST', '/billing/checkout', { planId: 'gold', months: 1 });
    await callAsMember(baseURL, await tokenByApi(baseURL, admirer.email), 'POST', '/matches/likes', {
      likedId: ids.get(me.email),
      status: 'like',
    });
  }
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

async function signedIn(viewport: { width: number; height: number }, email: string) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  return page;
}

/** No serious violation in either theme; screenshots of the viewport, light and dark, when asked. */
async function check(page: Page, name: string) {
  expect(await seriousViolationsInBothThemes(page), name).toEqual([]);
  if (!SCREENSHOTS_DIR) return;
  const size = page.viewportSize()?.width === PHONE.width ? '375' : '1280';
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}-${size}-${colorScheme}.png`, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const openSafetyMenu = async (scope: Page | Locator, name: string) => {
  await scope.getByRole('button', { name: MEMBER_SAFETY_TEXTS.menuLabel(name) }).click();
};

async function openReports(): Promise<ModerationReport[]> {
  const token = await tokenByApi(baseURL, MODERATOR.email, MODERATOR.password);
  const answer = await callAsMember(baseURL, token, 'GET', '/moderation/reports?sort=newest&limit=100');
  return answer.reports as ModerationReport[];
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('block and report from anywhere (%s)', (size, viewport) => {
  const { me, discovered, chatted, unmatched, admirer } = casts[size];

  it('blocks from a Discover card: asked first, the card goes at once, a notice says so, and the server has the block', async () => {
    const page = await signedIn(viewport, me.email);
    // Likes You offers the same menu on each card.
    const likesYou = page.getByRole('region', { name: LIKED_YOU_TEXTS.title });
    const admirerCard = likesYou.getByRole('listitem').filter({ hasText: admirer.name });
    await admirerCard.waitFor();
    await admirerCard.scrollIntoViewIfNeeded();
    await openSafetyMenu(admirerCard, admirer.name);
    await page.getByRole('menuitem', { name: MEMBER_SAFETY_TEXTS.report(admirer.name) }).waitFor();
    await check(page, 'block-likes-you-menu');
    await page.keyboard.press('Escape');

    // ...and so does each For You card (who is first depends on the rest of the database).
    await page.goto(ROUTES.forYou);
    await page
      .getByRole('button', { name: /^Report or block / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /^Block / }).waitFor();
    await check(page, 'block-for-you-menu');
    await page.keyboard.press('Escape');

    await page.goto(ROUTES.discover);
    await page.getByRole('searchbox', { name: 'Search' }).fill(discovered.name);
    const card = page.getByRole('article', { name: new RegExp(`^${discovered.name}`) });
    await card.waitFor();
    await openSafetyMenu(card, discovered.name);
    await check(page, 'block-discover-menu');
    await page.getByRole('menuitem', { name: MEMBER_SAFETY_TEXTS.block(discovered.name) }).click();
    const dialog = page.getByRole('dialog', { name: MEMBER_SAFETY_TEXTS.blockTitle(discovered.name) });
    await dialog.getByText(MEMBER_SAFETY_TEXTS.blockConfirm).waitFor();
    await check(page, 'block-discover-confirm');
    await dialog.getByRole('button', { name: MEMBER_SAFETY_TEXTS.confirmBlock, exact: true }).click();

    await page.getByText(MEMBER_SAFETY_TEXTS.blocked(discovered.name)).waitFor();
    await card.waitFor({ state: 'detached' });
    await check(page, 'block-discover-done');

    const token = await tokenByApi(baseURL, me.email);
    const { blockedUsers } = (await callAsMember(baseURL, token, 'GET', '/blocks')) as {
      blockedUsers: { id: string }[];
    };
    expect(blockedUsers.map((user) => user.id)).toContain(ids.get(discovered.email));
  });

  it('reports from the chat header: the reasons, the sent state, and the report reaches the moderators', async () => {
    const page = await signedIn(viewport, me.email);
    const matchId = matchIds.get(chatted.email)!;
    await page.goto(ROUTES.messageThread(matchId));
    await openSafetyMenu(page.locator('header').filter({ hasText: chatted.name }), chatted.name);
    await page.getByRole('menuitem', { name: MEMBER_SAFETY_TEXTS.report(chatted.name) }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${chatted.name}` });
    await dialog.getByText('Harassment', { exact: true }).click();
    await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('Kept insulting me after I said no');
    await check(page, 'report-chat-form');
    await dialog.getByRole('button', { name: SAFETY_TEXTS.submit }).click();
    await dialog.getByText(SAFETY_TEXTS.submitted).waitFor();
    await check(page, 'report-chat-sent');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Focus is back on the menu's button.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      MEMBER_SAFETY_TEXTS.menuLabel(chatted.name),
    );

    const report = (await openReports()).find((item) => item.reported?.id === ids.get(chatted.email));
    expect(report).toMatchObject({
      reason: 'harassment',
      source: 'conversation',
      details: 'Kept insulting me after I said no',
      reporter: { id: ids.get(me.email) },
    });
  });

  it("'Also report' in the unmatch dialog unmatches and files the report in one go", async () => {
    const page = await signedIn(viewport, me.email);
    const card = page.getByRole('article', { name: new RegExp(`^${unmatched.name}`) });
    await card.getByRole('button', { name: 'Unmatch' }).click();
    const dialog = page.getByRole('dialog', { name: `Unmatch ${unmatched.name}?` });
    await dialog.getByRole('checkbox', { name: MEMBER_SAFETY_TEXTS.alsoReport(unmatched.name) }).check();
    await dialog.getByText('Fake profile', { exact: true }).click();
    await check(page, 'unmatch-also-report');
    await dialog.getByRole('button', { name: MEMBER_SAFETY_TEXTS.unmatchAndReport }).click();
    await page.getByText(MEMBER_SAFETY_TEXTS.unmatchedAndReported(unmatched.name)).waitFor();
    await card.waitFor({ state: 'detached' });
    await check(page, 'unmatch-also-report-done');

    const token = await tokenByApi(baseURL, me.email);
    const { matches } = (await callAsMember(baseURL, token, 'GET', '/matches')) as { matches: { id: string }[] };
    expect(matches.map((match) => match.id)).not.toContain(matchIds.get(unmatched.email));
    const report = (await openReports()).find((item) => item.reported?.id === ids.get(unmatched.email));
    expect(report).toMatchObject({ reason: 'fake_profile', source: 'match', reporter: { id: ids.get(me.email) } });
  });
});
