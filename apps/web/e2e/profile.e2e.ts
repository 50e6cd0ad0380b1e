import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@kindred/contract/routes';
import { registerByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, newPage } from './support/browser';
import { makePng, pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
let page: Page;

beforeAll(async () => {
  const email = uniqueEmail('profile');
  await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
  page = await newPage(DESKTOP, baseURL);
  await signInContext(page.context(), baseURL, email);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: 'Your Matches' }).waitFor();
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
});

async function openProfile() {
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await page.getByRole('button', { name: 'Edit' }).waitFor();
}

describe('profile page', () => {
  it('edits the bio and adds an interest in its inline field; both are there after a reload', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Bio').fill('Gardener, baker and amateur astronomer.');
    await page.getByRole('button', { name: 'Interests' }).click();
    await page.getByRole('button', { name: 'Add Interest' }).click();
    // Any case: the catalogue's spelling is kept (decision 052).
    await page.getByRole('textbox', { name: 'Add a new interest:' }).fill('  baking  ');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: 'Remove Baking' }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Edit' }).waitFor();

    await page.reload();
    await page.getByText('Gardener, baker and amateur astronomer.').waitFor();
    await page.getByRole('button', { name: 'Interests' }).click();
    await page.getByText('Baking', { exact: true }).waitFor();
  });

  it('lists the errors and sends nothing when the profile is invalid', async () => {
    await openProfile();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('Name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    const banner = page.getByRole('alert');
    await banner.getByText('Please fix the following errors:').waitFor();
    await banner.getByText('name is required').waitFor();
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
  });

  it('uploads a photo, makes it the main photo with the arrow and keeps that order', async () => {
    await openProfile();
    await page
      .getByLabel('Add Photo')
      .setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: makePng(500, 700) });
    await page.getByRole('img', { name: 'Photo 2' }).waitFor();
    const second = await page.getByRole('img', { name: 'Photo 2' }).getAttribute('src');
    await page.getByRole('button', { name: 'Move photo 2 left' }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(second);
    await page.waitForLoadState('networkidle');

    await page.reload();
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    expect(await page.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(second);
  });
});
