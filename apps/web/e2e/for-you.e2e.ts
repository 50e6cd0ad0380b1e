import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInContext } from './support/accounts';
import { closeBrowser, MOBILE, newPage } from './support/browser';
import { workerServerURL } from './support/worker-server';

// The seeded demo account: a woman in Austin, TX looking for men; the seed has a few members who
// fit her preferences like her first, so their cards say 'Likes you'.
const DEMO_EMAIL = 'demo@kindred.app';
const DEMO_PASSWORD = 'kindred-demo-1';

const baseURL = workerServerURL();
let page: Page;

beforeAll(async () => {
  page = await newPage(MOBILE, baseURL);
  await signInContext(page.context(), baseURL, DEMO_EMAIL, DEMO_PASSWORD);
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
});

async function openForYou() {
  await page.goto('/for-you');
  await page.getByRole('heading', { level: 1, name: 'For You' }).waitFor();
  await page.getByRole('article').first().waitFor();
}

const cards = () => page.getByRole('article');
const likesYou = () => page.getByText('Likes you', { exact: true });

describe('For You', () => {
  it('shows seeded members as cards, and a pass takes the card away for good', async () => {
    await openForYou();
    // One name per place (issue 38): the title is For You; Discover is the header's button.
    await page.getByRole('heading', { level: 1, name: 'For You' }).waitFor();
    expect(await page.getByRole('main').getByText('Discover', { exact: true }).count()).toBe(0);
    expect(await cards().count()).toBeGreaterThan(1);
    const first = cards().first();
    expect(await first.getByText(/^\d+% match$/).count()).toBe(1);
    expect(await first.getByRole('button', { name: /^Like / }).count()).toBe(1);
    expect(await first.getByRole('button', { name: /^Super Like / }).count()).toBe(1);

    // The carousel wraps: back from the first photo is the last (on a card with several photos:
    // members other specs register on this server have one).
    const photos = page
      .getByRole('group', { name: /^Photos of / })
      .filter({ has: page.getByRole('button', { name: 'Previous photo' }) })
      .first();
    await photos.getByRole('button', { name: 'Previous photo' }).click();
    const count = await photos.getByRole('button', { name: /^Photo \d+ of \d+$/ }).count();
    expect(count).toBeGreaterThan(1);
    await photos
      .getByRole('button', { name: `Photo ${count} of ${count}` })
      .and(page.locator('[aria-current]'))
      .waitFor();

    const passed = cards().filter({ hasNot: likesYou() }).first();
    const heading = (await passed.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const name = heading.split(',')[0]!.trim();
    expect(name).not.toBe('');
    await passed.getByRole('button', { name: `Pass on ${name}`, exact: true }).click();
    await page.getByRole('button', { name: `Pass on ${name}`, exact: true }).waitFor({ state: 'detached' });

    await openForYou();
    expect(await page.getByRole('button', { name: `Pass on ${name}`, exact: true }).count()).toBe(0);
  });

  it('liking someone who liked you first says "It\'s a match!" and leads to the chat', async () => {
    await openForYou();
    const liker = cards().filter({ has: likesYou() }).first();
    const heading = (await liker.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const name = heading.split(',')[0]!.trim();
    await liker.getByRole('button', { name: `Like ${name}`, exact: true }).click();

    const dialog = page.getByRole('dialog', { name: "It's a match!" });
    await dialog.waitFor();
    await dialog.getByText(`You and ${name} like each other.`).waitFor();
    expect(await dialog.getByText(/^\d+% match$/).count()).toBe(1);
    const message = dialog.getByRole('link', { name: 'Send a message' });
    expect(await message.getAttribute('href')).toMatch(/^\/messages\/[^/]+$/);
    expect(await page.getByRole('button', { name: `Like ${name}`, exact: true }).count()).toBe(0);

    await message.click();
    await page.waitForURL(/\/messages\/[^/]+$/);
  });
});
