import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, launchBrowser, MOBILE } from './support/browser';
import { screenshots } from './support/screenshots';
import { pngDataUrl } from './support/png';
import { seriousViolations } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();

const viewerEmail = uniqueEmail('match-detail-viewer');
const jordanEmail = uniqueEmail('match-detail-jordan');
const caseyEmail = uniqueEmail('match-detail-casey');
const rileyEmail = uniqueEmail('match-detail-riley');
let jordanMatch: string;
let caseyMatch: string;
let rileyMatch: string;

const pages: Page[] = [];
let desktop: Page;
let mobile: Page;

/** A signed-in page; `touch` gives it a touch screen (for the swipe). */
async function signedIn(viewport: { width: number; height: number }, touch = false): Promise<Page> {
  const context = await (
    await launchBrowser()
  ).newContext({
    viewport,
    baseURL,
    hasTouch: touch,
    isMobile: touch,
  });
  await signInContext(context, baseURL, viewerEmail);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  pages.push(page);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
  return page;
}

async function registerMember(email: string, name: string, photos: string[]) {
  await registerByApi(baseURL, email, photos[0]!, { onboarded: true, profile: { name, photos } });
}

/** The profile fields onboarding does not ask for, so that every Basic has something to show. */
async function fillInJordan() {
  const token = await tokenByApi(baseURL, jordanEmail);
  const me = await callAsMember(baseURL, token, 'GET', '/auth/me');
  const { id } = me.user as { id: string };
  await callAsMember(baseURL, token, 'PATCH', `/profiles/${id}`, {
    bio: 'Chef by day, trail runner by weekend.\n\nLooking for someone to share long breakfasts with.',
    occupation: 'Chef',
    education: "Bachelor's Degree",
    height: `5'10"`,
    languages: ['English', 'Spanish'],
    instagram: 'jordan.cooks',
    drinking: 'Social drinker',
    smoking: 'Non-smoker',
    zodiac: 'Leo',
    spotifyArtists: ['Phoebe Bridgers', 'Khruangbin'],
    interests: ['Hiking', 'Coffee', 'Photography', 'Swimming'],
    questions: [{ question: 'A random fact about me...', answer: 'I once cooked for 300 people.' }],
  });
}

const photos = (page: Page) => page.getByRole('group', { name: 'Photos of Jordan Rivera' });
/** The photo on show, named by its position ('Photos of Jordan Rivera, Photo 2 of 3'). */
const shownPhoto = (page: Page) => photos(page).getByRole('img', { name: /^Photos of Jordan Rivera, Photo/ });

async function openJordan(page: Page) {
  await page.goto(ROUTES.match(jordanMatch));
  await page.getByRole('heading', { level: 2, name: /^Jordan Rivera, \d+$/ }).waitFor();
  // The spinner goes once the first photo has loaded.
  await photos(page).getByRole('status').waitFor({ state: 'detached' });
}

/** Past the 300 ms lock between photo changes. */
const waitOutLock = (page: Page) => page.waitForTimeout(LIMITS.photoChangeLockMs + 50);

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

