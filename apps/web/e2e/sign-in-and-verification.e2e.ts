import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { EMAIL_DELIVERY_MESSAGES } from '@kindred/contract/email-delivery';
import { MESSAGES } from '@kindred/contract/messages';
import { registerByApi, signIn, uniqueEmail } from './support/accounts';
import { closeBrowser, DESKTOP, newDialogWatchedPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 21 points 9, 10 and 11: sign-in offers only what can work and shows only the latest
// error; an unverified member can ask for a new link (within a limit); the profile editor adds
// interests and languages in the page. The browser's own dialogs never open.

const baseURL = workerServerURL();
const PHONE = { width: 375, height: 812 } as const;
const pages: Page[] = [];
const nativeDialogs: string[] = [];

async function openPage(viewport: { width: number; height: number } = PHONE) {
  const page = await newDialogWatchedPage(viewport, { baseURL, touch: viewport.width === PHONE.width, nativeDialogs });
  pages.push(page);
  return page;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

/** Verification e-mails to `to` in the dev outbox (the server's mail when no SMTP is set). */
async function verificationMailsTo(to: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/v1/dev/outbox`);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  return data.filter((mail) => mail.to === to && mail.text.includes('/verification?token=')).length;
}

afterEach(() => {
  expect(nativeDialogs).toEqual([]);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('sign-in', () => {
  it('offers no Google or Apple button when the server has neither configured (phone and desktop)', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await openPage(viewport);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/providers'));
      await page.goto('/login');
      await heading(page, 'Welcome Back');
      expect(await (await answered).json()).toEqual({
        google: false,
        apple: false,
        clients: { google: null, apple: null },
      });
      expect(await page.getByRole('button', { name: 'Google' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Apple' }).count()).toBe(0);
      await page.goto('/register');
      await heading(page, 'Create Your Account');
      expect(await page.getByRole('button', { name: 'Google' }).count()).toBe(0);
      await screenshots(page, 'login-no-providers');
    }
  });

  it('a new attempt clears the old error', async () => {
    const page = await openPage();
    const email = uniqueEmail('retry');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    await page.goto('/login');
    await signIn(page, email, 'not-the-password');
    await page.getByRole('alert').filter({ hasText: MESSAGES.invalidCredentials }).waitFor();

    // Both fields emptied: the new attempt's message replaces the server's old one.
    await page.getByLabel('Password').fill('');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: MESSAGES.loginBothRequired }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(1);

    await signIn(page, email);
    await heading(page, 'Your Matches');
  });
});

describe('resending the verification e-mail', () => {
  it('from settings and from /verification; past the limit, a clear 429', async () => {
    const page = await openPage();
    const email = uniqueEmail('resend');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    await expect.poll(() => verificationMailsTo(email)).toBe(1);
    await page.goto('/login');
    await signIn(page, email);
    await heading(page, 'Your Matches');

    await page.goto('/settings');
    await heading(page, 'Settings');
    await page.getByText('Not verified', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.getByText(EMAIL_DELIVERY_MESSAGES.verification.outbox).waitFor();
    await expect.poll(() => verificationMailsTo(email)).toBe(2);
    await screenshots(page, 'settings-resend-verification');

    await page.goto('/verification');
    await heading(page, 'Verify Your Email');
    const resend = page.getByRole('button', { name: 'Resend verification email' });
    await resend.click();
    await page.getByText(EMAIL_DELIVERY_MESSAGES.verification.outbox).waitFor();
    await expect.poll(() => verificationMailsTo(email)).toBe(3);

    // The server's limit: three new e-mails per window; the fourth is refused, and says why.
    await page.reload();
    await resend.click();
    await page.getByText(EMAIL_DELIVERY_MESSAGES.verification.outbox).waitFor();
    await expect.poll(() => verificationMailsTo(email)).toBe(4);
    await page.reload();
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/resend-verification'));
    await resend.click();
    expect((await refused).status()).toBe(429);
    await page.getByRole('alert').filter({ hasText: MESSAGES.verificationResendLimit }).waitFor();
    expect(await verificationMailsTo(email)).toBe(4);
    await screenshots(page, 'verification-resend-limit');
  });
});

describe('the profile editor', () => {
  it('adds an interest and a language in the page, with suggestions', async () => {
    const page = await openPage();
    const email = uniqueEmail('editor');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    await page.goto('/login');
    await signIn(page, email);
    await heading(page, 'Your Matches');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit' }).click();

    await page.getByRole('button', { name: 'Interests', exact: true }).click();
    await page.getByRole('button', { name: 'Add Interest' }).click();
    const interest = page.getByRole('textbox', { name: 'Add a new interest:' });
    // Typed in any case, kept in the catalogue's spelling (decision 052).
    await interest.fill('baking');
    await interest.press('Enter');
    await page.getByRole('button', { name: 'Remove Baking' }).waitFor();
    await interest.fill('yo');
    await screenshots(page, 'profile-inline-interest', { target: interest, scrollOffset: 160 });
    await page.getByRole('button', { name: 'Yoga', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Yoga' }).waitFor();
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Languages', exact: true }).click();
    await page.getByRole('button', { name: 'Add Language' }).click();
    await page.getByRole('textbox', { name: 'Add a language:' }).fill('Span');
    await page.getByRole('button', { name: 'Spanish', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Spanish' }).waitFor();

    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && /\/api\/v1\/profiles\//.test(response.url()),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    const body = (await saved).request().postDataJSON() as { interests: string[]; languages: string[] };
    expect(body.interests).toEqual(expect.arrayContaining(['Baking', 'Yoga']));
    expect(body.languages).toEqual(['Spanish']);
  });
});
