import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@kindred/contract/routes';
import {
  callAsMember,
  E2E_PASSWORD,
  registerByApi,
  signIn,
  tokenByApi,
  uniqueEmail,
  signInContext,
} from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

async function signedInMember(viewport: { width: number; height: number } = MOBILE) {
  const email = uniqueEmail('settings');
  await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
  return { page, email };
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

describe('settings', () => {
  it('a notification toggle is stored and survives a reload', async () => {
    const { page } = await signedInMember();
    await page.goto('/settings?tab=notifications');
    const toggle = page.getByRole('switch', { name: 'App Updates' });
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/profile/settings') && response.status() === 200,
    );
    await toggle.click();
    await saved;
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await page.reload();
    await expect
      .poll(() => page.getByRole('switch', { name: 'App Updates' }).getAttribute('aria-checked'))
      .toBe('true');
  });

  it('dark mode applies app-wide, survives a reload and follows the member to a new device', async () => {
    const { page, email } = await signedInMember(DESKTOP);
    await page.goto('/settings');
    expect(await isDark(page)).toBe(false);
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/profile/settings') && response.status() === 200,
    );
    await page.getByText('Dark', { exact: true }).click();
    await saved;
    expect(await isDark(page)).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(await isDark(page)).toBe(true);
    await page.goto('/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    expect(await isDark(page)).toBe(true);

    // Another browser (no local copy): the stored setting applies once signed in.
    const other = await newPage(MOBILE, baseURL);
    pages.push(other);
    await other.goto('/login');
    expect(await isDark(other)).toBe(false);
    await signIn(other, email);
    await other.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
    await expect.poll(() => isDark(other)).toBe(true);
  });

  it("'Where you're signed in' lists both browsers and signs the other one out at once", async () => {
    const { page, email } = await signedInMember(DESKTOP);
    const other = await newPage(MOBILE, baseURL);
    pages.push(other);
    await other.goto('/login');
    await signIn(other, email);
    await other.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();

    await page.goto('/settings#sessions');
    const section = page.getByRole('region', { name: "Where you're signed in" });
    await section.getByText('This device').waitFor();
    // Registering by the API and each browser's sign-in: every session is listed.
    const before = await section.getByRole('listitem').count();
    expect(before).toBeGreaterThanOrEqual(3);
    await screenshots(page, 'settings-sessions', { target: section, scrollOffset: 120 });
    await section
      .getByRole('button', { name: /^Sign out Chrome/ })
      .first()
      .click();
    await section.getByRole('status').getByText('Signed out of that device.').waitFor();
    await expect.poll(() => section.getByRole('listitem').count()).toBe(before - 1);

    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await section
      .getByRole('status')
      .getByText(`Signed out of ${before - 2} other device`)
      .waitFor();
    await section.getByText('This is the only place you are signed in.').waitFor();
    expect(await section.getByRole('listitem').count()).toBe(1);

    // The other browser's session is gone: its next page asks it to sign in again.
    await other.goto('/settings');
    await other.waitForURL((url) => url.pathname === '/login');
  });

  it('taking a break hides the member from others at once, shows on the profile, and resuming brings them back', async () => {
    const { page, email } = await signedInMember(DESKTOP);
    const seekerEmail = uniqueEmail('seeker');
    await registerByApi(baseURL, seekerEmail, pngDataUrl(), { onboarded: true });
    const [token, seekerToken] = await Promise.all([tokenByApi(baseURL, email), tokenByApi(baseURL, seekerEmail)]);
    const { id } = (await callAsMember(baseURL, token, 'GET', '/auth/me')).user as { id: string };
    // The other member's direct link to this member's card.
    const directLink = async () =>
      (await fetch(`${baseURL}/api/v1/recommendations/${id}`, { headers: { Authorization: `Bearer ${seekerToken}` } }))
        .status;
    expect(await directLink()).toBe(200);

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Take a break' });
    await section.getByRole('button', { name: 'Pause my account' }).click();
    await section.getByRole('status').getByText('Your account is paused.').waitFor();
    await section.getByText(/^Paused since /).waitFor();
    expect(await directLink()).toBe(404);
    await screenshots(page, 'settings-take-a-break', { target: section, scrollOffset: 120 });

    await page.goto('/profile');
    await page.getByText('Your account is paused. Nobody new can see you', { exact: false }).waitFor();
    await screenshots(page, 'profile-paused');
    await page.setViewportSize(MOBILE);
    await screenshots(page, 'profile-paused');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('link', { name: 'Resume my account' }).click();
    await page.waitForURL((url) => url.pathname === '/settings' && url.hash === '#take-a-break');
    await section.getByRole('button', { name: 'Resume my account' }).click();
    await section.getByRole('status').getByText('Welcome back! People can see you again.').waitFor();
    expect(await directLink()).toBe(200);
    await page.reload();
    await section.getByRole('button', { name: 'Pause my account' }).waitFor();
  });

  it('downloads the data export as a JSON file', async () => {
    const { page, email } = await signedInMember(DESKTOP);
    await page.goto('/settings');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.json$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toContain(email);
  });

  it('deletes the account after DELETE and the password, ends the session and the login stops working', async () => {
    const { page, email } = await signedInMember();
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await dialog.getByLabel('Current password').fill(E2E_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await page.getByText('Your account and all its data have been deleted.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

    await page.goto('/login');
    await signIn(page, email);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
  });
});
