import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, dialogEntryReleased, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { seriousViolations } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const DEMO = { email: 'demo@kindred.app', password: 'kindred-demo-1' };
let page: Page;

/** The next `GET /api/v1/discover` whose query has every `params` value. */
function discoverAnswer(params: Record<string, string> = {}): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/v1/discover' || response.status() !== 200) return false;
    return Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value);
  });
}

const cards = () => page.getByRole('main').getByRole('article');
const cardNames = () => cards().getByRole('heading', { level: 2 }).allTextContents();
const milesOf = async () =>
  (
    await cards()
      .getByText(/miles? away$/)
      .allTextContents()
  ).map((text) => Number.parseInt(text, 10));

async function openDiscover() {
  // A dialog the last test closed gives its history entry back a moment later (decision 051).
  await dialogEntryReleased(page);
  const answered = discoverAnswer();
  await page.goto('/discover');
  await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
  await answered;
}

/** Widest filters, so that the seeded members around the demo account all show. */
async function widenFilters() {
  const filters = page.getByRole('button', { name: /^Filters/ });
  if ((await filters.getAttribute('aria-expanded')) !== 'true') await filters.click();
  const panel = page.getByRole('region', { name: 'Filters' });
  const answered = discoverAnswer({ maxDistance: '100', minAge: '18', maxAge: '70', minPhotos: '0' });
  await panel.getByRole('slider', { name: 'Maximum distance' }).fill('100');
  await panel.getByRole('slider', { name: 'Minimum age' }).fill('18');
  await panel.getByRole('slider', { name: 'Maximum age' }).fill('70');
  await panel.getByRole('switch', { name: 'At least 3 photos' }).click();
  await answered;
  await filters.click();
}

/**
 * The e2e seed has few members near the demo account (Alex, Austin, shows Men), so the spec adds
 * men around Austin who would like to meet her, at different distances.
 */
const NEARBY = [
  { name: 'Marcus', location: 'Round Rock, TX', birthdate: '1994-03-14' },
  { name: 'Diego', location: 'Georgetown, TX', birthdate: '1996-08-02' },
  { name: 'Theodore', location: 'San Marcos, TX', birthdate: '1991-11-23' },
] as const;

async function registerNearbyMember({ name, location, birthdate }: (typeof NEARBY)[number]) {
  const photos = [pngDataUrl(320, 400), pngDataUrl(400, 500), pngDataUrl(360, 450)];
  await registerByApi(baseURL, uniqueEmail(`discover-${name.toLowerCase()}`), photos[0]!, {
    onboarded: true,
    profile: {
      name,
      birthdate,
      gender: 'male',
      location,
      photos,
      showMe: 'Women',
      ageRange: [24, 40],
      maxDistance: 100,
    },
  });
}

beforeAll(async () => {
  for (const member of NEARBY) await registerNearbyMember(member);
  page = await newPage(DESKTOP, baseURL);
  await signInContext(page.context(), baseURL, DEMO.email, DEMO.password);
});

afterAll(async () => {
  await page?.context().close();
  await closeBrowser();
});

