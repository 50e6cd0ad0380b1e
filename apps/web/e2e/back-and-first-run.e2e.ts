import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES, EMAIL_DELIVERY_TEXTS } from '@kindred/contract/email-delivery';
import { E2E_PASSWORD, matchByApi, registerByApi, signIn, uniqueEmail } from './support/accounts';
import {
  closeBrowser,
  DESKTOP,
  dialogEntryClaimed,
  dialogEntryReleased,
  newDialogWatchedPage,
} from './support/browser';
import { makePng, pngDataUrl } from './support/png';
import { fillAccountAndBasics, fillAccountStep } from './support/register-wizard';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 21 points 5 and 6: the browser's Back button keeps the member's place (wizard steps and
// open dialogs are history entries), and the first run from sign-up to a first recommendation.

const baseURL = workerServerURL();
const PHONE = { width: 375, height: 812 } as const;
const SIZES = [
  { label: 'phone', viewport: PHONE, touch: true },
  { label: 'desktop', viewport: DESKTOP, touch: false },
] as const;

const pages: Page[] = [];
/** Every dialog the browser itself opened (alert, confirm, prompt): there must be none. */
const nativeDialogs: string[] = [];

async function openPage(viewport: { width: number; height: number }, touch: boolean) {
  const page = await newDialogWatchedPage(viewport, { baseURL, touch, nativeDialogs });
  pages.push(page);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();
const pathOf = (page: Page) => new URL(page.url()).pathname;

/** A member in Austin whom the default members (and the wizard's registrant) fit. */
async function registerCompanion(name: string) {
  const email = uniqueEmail(`companion-${name.toLowerCase()}`);
  const photos = [pngDataUrl(320, 400), pngDataUrl(400, 500), pngDataUrl(360, 450)];
  await registerByApi(baseURL, email, photos[0]!, {
    onboarded: true,
    profile: { name, gender: 'female', photos, showMe: 'Everyone', ageRange: [18, 60] },
  });
  return email;
}

beforeAll(async () => {
  await registerCompanion('Riley');
});

afterEach(() => {
  expect(nativeDialogs).toEqual([]);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

for (const { label, viewport, touch } of SIZES) {
  describe(`Back keeps your place (${label})`, () => {
    it('register: Back from step 2 shows step 1 as typed, Forward step 2 as typed', async () => {
      const page = await openPage(viewport, touch);
      const email = uniqueEmail('back-wizard');
      await page.goto('/');
      await page.goto('/register');
      await fillAccountStep(page, email);
      await page.getByLabel('Name').fill('Jordan');

      await page.goBack();
      await heading(page, 'Create Your Account');
      expect(pathOf(page)).toBe('/register');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(E2E_PASSWORD);

      await page.goForward();
      await heading(page, 'Basic Information');
      expect(await page.getByLabel('Name').inputValue()).toBe('Jordan');

      // The page's own Back is the same step back; the browser's Back then leaves the wizard.
      await page.getByRole('button', { name: 'Back' }).click();
      await heading(page, 'Create Your Account');
      expect(await page.getByLabel('Email').inputValue()).toBe(email);
      await page.goBack();
      await heading(page, 'Elevate Your Love Life');
    });

    it('Discover: Back closes the open profile sheet and stays on /discover', async () => {
      const page = await openPage(viewport, touch);
      const email = uniqueEmail('back-discover');
      await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
      await page.goto('/login');
      await signIn(page, email);
      await heading(page, 'Your Matches');
      await page.goto('/discover');
      await heading(page, 'Discover');
      const card = page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: 'View Profile' }) })
        .last();
      const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await card.getByRole('button', { name: 'View Profile' }).click();
      const sheet = page.getByRole('dialog', { name });
      await sheet.waitFor();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await screenshots(page, 'discover-sheet-open');

      await dialogEntryClaimed(page);
      await page.goBack();
      await sheet.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/discover');
      await heading(page, 'Discover');
      // Where the member was in the grid.
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // Closed by its own button, the sheet leaves no entry behind: Back leaves Discover.
      await card.getByRole('button', { name: 'View Profile' }).click();
      await sheet.waitFor();
      await sheet.getByRole('button', { name: 'Close' }).first().click();
      await sheet.waitFor({ state: 'detached' });
      await dialogEntryReleased(page);
      await page.goBack();
      await heading(page, 'Your Matches');
    });

    it('onboarding: Back returns to the previous step with what was chosen', async () => {
      const page = await openPage(viewport, touch);
      const email = uniqueEmail('back-onboarding');
      await registerByApi(baseURL, email, pngDataUrl(), { profile: { gender: undefined } });
      await page.goto('/login');
      await signIn(page, email);
      await heading(page, 'Welcome to Kindred');
      await page.getByRole('button', { name: 'Get Started' }).click();
      await heading(page, 'The basics');
      await page.getByText('Non-binary', { exact: true }).click();
      await page.getByRole('button', { name: 'Continue' }).click();
      await heading(page, 'About you');
      await page.getByLabel('Bio').fill('Trails at dawn, books at dusk.');

      await page.goBack();
      await heading(page, 'The basics');
      expect(await page.getByRole('radio', { name: 'Non-binary' }).isChecked()).toBe(true);
      await page.goForward();
      await heading(page, 'About you');
      expect(await page.getByLabel('Bio').inputValue()).toBe('Trails at dawn, books at dusk.');
      await page.goBack();
      await page.goBack();
      await heading(page, 'Welcome to Kindred');
      expect(pathOf(page)).toBe('/onboarding');
    });

    it('a dialog closes on Back, and a dialog closed by Cancel leaves no entry behind', async () => {
      const page = await openPage(viewport, touch);
      const email = uniqueEmail('back-dialog');
      await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
      await page.goto('/login');
      await signIn(page, email);
      await heading(page, 'Your Matches');
      await page.goto('/settings');
      await heading(page, 'Settings');
      const dialog = page.getByRole('dialog', { name: 'Delete your account?' });

      await page.getByRole('button', { name: 'Delete Account' }).click();
      await dialog.waitFor();
      await dialogEntryClaimed(page);
      await page.goBack();
      await dialog.waitFor({ state: 'detached' });
      expect(pathOf(page)).toBe('/settings');

      await page.getByRole('button', { name: 'Delete Account' }).click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await dialogEntryReleased(page);
      await page.goBack();
      await heading(page, 'Your Matches');
    });

    it('a dialog that ends on another page (Unmatch) lands there: its entry does not pull the member back', async () => {
      const page = await openPage(viewport, touch);
      const email = uniqueEmail('back-unmatch');
      await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
      const matchId = await matchByApi(baseURL, email, await registerCompanion('Quinn'));
      await page.goto('/login');
      await signIn(page, email);
      await heading(page, 'Your Matches');
      await page.goto(`/match/${matchId}`);
      await page.getByRole('heading', { level: 2, name: /^Quinn/ }).waitFor();

      await page.getByRole('button', { name: 'Unmatch' }).click();
      const dialog = page.getByRole('dialog', { name: 'Unmatch Quinn?' });
      await dialog.getByRole('button', { name: 'Unmatch' }).click();
      await heading(page, 'Your Matches');
      expect(pathOf(page)).toBe('/matches');
      // Settled there: the dialog's entry was not taken back off underneath the navigation.
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe('/matches');
    });
  });
}

