import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATCH_MESSAGES, MATCH_TEXTS } from '@kindred/contract/matches';
import { MATCHES_SCREEN_TEXTS } from '@kindred/contract/matches-screen';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { screenshots } from './support/screenshots';
import { pngDataUrl } from './support/png';
import { seriousViolationsInBothThemes } from './support/axe';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

/** The member who signs in, and the two members they matched with (different ages and interests). */
const me = { email: uniqueEmail('matches-me'), name: 'Robin' };
const avery = {
  email: uniqueEmail('matches-avery'),
  name: 'Avery',
  birthdate: '1999-03-10',
  location: 'Austin, TX',
  interests: ['Photography', 'Tennis', 'Coffee', 'Dancing'],
  bio: 'Film cameras, early tennis and the best espresso in town. Ask me about my darkroom.',
  photos: 3,
};
const blake = {
  email: uniqueEmail('matches-blake'),
  name: 'Blake',
  birthdate: '1987-07-01',
  location: 'Georgetown, TX',
  interests: ['Dogs', 'Hiking', 'Cooking'],
  bio: 'Trail runs with my retriever, then a long Sunday cook.',
  photos: 1,
};

async function registerMember(member: typeof avery) {
  const photos = Array.from({ length: member.photos }, (_, index) => pngDataUrl(320 + index * 40, 400 + index * 50));
  await registerByApi(baseURL, member.email, photos[0]!, {
    onboarded: true,
    profile: { name: member.name, birthdate: member.birthdate, location: member.location, photos },
  });
  // Onboarding sets its own interests and bio: give the member theirs afterwards.
  const token = await tokenByApi(baseURL, member.email);
  const { user } = (await callAsMember(baseURL, token, 'GET', '/auth/me')) as { user: { id: string } };
  await callAsMember(baseURL, token, 'PATCH', `/profiles/${user.id}`, {
    interests: member.interests,
    bio: member.bio,
  });
}