describe('discover', () => {
  it('shows real seeded members, the filters starting from the member’s stored preferences', async () => {
    // The demo account's own age range (26-38) and distance (50 miles), not SPEC's 21-45 and 25 (issue 38).
    const answered = discoverAnswer({ maxDistance: '50', minAge: '26', maxAge: '38', minPhotos: '3' });
    await page.goto('/discover');
    const body = (await (await answered).json()) as { profiles: { name: string }[] };
    await page.getByRole('heading', { level: 1, name: 'Discover' }).waitFor();
    await page.getByRole('link', { name: 'Back to Matches' }).waitFor();
    expect(await page.getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/subscription');
    if (body.profiles.length > 0) {
      await cards().first().waitFor();
      expect(await cardNames()).toEqual(body.profiles.map((profile) => expect.stringContaining(profile.name)));
    } else {
      await page.getByRole('heading', { name: 'No matches found' }).waitFor();
    }
  });

  it('sorting by Distance asks the server and lists the nearest first', async () => {
    await openDiscover();
    await widenFilters();
    await cards().nth(1).waitFor();
    const answered = discoverAnswer({ sort: 'distance' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('distance');
    await answered;
    await expect.poll(async () => (await milesOf()).length).toBeGreaterThan(1);
    const miles = await milesOf();
    expect(miles).toEqual([...miles].sort((a, b) => a - b));

    // Newest: the members this spec registered last come first.
    const newest = discoverAnswer({ sort: 'newest' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await newest;
    await expect.poll(async () => (await cardNames())[0]).toMatch(/^Theodore,/);
  });

  it("finds a seeded member by name, and a nonsense search ends in 'No matches found' until Reset Filters", async () => {
    await openDiscover();
    await widenFilters();
    const names = await cardNames();
    expect(names.length).toBeGreaterThan(0);
    const name = (names.at(-1) ?? '').split(',')[0]!.trim();

    const searched = discoverAnswer({ q: name });
    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    await searched;
    await cards()
      .filter({ has: page.getByRole('heading', { name: new RegExp(`^${name},`) }) })
      .first()
      .waitFor();
    expect((await cardNames()).length).toBeLessThanOrEqual(names.length);

    const nonsense = discoverAnswer({ q: 'zxqv-nobody-by-this-name' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('zxqv-nobody-by-this-name');
    await nonsense;
    await page.getByRole('heading', { name: 'No matches found' }).waitFor();

    // Back to the defaults (their answer may come from the cache: no request needed).
    await page.getByRole('main').getByRole('button', { name: 'Reset Filters' }).last().click();
    await cards().first().waitFor();
    expect(await page.getByRole('heading', { name: 'No matches found' }).count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    expect(await page.getByRole('button', { name: /^Filters/ }).textContent()).toBe('Filters');
  });

  it('opens a profile view with photos, details and the compatibility card', async () => {
    await openDiscover();
    await widenFilters();
    const card = cards()
      .filter({ has: page.getByRole('button', { name: 'View Profile' }) })
      .first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const fetched = page.waitForResponse((response) => /\/api\/v1\/recommendations\/[^/]+$/.test(response.url()));
    await card.getByRole('button', { name: 'View Profile' }).click();
    const view = page.getByRole('dialog', { name });
    await view.waitFor();
    expect((await fetched).status()).toBe(200);
    await view.getByRole('group', { name: /^Photos of / }).waitFor();
    await view.getByRole('region', { name: 'Compatibility' }).getByRole('button', { name: 'Show details' }).click();
    await view.getByRole('progressbar', { name: 'Values' }).waitFor();
    await view.getByRole('button', { name: 'Pass' }).waitFor();

    const viewed = page.waitForRequest(
      (request) => request.url().endsWith('/recommendations/view') && request.method() === 'POST',
    );
    await page.keyboard.press('Escape');
    await view.waitFor({ state: 'detached' });
    expect((await viewed).postDataJSON()).toMatchObject({ source: 'discover' });
  });

  it('a like is stored: the card then says Liked, or the match is announced', async () => {
    await openDiscover();
    await widenFilters();
    const card = cards()
      .filter({ has: page.getByRole('button', { name: 'View Profile' }) })
      .filter({ hasNot: page.getByText('Liked', { exact: true }) })
      .first();
    const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await card.getByRole('button', { name: 'View Profile' }).click();
    const liked = page.waitForResponse((response) => response.url().endsWith('/api/v1/matches/likes'));
    await page.getByRole('dialog', { name }).getByRole('button', { name: 'Like' }).click();
    expect((await liked).status()).toBe(200);
    const match = page.getByRole('dialog', { name: "It's a match!" });
    const likedCard = cards()
      .filter({ has: page.getByRole('heading', { name }) })
      .getByText('Liked', { exact: true });
    await Promise.race([match.waitFor(), likedCard.waitFor()]);
    if (await match.isVisible()) {
      expect(await match.getByRole('link', { name: 'Send a message' }).getAttribute('href')).toMatch(/^\/messages\//);
      await match.getByRole('button', { name: 'Keep swiping' }).click();
      // Now matched: View Profile leads to the match.
      const matched = cards().filter({ has: page.getByRole('heading', { name }) });
      await expect
        .poll(() => matched.getByRole('link', { name: 'View Profile' }).getAttribute('href'))
        .toMatch(/^\/match\//);
    }
  });

  it('has no serious accessibility violations in grid, list, filters and profile view, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The dark theme changes colours only: its colour rules (support/axe.ts).
      const only = { coloursOnly: colorScheme === 'dark' };
      await openDiscover();
      await widenFilters();
      await cards().first().waitFor();
      expect(await seriousViolations(page, only)).toEqual([]);
      await page.getByRole('button', { name: /^Filters/ }).click();
      expect(await seriousViolations(page, only)).toEqual([]);
      await page.getByRole('button', { name: 'List view' }).click();
      expect(await seriousViolations(page, only)).toEqual([]);
      await cards()
        .filter({ has: page.getByRole('button', { name: 'View Profile' }) })
        .first()
        .getByRole('button', { name: 'View Profile' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'Show details' }).click();
      expect(await seriousViolations(page, only)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });
});
