import type { CDPSession, Page, Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerByApi, signIn, uniqueEmail } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Decision 071: passkeys, as a member uses them, with Chromium's virtual authenticator (CDP
// WebAuthn domain) standing in for the device's fingerprint reader. The relying party is
// PUBLIC_URL's host, which is localhost for the e2e server (the default), and WebAuthn refuses IP
// addresses: so this spec reaches the same server as localhost rather than 127.0.0.1.
const baseURL = workerServerURL().replace('//127.0.0.1:', '//localhost:');
const pages: Page[] = [];

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

/** A page whose browser has a platform authenticator holding discoverable, user-verified passkeys. */
async function pageWithAuthenticator(viewport = DESKTOP) {
  const page = await newPage(viewport, baseURL);
  pages.push(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, authenticatorId };
}

async function credentialsOn(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).filter({ visible: true }).click();
  await page.getByRole('button', { name: 'Log Out' }).filter({ visible: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Welcome Back' }).waitFor();
}

describe('passkeys', () => {
  it('added in Settings, used to sign in without an e-mail, then removed', async () => {
    const email = uniqueEmail('passkeys');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    const { page, cdp, authenticatorId } = await pageWithAuthenticator();
    await page.goto('/login');
    await signIn(page, email);
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();

    // Settings → Passkeys: add one on this "device".
    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Passkeys' });
    await card.getByText('You have no passkeys yet.').waitFor();
    await card.getByRole('button', { name: 'Add a passkey' }).click();
    await card.getByRole('status').getByText('Passkey added. You can now sign in with it.').waitFor();
    await card.getByText('Chrome on Linux').waitFor();
    await card.getByText('Added just now · Not used yet').waitFor();
    const [credential] = await credentialsOn(cdp, authenticatorId);
    expect(credential?.isResidentCredential).toBe(true);
    expect(await credentialsOn(cdp, authenticatorId)).toHaveLength(1);

    // Rename it.
    await card.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    await card.getByLabel('Passkey name').fill('Work laptop');
    await screenshots(page, 'settings-passkey-rename', { target: card, scrollOffset: 120 });
    await card.getByRole('button', { name: 'Save' }).click();
    await card.getByRole('status').getByText('Passkey renamed.').waitFor();
    await card.getByText('Work laptop').waitFor();
    await screenshots(page, 'settings-passkeys', { target: card, scrollOffset: 120 });
    await page.setViewportSize(MOBILE);
    await screenshots(page, 'settings-passkeys', { target: card, scrollOffset: 120 });
    await page.setViewportSize(DESKTOP);

    // Signed out: the login page's autofill (conditional UI) offers the passkey, and Chromium's
    // virtual authenticator picks it at once, as a member would from the e-mail field's list.
    const verified = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/passkey/verify'));
    const passwordSignIns: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/login')) passwordSignIns.push(request.url());
    });
    await logOut(page);
    await verified;
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
    expect(passwordSignIns).toEqual([]);

    // The button: the autofill's challenge is held back, so only the button's dialog can answer.
    const held: Route[] = [];
    let buttonPressed = false;
    await page.route('**/api/v1/auth/passkey/options', async (route) => {
      if (buttonPressed) await route.continue();
      else held.push(route);
    });
    await logOut(page);
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('username webauthn');
    await screenshots(page, 'login-passkey');
    await page.setViewportSize(MOBILE);
    await screenshots(page, 'login-passkey');
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => held.length).toBe(1);
    buttonPressed = true;
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
    expect(passwordSignIns).toEqual([]);
    await page.unroute('**/api/v1/auth/passkey/options');
    await Promise.all(held.map((route) => route.abort().catch(() => undefined)));
    expect((await credentialsOn(cdp, authenticatorId))[0]?.signCount).toBeGreaterThanOrEqual(2);

    // Used just now; then removed.
    await page.goto('/settings');
    await card.getByText('Added just now · Last used just now').waitFor();
    await card.getByRole('button', { name: 'Remove Work laptop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this passkey?' });
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await card.getByRole('status').getByText('Passkey removed.').waitFor();
    await card.getByText('You have no passkeys yet.').waitFor();

    // The device still holds it, but the account no longer knows it: the autofill's try and the
    // button's are refused, and the member stays on the sign-in page.
    const refused =
      'This passkey is not linked to a Kindred account. It may have been removed: sign in with your password.';
    await logOut(page);
    await page.getByRole('alert').getByText(refused).waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('alert').getByText(refused).waitFor();
    await page.getByRole('button', { name: 'Sign in with a passkey', disabled: false }).waitFor();
    await page.setViewportSize(MOBILE);
    await screenshots(page, 'login-passkey-refused');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
