import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngDataUrl } from './support/png';
import { registerByApi, signIn, uniqueEmail } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { startFakeProviders, type FakeProviders } from './support/fake-provider';
import { screenshots } from './support/screenshots';
import { startServer, type RunningServer } from './support/server';

// Google and Apple sign-in with the providers' scripts loaded on demand, against local fakes of
// both (support/fake-provider.ts) on a server configured for them (decision 072).

let providers: FakeProviders;
let server: RunningServer;
const pages: Page[] = [];

beforeAll(async () => {
  providers = await startFakeProviders();
  server = await startServer({ ...providers.env, SEED_PROFILES: '0' });
}, 180_000);

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
  await server?.stop();
  await providers?.close();
});

async function open(path: string, viewport: { width: number; height: number } = MOBILE) {
  const page = await newPage(viewport, server.baseURL);
  pages.push(page);
  await page.goto(path);
  return page;
}

let subjects = 0;
const identity = (prefix: string) => ({ sub: `${prefix}-${Date.now()}-${++subjects}`, email: uniqueEmail(prefix) });

describe('social sign-in', () => {
  it('loads Google’s script only when the button is pressed, and signs a new member up with its ID token', async () => {
    providers.signInAs(identity('google'));
    const page = await open('/login');
    const google = page.getByRole('button', { name: 'Google' });
    await google.waitFor();
    await page.getByRole('button', { name: 'Apple' }).waitFor();
    await screenshots(page, 'login-providers');
    expect(providers.requests.filter((path) => path === '/gsi/client')).toHaveLength(0);

    await google.click();
    // A new member: an account from Google's verified e-mail, sent on to build a profile.
    await page.waitForURL((url) => url.pathname === '/onboarding');
    expect(providers.requests.filter((path) => path === '/gsi/client')).toHaveLength(1);
    expect(providers.requests.filter((path) => path === '/appleid.auth.js')).toHaveLength(0);
  });

  it('links Apple in Connected Accounts, signs in with it in another browser, and unlinks it', async () => {
    const email = uniqueEmail('linker');
    await registerByApi(server.baseURL, email, pngDataUrl(), { onboarded: true });
    const page = await open('/login', DESKTOP);
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();

    const apple = identity('apple');
    providers.signInAs(apple);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Connected Accounts' }).click();
    await page.getByRole('button', { name: 'Connect Apple' }).click();
    await page.getByRole('status').getByText('Apple is connected. You can sign in with it.').waitFor();
    await page
      .getByText(/^Connected /)
      .first()
      .waitFor();
    await screenshots(page, 'profile-connected-accounts', {
      target: page.getByRole('button', { name: 'Connected Accounts' }),
      scrollOffset: 120,
    });

    // Another browser, Apple's pop-up answering for the same Apple account: the same member.
    const other = await open('/login');
    await other.getByRole('button', { name: 'Apple' }).click();
    await other.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();

    // With a password, Apple may go; the member can sign in with the password still.
    await page.getByRole('button', { name: 'Disconnect Apple' }).click();
    await page.getByRole('status').getByText('Apple is disconnected.').waitFor();
    await page.getByRole('button', { name: 'Connect Apple' }).waitFor();
  });
});