async function signedIn(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  return page;
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 }).allTextContents();
const cardOf = (page: Page, name: string) =>
  cards(page).filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${name},`) }) });
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });
const ageOn = (birthdate: string) => {
  const born = new Date(birthdate);
  const today = new Date();
  const birthday = new Date(today.getFullYear(), born.getMonth(), born.getDate());
  return today.getFullYear() - born.getFullYear() - (today < birthday ? 1 : 0);
};

beforeAll(async () => {
  await registerByApi(baseURL, me.email, pngDataUrl(), { onboarded: true });
  await registerMember(avery);
  await registerMember(blake);
  await matchByApi(baseURL, me.email, blake.email);
  // Avery's match is the newer one: first under 'Most recent'.
  await matchByApi(baseURL, me.email, avery.email);
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('matches screen', () => {
  it('shows both matches, newest first, with name, age, badge, last active and interests', async () => {
    const page = await signedIn(me.email, DESKTOP);
    await cards(page).nth(1).waitFor();
    expect(await page.title()).toBe(`${SCREEN_TITLES.matches} · Kindred`);
    await page.getByText(MATCH_TEXTS.count(2), { exact: true }).waitFor();
    await page.getByText(MATCH_TEXTS.mostRecent, { exact: true }).waitFor();
    expect(await cardNames(page)).toEqual([
      `${avery.name}, ${ageOn(avery.birthdate)}`,
      `${blake.name}, ${ageOn(blake.birthdate)}`,
    ]);

    const first = cardOf(page, avery.name);
    expect(await first.getByText(/^\d{1,3}% match$/).count()).toBe(1);
    // Active minutes ago: online now, or a recent last-active time.
    await first.getByText(/^(Online now|Just now|\d+m ago)$/).waitFor();
    expect(await first.getByRole('list', { name: 'Interests' }).getByRole('listitem').allTextContents()).toEqual([
      'Photography',
      'Tennis',
      'Coffee',
      MATCH_TEXTS.moreInterests(1),
    ]);
    await first.getByText(avery.bio).waitFor();
    expect(await first.getByRole('link', { name: 'View Profile' }).getAttribute('href')).toMatch(/^\/match\/[\w-]+$/);
    expect(await first.getByRole('link', { name: 'Message' }).getAttribute('href')).toBe(
      await first.getByRole('link', { name: 'View Profile' }).getAttribute('href'),
    );

    // Three photos: the carousel wraps from the first back to the last.
    const photos = first.getByRole('group', { name: `Photos of ${avery.name}` });
    await photos.getByRole('button', { name: 'Previous photo' }).click();
    await photos.getByRole('img', { name: `Photos of ${avery.name}, Photo 3 of 3` }).waitFor();
    // One photo: no controls.
    const second = cardOf(page, blake.name);
    expect(await second.getByRole('button', { name: 'Next photo' }).count()).toBe(0);
    expect(await second.getByRole('list', { name: 'Interests' }).getByRole('listitem').allTextContents()).toEqual(
      blake.interests,
    );
    await screenshots(page, 'matches-list');
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
  });

  it('filters by interest and age on the page, counting the active filters, and Clear Filters brings all back', async () => {
    const page = await signedIn(me.email, MOBILE);
    await cards(page).nth(1).waitFor();
    await screenshots(page, 'matches-list');
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    expect(await filtersButton(page).textContent()).toBe('Filters');
    await filtersButton(page).click();
    const panel = page.getByRole('region', { name: MATCH_TEXTS.filterTitle });
    const chips = panel.getByRole('group', { name: MATCH_TEXTS.interests }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(
      [...avery.interests, ...blake.interests].sort((a, b) => a.localeCompare(b)),
    );

    await panel.getByRole('button', { name: 'Dogs' }).click();
    await expect.poll(() => cardNames(page)).toEqual([`${blake.name}, ${ageOn(blake.birthdate)}`]);
    await page.getByText(MATCH_TEXTS.count(1), { exact: true }).waitFor();
    expect(await filtersButton(page).getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
    await screenshots(page, 'matches-filters');
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);

    // Add an age bound that leaves nobody: two filters, and the filtered empty state.
    await panel.getByRole('slider', { name: 'Minimum age' }).fill(String(ageOn(blake.birthdate) + 1));
    await page.getByRole('button', { name: 'Filters, 2 active' }).waitFor();
    await page.getByRole('heading', { name: MATCH_TEXTS.emptyTitle }).waitFor();
    await page.getByText(MATCH_TEXTS.emptyFiltered).waitFor();
    expect(await cards(page).count()).toBe(0);
    await screenshots(page, 'matches-empty-filtered');

    await page.getByRole('button', { name: MATCH_TEXTS.clearFilters }).click();
    await cards(page).nth(1).waitFor();
    expect(await filtersButton(page).textContent()).toBe('Filters');
    expect(await panel.getByRole('slider', { name: 'Minimum age' }).inputValue()).toBe('20');
    expect(await panel.getByRole('button', { name: 'Dogs' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('the distance filter applies to the distance the server shows', async () => {
    const page = await newPage(DESKTOP, baseURL);
    await signInContext(page.context(), baseURL, me.email);
    pages.push(page);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/matches');
    await page.goto(ROUTES.matches);
    const { matches } = (await (await answer).json()) as {
      matches: { otherUser: { profile: { name: string; distance: number | null } } }[];
    };
    await cards(page).nth(1).waitFor();
    const distanceOf = (name: string) =>
      matches.find((match) => match.otherUser.profile.name === name)!.otherUser.profile.distance;
    // Both members live near Austin, Blake a town away.
    expect(distanceOf(avery.name)).toBeLessThanOrEqual(5);
    expect(distanceOf(blake.name)).toBeGreaterThan(5);

    await filtersButton(page).click();
    const distance = page
      .getByRole('region', { name: MATCH_TEXTS.filterTitle })
      .getByRole('slider', { name: 'Distance' });
    expect(await distance.getAttribute('aria-valuetext')).toBe(MATCHES_SCREEN_TEXTS.anyDistance);
    await distance.fill('5');
    await expect.poll(() => cardNames(page)).toEqual([`${avery.name}, ${ageOn(avery.birthdate)}`]);
    await page.getByRole('button', { name: 'Filters, 1 active' }).waitFor();
    await screenshots(page, 'matches-filters');
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await page.getByRole('button', { name: MATCH_TEXTS.resetAll }).click();
    await cards(page).nth(1).waitFor();
  });

  it('unmatching asks first; Cancel keeps the match, confirming removes it for good', async () => {
    const page = await signedIn(me.email, MOBILE);
    await cards(page).nth(1).waitFor();
    const averyCard = cardOf(page, avery.name);

    await averyCard.getByRole('button', { name: 'Unmatch' }).click();
    let dialog = page.getByRole('dialog', { name: MATCHES_SCREEN_TEXTS.unmatchTitle(avery.name) });
    await dialog.getByText(MATCH_MESSAGES.unmatchConfirm).waitFor();
    await screenshots(page, 'matches-unmatch-dialog');
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await cards(page).count()).toBe(2);

    await averyCard.getByRole('button', { name: 'Unmatch' }).click();
    dialog = page.getByRole('dialog', { name: MATCHES_SCREEN_TEXTS.unmatchTitle(avery.name) });
    const unmatched = page.waitForResponse(
      (response) => response.request().method() === 'DELETE' && response.url().endsWith('/unmatch'),
    );
    await dialog.getByRole('button', { name: 'Unmatch' }).click();
    expect((await unmatched).status()).toBe(200);
    await averyCard.waitFor({ state: 'detached' });
    await page.getByText(MATCH_TEXTS.count(1), { exact: true }).waitFor();
    expect(await cardNames(page)).toEqual([`${blake.name}, ${ageOn(blake.birthdate)}`]);

    // Stored on the server: still gone after a reload.
    await page.reload();
    await cardOf(page, blake.name).waitFor();
    expect(await cards(page).count()).toBe(1);
  });

  it("a member with no matches sees 'Keep swiping to find new matches'", async () => {
    const email = uniqueEmail('matches-none');
    await registerByApi(baseURL, email, pngDataUrl(), { onboarded: true });
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await signedIn(email, viewport);
      await page.getByRole('heading', { name: MATCH_TEXTS.emptyTitle }).waitFor();
      await page.getByText(MATCH_TEXTS.emptyUnfiltered).waitFor();
      expect(await page.getByRole('button', { name: MATCH_TEXTS.clearFilters }).count()).toBe(0);
      // Nothing to filter yet.
      expect(await filtersButton(page).count()).toBe(0);
      await page.getByText(MATCH_TEXTS.count(0), { exact: true }).waitFor();
      await screenshots(page, 'matches-empty');
      expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    }
  });
});
