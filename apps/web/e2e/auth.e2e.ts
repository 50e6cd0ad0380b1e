import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES, EMAIL_DELIVERY_TEXTS } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { registerByApi, signIn, uniqueEmail } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { makePng, pngDataUrl } from './support/png';
import { fillAccountAndBasics } from './support/register-wizard';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

async function openPage(viewport: { width: number; height: number } = MOBILE) {
  const page = await newPage(viewport, baseURL);
  pages.push(page);
  return page;
}

async function heading(page: Page, name: string) {
  const h1 = page.getByRole('heading', { level: 1, name });
  await h1.waitFor();
  return h1;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

let existingEmail = '';

beforeAll(async () => {
  existingEmail = uniqueEmail('existing');
  await registerByApi(baseURL, existingEmail, pngDataUrl(), { onboarded: true });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('sign-up and sign-in', () => {
  it('registers through all five steps and goes straight into /onboarding, signed in', async () => {
    const page = await openPage();
    const email = uniqueEmail('wizard');
    await fillAccountAndBasics(page, { email, name: 'Jordan' });
    await page.getByLabel('Bio').fill('Weekend hiker and coffee enthusiast.');
    await page.getByRole('button', { name: 'Hiking' }).click();
    await page.getByRole('button', { name: 'Coffee' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Add Photos');
    await page
      .getByLabel('Add Photos')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: makePng(600, 800) });
    await page.getByRole('img', { name: 'Photos 1' }).waitFor();
    await expect.poll(() => page.getByText('Main', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();

    await heading(page, 'Preferences');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create Account' }).click();

    // Signed in by the register call's token (SPEC 7), not by typing the password again.
    await heading(page, 'Welcome to Kindred');
    expect(pathOf(page)).toBe('/onboarding');
    const stored = await page.evaluate(() => ({
      auth: localStorage.getItem('auth'),
      token: localStorage.getItem('authToken'),
    }));
    expect(JSON.parse(stored.auth ?? '{}')).toMatchObject({ token: stored.token, user: { id: expect.any(String) } });
  });

  it('the seeded demo member, whose profile is complete, lands on /matches', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/login');
    await signIn(page, 'demo@kindred.app', 'kindred-demo-1');
    await heading(page, 'Your Matches');
    expect(pathOf(page)).toBe('/matches');
  });

  it('a wrong password shows the server message', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/login');
    await signIn(page, existingEmail, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();
    expect(pathOf(page)).toBe('/login');
  });

  it('a visitor opening /matches lands on /login and comes back to /matches after signing in', async () => {
    const page = await openPage();
    await page.goto('/matches');
    await heading(page, 'Welcome Back');
    expect(pathOf(page)).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/matches');
    await signIn(page, existingEmail);
    await heading(page, 'Your Matches');
    expect(pathOf(page)).toBe('/matches');
  });

  it('a visitor opening another member page comes back to that page', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/settings');
    await heading(page, 'Welcome Back');
    await signIn(page, existingEmail);
    await heading(page, 'Settings');
    expect(pathOf(page)).toBe('/settings');
  });

  it('a signed-in member opening /login goes to /matches, and Log Out returns to /login', async () => {
    const page = await openPage();
    await page.goto('/login');
    await signIn(page, existingEmail);
    await heading(page, 'Your Matches');
    await page.goto('/login');
    await heading(page, 'Your Matches');
    expect(pathOf(page)).toBe('/matches');

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await heading(page, 'Welcome Back');
    expect(page.url()).toBe(`${baseURL}/login`);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await page.goto('/matches');
    await heading(page, 'Welcome Back');
  });

  it('offers no Google or Apple button on a server without them (decision 051)', async () => {
    const page = await openPage();
    await page.goto('/login');
    await heading(page, 'Welcome Back');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^(Google|Apple)$/ }).count()).toBe(0);
  });
});

describe('not found', () => {
  it('an unknown path shows Page Not Found', async () => {
    const page = await openPage(DESKTOP);
    await page.goto('/no/such/page');
    await heading(page, 'Page Not Found');
    await page.getByText("It seems the connection we were looking for doesn't exist").waitFor();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await heading(page, 'Elevate Your Love Life');
  });
});

describe('password reset by e-mail', () => {
  it('requests a link, follows it from the dev outbox, sets a new password and signs in with it', async () => {
    const email = uniqueEmail('reset');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    const page = await openPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    await heading(page, 'Forgot Password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(EMAIL_DELIVERY_MESSAGES.reset.outbox).waitFor();

    // The e2e server keeps mail in the dev outbox, and the answer says so with the way there (decision 074).
    await page.getByRole('link', { name: EMAIL_DELIVERY_TEXTS.openDevOutbox }).click();
    await heading(page, 'Dev Outbox');
    const link = page.getByRole('link', { name: /reset-password\?token=/ }).first();
    await link.waitFor();
    const token = new URL((await link.getAttribute('href')) ?? '').searchParams.get('token');
    expect(token).toBeTruthy();

    await page.goto(`/reset-password?token=${encodeURIComponent(token ?? '')}`);
    await heading(page, 'Reset Password');
    await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-secret');
    await page.getByLabel('Confirm New Password').fill('a-brand-new-secret');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(MESSAGES.passwordResetDone).waitFor();
    // One way back once the password is set: the success state's button.
    await expect.poll(() => page.getByRole('link', { name: 'Back to Sign In' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Sign In' }).click();
    await heading(page, 'Welcome Back');
    await signIn(page, email, 'a-brand-new-secret');
    await heading(page, 'Your Matches');
  });
});

describe('e-mail verification', () => {
  it('a signed-in, unverified member asks for a new link and verifies with it', async () => {
    const email = uniqueEmail('verify');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    const page = await openPage(DESKTOP);
    await page.goto('/login');
    await signIn(page, email);
    await heading(page, 'Your Matches');

    await page.goto('/verification');
    await heading(page, 'Verify Your Email');
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(EMAIL_DELIVERY_MESSAGES.verification.outbox).waitFor();

    await page.goto('/dev/outbox');
    const link = page.getByRole('link', { name: /verification\?token=/ }).first();
    await link.waitFor();
    const token = new URL((await link.getAttribute('href')) ?? '').searchParams.get('token') ?? '';
    await page.goto(`/verification?token=${encodeURIComponent(token)}`);
    await page.getByText(MESSAGES.emailVerified).waitFor();
    await page.goto('/verification');
    await page.getByText(MESSAGES.alreadyVerified).waitFor();
  });
});