describe('the first run, on a phone', () => {
  it('register, straight into onboarding that asks only what is left, then a first recommendation', async () => {
    const page = await openPage(PHONE, true);
    const email = uniqueEmail('first-run');
    await fillAccountAndBasics(page, { email, name: 'Casey' });
    await page.getByLabel('Bio').fill('Weekend hiker and coffee enthusiast.');
    for (const interest of ['Hiking', 'Coffee', 'Music']) await page.getByRole('button', { name: interest }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Add Photos');
    await page
      .getByLabel('Add Photos')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(600, 800) });
    await page.getByRole('img', { name: 'Photos 1' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Preferences');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Straight in (issue 38): the session the register call answered is stored, and /login's
    // guard forwards the new member to onboarding without a second password.
    await heading(page, 'Welcome to Kindred');
    expect(pathOf(page)).toBe('/onboarding');
    // Where the verification link went, as this test server has it (the dev outbox), with the way there.
    await page.getByText(EMAIL_DELIVERY_MESSAGES.signUp.outbox, { exact: false }).waitFor();
    await page.getByRole('link', { name: EMAIL_DELIVERY_TEXTS.openDevOutbox }).waitFor();
    await screenshots(page, 'first-run-welcome');

    // Onboarding: registration answered photos, basics, bio, interests and preferences.
    await page.getByText('One short step and your profile is ready', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'A few questions');
    await page.getByText('Step 1 of 1').waitFor();
    expect(await page.getByRole('progressbar', { name: 'Profile progress' }).getAttribute('aria-valuenow')).toBe('86');
    // One answer is enough to go on (decision 075).
    await page.getByLabel('My ideal weekend includes...').fill('A sunrise hike and a long brunch.');
    await page.getByRole('button', { name: 'Continue' }).click();

    await heading(page, 'Profile Complete!');
    await page.getByRole('link', { name: 'Start Matching' }).click();
    await heading(page, 'Your Matches');
    expect(pathOf(page)).toBe('/matches');
    await page.getByRole('heading', { name: 'No matches found' }).waitFor();
    // No dead end: no second 'Start Matching', but the ways to a first match.
    expect(await page.getByRole('link', { name: 'Start Matching' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Browse Discover' }).waitFor();
    await screenshots(page, 'first-run-matches-empty', { fullPage: true });
    await page.getByRole('link', { name: 'See your recommendations' }).click();
    await heading(page, 'For You');
    await page.getByRole('article').first().waitFor();
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);

    // No answers yet: For You says why the scores sit in the middle, and where to raise them.
    await page.getByText('Answer 20 questions to see better matches').waitFor();
    expect(await page.getByRole('link', { name: 'Answer questions' }).getAttribute('href')).toBe(
      '/profile#compatibility-questions',
    );
    await screenshots(page, 'first-run-for-you');

    // A first like without scrolling to reach it, then its Undo (issue 38).
    const first = page.getByRole('article').first();
    const name = ((await first.getByRole('heading', { level: 2 }).textContent()) ?? '').split(',')[0]!.trim();
    // Within the card: two members may share a first name.
    const like = first.getByRole('button', { name: `Like ${name}`, exact: true });
    expect(
      await like.evaluate((button) => {
        const box = button.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    await like.click();
    const undo = page.getByRole('button', { name: `Undo like of ${name}`, exact: true });
    // A seeded member may have liked Casey already: then the like is a match, and it stays.
    await undo.or(page.getByRole('dialog')).first().waitFor();
    const outcome = (await undo.count()) > 0 ? 'liked' : 'matched';
    if (outcome === 'liked') {
      await page.getByText(`Liked ${name}`, { exact: true }).waitFor();
      await undo.click();
      await page.getByText(`${name} is back`, { exact: true }).waitFor();
      await page
        .getByRole('article')
        .first()
        .getByRole('button', { name: `Like ${name}`, exact: true })
        .waitFor();
    }
  });
});