beforeAll(async () => {
  await registerByApi(baseURL, viewerEmail, pngDataUrl(), { onboarded: true, profile: { name: 'Avery' } });
  await registerMember(jordanEmail, 'Jordan Rivera', [
    pngDataUrl(320, 400),
    pngDataUrl(400, 500),
    pngDataUrl(360, 450),
  ]);
  await registerMember(caseyEmail, 'Casey Morgan', [pngDataUrl(320, 400)]);
  await registerMember(rileyEmail, 'Riley Brooks', [pngDataUrl(320, 400)]);
  await fillInJordan();
  jordanMatch = await matchByApi(baseURL, viewerEmail, jordanEmail);
  caseyMatch = await matchByApi(baseURL, viewerEmail, caseyEmail);
  rileyMatch = await matchByApi(baseURL, viewerEmail, rileyEmail);
  desktop = await signedIn(DESKTOP);
  mobile = await signedIn(MOBILE, true);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('matched-profile detail', () => {
  it('shows the name, age, match badge, About, Basics, interests, questions, artists and activity', async () => {
    await openJordan(desktop);
    await desktop.getByRole('heading', { level: 1, name: 'Match Profile' }).waitFor();
    expect(
      await photos(desktop)
        .getByText(/^\d+% match$/)
        .count(),
    ).toBe(1);
    expect(await photos(desktop).getByText('Austin, TX').textContent()).toMatch(/^Austin, TX/);

    const about = desktop.getByRole('region', { name: 'About' });
    await about.getByText('Chef by day, trail runner by weekend.').waitFor();
    await about.getByText('Looking for someone to share long breakfasts with.').waitFor();
    expect(await about.locator('p').count()).toBe(2);

    const basics = desktop.getByRole('region', { name: 'Basics' });
    expect(await basics.getByRole('term').allTextContents()).toEqual([
      'Work',
      'Education',
      'Height',
      'Looking for',
      'Languages',
      'Instagram',
      'Drinking',
      'Smoking',
      'Zodiac',
    ]);
    expect(await basics.getByRole('definition').allTextContents()).toEqual([
      'Chef',
      "Bachelor's Degree",
      `5'10"`,
      'Relationship',
      'English, Spanish',
      '@jordan.cooks',
      'Social drinker',
      'Non-smoker',
      'Leo',
    ]);

    const interests = desktop.getByRole('region', { name: 'Interests' });
    expect(await interests.getByRole('listitem').allTextContents()).toEqual([
      'Hiking',
      'Coffee',
      'Photography',
      'Swimming',
    ]);
    expect(await interests.locator('svg.lucide-camera').count()).toBe(1);

    await desktop
      .getByRole('region', { name: 'Getting to know Jordan' })
      .getByText('I once cooked for 300 people.')
      .waitFor();
    expect(await desktop.getByRole('region', { name: 'Top Artists' }).getByRole('listitem').allTextContents()).toEqual([
      'Phoebe Bridgers',
      'Khruangbin',
    ]);
    // Jordan used the app a moment ago (through the API): online, or active just now.
    expect(await desktop.getByRole('region', { name: 'Activity Status' }).locator('p').textContent()).toMatch(
      /^Jordan (is online now|was last active .+)$/,
    );
    await screenshots(desktop, 'match-detail', { fullPage: true });
    await screenshots(desktop, 'match-detail-top');
  });

  it('the compatibility card shows the four sub-scores behind Show details, and hides them again', async () => {
    await openJordan(desktop);
    const card = desktop.getByRole('region', { name: 'Compatibility' });
    await card.getByRole('button', { name: 'Show details' }).click();
    for (const label of ['Values', 'Interests', 'Lifestyle', 'Communication']) {
      expect(await card.getByRole('progressbar', { name: label }).isVisible()).toBe(true);
    }
    await card.getByRole('button', { name: 'Hide details' }).click();
    expect(await card.getByRole('progressbar', { name: 'Values' }).isVisible()).toBe(false);
  });

  it('the carousel moves with its buttons, wraps, and follows a mouse drag beyond 50 px only', async () => {
    await openJordan(desktop);
    expect(await shownPhoto(desktop).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 1 of 3');
    await photos(desktop).getByRole('button', { name: 'Previous photo' }).click();
    expect(await shownPhoto(desktop).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 3 of 3');
    await waitOutLock(desktop);
    await photos(desktop).getByRole('button', { name: 'Next photo' }).click();
    expect(await shownPhoto(desktop).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 1 of 3');
    await waitOutLock(desktop);

    const centre = await centreOf(photos(desktop));
    const drag = async (dx: number) => {
      await desktop.mouse.move(centre.x, centre.y);
      await desktop.mouse.down();
      await desktop.mouse.move(centre.x + dx, centre.y + 4, { steps: 6 });
      await desktop.mouse.up();
    };
    await drag(-30);
    expect(await shownPhoto(desktop).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 1 of 3');
    await drag(-120);
    expect(await shownPhoto(desktop).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 2 of 3');
    await waitOutLock(desktop);
    await drag(120);
    expect(await shownPhoto(desktop).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 1 of 3');
  });

  it('follows a finger swipe on a phone, and the photo area is 70% of the viewport high', async () => {
    await openJordan(mobile);
    const box = await photos(mobile).boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(Math.round((MOBILE.height * LIMITS.photoAreaViewportHeight) / 100));
    const centre = await centreOf(photos(mobile));
    const cdp = await mobile.context().newCDPSession(mobile);
    const touch = async (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: centre.y }],
      });
    await touch('touchStart', centre.x + 100);
    for (const x of [centre.x + 60, centre.x + 20, centre.x - 20]) await touch('touchMove', x);
    await touch('touchEnd', centre.x - 20);
    await expect.poll(() => shownPhoto(mobile).getAttribute('alt')).toBe('Photos of Jordan Rivera, Photo 2 of 3');
    await cdp.detach();
    await screenshots(mobile, 'match-detail', { fullPage: true });
    await screenshots(mobile, 'match-detail-top');
    await screenshots(mobile, 'match-detail-basics', {
      target: mobile.getByRole('region', { name: 'Basics' }),
      scrollOffset: 72,
    });
    await screenshots(mobile, 'match-detail-side', {
      target: mobile.getByRole('button', { name: 'Message', exact: true }),
      scrollOffset: 72,
    });
  });

  it('a starter fills the box, Send is disabled while it is blank, and sending opens the conversation', async () => {
    await openJordan(mobile);
    const box = mobile.getByRole('textbox', { name: 'Message to Jordan' });
    const send = mobile.getByRole('button', { name: 'Send' });
    await mobile.getByRole('button', { name: 'Message', exact: true }).click();
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await send.isDisabled()).toBe(true);
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);

    const starters = mobile.getByRole('region', { name: 'Conversation starters' }).getByRole('button');
    expect(await starters.count()).toBe(LIMITS.conversationStarters);
    await starters.filter({ hasText: 'Hiking' }).click();
    expect(await box.inputValue()).toBe("I see you're into Hiking. What got you started?");
    expect(await send.isEnabled()).toBe(true);

    const sent = mobile.waitForResponse((response) => response.url().endsWith(`/matches/${jordanMatch}/message`));
    await send.click();
    expect((await sent).status()).toBe(201);
    await mobile.waitForURL((url) => url.pathname === ROUTES.messageThread(jordanMatch));
    // The chat opens with the message just sent.
    await mobile
      .getByRole('region', { name: 'Messages' })
      .getByText("I see you're into Hiking. What got you started?")
      .waitFor();
  });

  it('unmatching asks for confirmation, then returns to /matches and the match is gone', async () => {
    await desktop.goto(ROUTES.match(caseyMatch));
    await desktop.getByRole('heading', { level: 2, name: /^Casey Morgan/ }).waitFor();
    await desktop.getByRole('button', { name: 'Unmatch' }).click();
    const dialog = desktop.getByRole('dialog', { name: 'Unmatch Casey?' });
    await dialog.getByText(MATCH_MESSAGES.unmatchConfirm).waitFor();
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshots(desktop, 'match-detail-unmatch');
    await dialog.getByRole('button', { name: 'Unmatch' }).click();
    await desktop.waitForURL((url) => url.pathname === ROUTES.matches);
    await desktop.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();

    const token = await tokenByApi(baseURL, viewerEmail);
    await expect(callAsMember(baseURL, token, 'GET', `/matches/${caseyMatch}`)).rejects.toThrow(/: 404 /);
  });

  it("reports through the header (the server's confirmation shows), then blocks from the header", async () => {
    await mobile.goto(ROUTES.match(rileyMatch));
    await mobile.getByRole('heading', { level: 2, name: /^Riley Brooks/ }).waitFor();

    await mobile.getByRole('button', { name: 'Report' }).click();
    const report = mobile.getByRole('dialog', { name: 'Report Riley' });
    await report.getByText('Harassment', { exact: true }).click();
    await report.getByRole('textbox', { name: 'Details (optional)' }).fill('Kept messaging after I said no.');
    expect(await seriousViolations(mobile)).toEqual([]);
    await screenshots(mobile, 'match-detail-report');
    await report.getByRole('button', { name: 'Submit Report' }).click();
    await report.getByText('Thank you. Our safety team will review your report.').waitFor();
    await report.getByRole('button', { name: 'Close' }).click();
    await report.waitFor({ state: 'detached' });

    await mobile.getByRole('button', { name: 'Block' }).click();
    const block = mobile.getByRole('dialog', { name: 'Block' });
    await block.getByText('Block Riley? You will no longer see each other anywhere, and your match ends.').waitFor();
    await block.getByRole('button', { name: 'Block' }).click();
    await mobile.waitForURL((url) => url.pathname === ROUTES.matches);

    const token = await tokenByApi(baseURL, viewerEmail);
    const { blockedUsers } = (await callAsMember(baseURL, token, 'GET', '/blocks')) as {
      blockedUsers: { name: string }[];
    };
    expect(blockedUsers.map((member) => member.name)).toContain('Riley Brooks');
    await expect(callAsMember(baseURL, token, 'GET', `/matches/${rileyMatch}`)).rejects.toThrow(/: 404 /);
  });

  it('an unknown match shows the 404 text, and Back to Matches leads there', async () => {
    await desktop.goto(ROUTES.match('00000000-0000-4000-8000-000000000000'));
    await desktop.getByRole('alert').getByText(MATCH_MESSAGES.noMatchData).waitFor();
    await desktop.getByRole('button', { name: 'Try Again' }).waitFor();
    expect(await seriousViolations(desktop)).toEqual([]);
    await screenshots(desktop, 'match-detail-not-found');
    await desktop.getByRole('link', { name: 'Back to Matches' }).click();
    await desktop.waitForURL((url) => url.pathname === ROUTES.matches);

    await desktop.goto(ROUTES.match('not-a-match-id'));
    await desktop.getByRole('alert').getByText(MATCH_MESSAGES.invalidMatchId).waitFor();
  });

  it('has no serious accessibility violations, light and dark, at both sizes', async () => {
    for (const page of [desktop, mobile]) {
      await openJordan(page);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.getByRole('button', { name: /^(Show|Hide) details$/ }).click();
        expect(await seriousViolations(page)).toEqual([]);
      }
      await page.emulateMedia({ colorScheme: 'light' });
    }
  });
});
