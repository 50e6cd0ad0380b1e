import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '@kindred/contract/age';
import { BILLING_MESSAGES } from '@kindred/contract/billing';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { LIKED_YOU_TEXTS } from '@kindred/contract/liked-you-screen';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { seriousViolationsInBothThemes } from './support/axe';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { screenshots } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

const baseURL = workerServerURL();
const pages: Page[] = [];

const me = { email: uniqueEmail('likes-me'), name: 'Robin Hale' };
/** Basic too, liked by two of the same admirers: the locked section on a desktop. */
const drew = { email: uniqueEmail('likes-drew'), name: 'Drew Park' };
/** Basic and liked by nobody: the quiet empty state. */
const quiet = { email: uniqueEmail('likes-quiet'), name: 'Quinn Shaw' };
const sam = { email: uniqueEmail('likes-sam'), name: 'Sam Rivers' };
const alex = { email: uniqueEmail('likes-alex'), name: 'Alex Moreno' };
const jamie = { email: uniqueEmail('likes-jamie'), name: 'Jamie Lee' };
const taylor = { email: uniqueEmail('likes-taylor'), name: 'Taylor Brook' };

async function idOf(token: string) {
  return ((await callAsMember(baseURL, token, 'GET', '/auth/me')) as { user: { id: string } }).user.id;
}

beforeAll(async () => {
  const everyone = [me, drew, quiet, sam, alex, jamie, taylor];
  await Promise.all(
    everyone.map((member, index) =>
      registerByApi(baseURL, member.email, pngDataUrl(320 + index * 10, 400), {
        onboarded: true,
        profile: { name: member.name },
      }),
    ),
  );
  const [meId, drewId] = await Promise.all(
    [me, drew].map(async (member) => idOf(await tokenByApi(baseURL, member.email))),
  );
  const [samToken, alexToken, jamieToken, taylorToken] = await Promise.all(
    [sam, alex, jamie, taylor].map((member) => tokenByApi(baseURL, member.email)),
  );
  // Super Likes need a plan: Sam has Gold (test mode).
  await callAsMember(baseURL, samToken!, 'POST', '/billing/checkout', { planId: 'gold', months: 1 });
  // One after another, so "newest first" has an order to keep.
  const likes: [string, string, 'like' | 'superlike'][] = [
    [taylorToken!, meId!, 'like'],
    [jamieToken!, meId!, 'like'],
    [alexToken!, meId!, 'like'],
    [samToken!, meId!, 'superlike'],
    [alexToken!, drewId!, 'like'],
    [jamieToken!, drewId!, 'like'],
  ];
  for (const [token, likedId, status] of likes) {
    await callAsMember(baseURL, token, 'POST', '/matches/likes', { likedId, status });
  }
});

afterAll(async () => {
  for (const page of pages) await page.context().close();
  await closeBrowser();
});

async function signedIn(viewport: { width: number; height: number }, email: string) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  await page.goto(ROUTES.matches);
  await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.matches }).waitFor();
  return page;
}

/** registerByApi's birthdate. */
const AGE = ageOn('1992-05-20', new Date());

const likesYou = (page: Page) => page.getByRole('region', { name: LIKED_YOU_TEXTS.title });
const likerNames = (page: Page) =>
  likesYou(page).getByRole('listitem').getByRole('heading', { level: 3 }).allTextContents();

describe('Likes you (/matches)', () => {
  it('a Basic member sees the count, upgrades to Gold in test mode, sees who liked them, likes back and gets the match', async () => {
    const page = await signedIn(MOBILE, me.email);
    const section = likesYou(page);
    await section.getByText(LIKED_YOU_TEXTS.count(4)).waitFor();
    expect(await section.getByText(BILLING_MESSAGES.likedYouLocked).isVisible()).toBe(true);
    // Nobody's name or photo reaches a Basic member's page.
    expect(await section.getByRole('img').count()).toBe(0);
    expect(await section.locator('img').count()).toBe(0);
    for (const admirer of [sam, alex, jamie, taylor]) {
      expect(await page.getByText(admirer.name).count()).toBe(0);
    }
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'likes-you-locked', { target: section, scrollOffset: 80 });

    const upgrade = section.getByRole('link', { name: 'Upgrade to Gold' });
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === ROUTES.subscription && url.search === '?plan=gold');
    const gold = page.getByRole('tabpanel', { name: 'Gold' });
    await gold.getByRole('button', { name: 'Get Gold' }).click();
    const checkout = page.getByRole('dialog', { name: 'Get Gold?' });
    await checkout.getByText(BILLING_MESSAGES.testMode).waitFor();
    await checkout.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText("Payment received. You're on Gold now.").waitFor();

    await page.goto(ROUTES.matches);
    await section.getByRole('listitem').first().waitFor();
    expect(await section.getByText(LIKED_YOU_TEXTS.count(4)).isVisible()).toBe(true);
    expect(await likerNames(page)).toEqual([sam, alex, jamie, taylor].map((member) => `${member.name}, ${AGE}`));
    const samCard = section.getByRole('listitem').filter({ hasText: sam.name });
    expect(await samCard.getByText(LIKED_YOU_TEXTS.superLiked).isVisible()).toBe(true);
    expect(await samCard.getByText(/^Liked you (just now|\d+m ago)$/).isVisible()).toBe(true);
    expect(
      await section.getByRole('listitem').filter({ hasText: alex.name }).getByText(LIKED_YOU_TEXTS.superLiked).count(),
    ).toBe(0);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'likes-you-paid', { target: section, scrollOffset: 80 });

    await section.getByRole('button', { name: LIKED_YOU_TEXTS.likeBackMember(sam.name) }).click();
    const dialog = page.getByRole('dialog', { name: DISCOVERY_TEXTS.itsAMatch });
    await dialog.waitFor();
    expect(await dialog.getByText(DISCOVERY_TEXTS.youLikeEachOther(sam.name)).isVisible()).toBe(true);
    expect(await seriousViolationsInBothThemes(page)).toEqual([]);
    await screenshots(page, 'likes-you-match');
    await dialog.getByRole('button', { name: DISCOVERY_TEXTS.keepSwiping }).click();

    // Sam has left "Likes you" and is a match now.
    await section.getByText(LIKED_YOU_TEXTS.count(3)).waitFor();
    await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('heading', { level: 2, name: new RegExp(`^${sam.name},`) })
      .waitFor();
    expect(await likerNames(page)).toEqual([alex, jamie, taylor].map((member) => `${member.name}, ${AGE}`));

    await section.getByRole('button', { name: LIKED_YOU_TEXTS.passMember(alex.name) }).click();
    await section.getByText(LIKED_YOU_TEXTS.count(2)).waitFor();
    expect(await likerNames(page)).toEqual([jamie, taylor].map((member) => `${member.name}, ${AGE}`));

    // The match is real on the server too.
    const matches = (await callAsMember(baseURL, await tokenByApi(baseURL, me.email), 'GET', '/matches')) as {
      matches: { otherUser: { profile: { name: string } } }[];
    };
    expect(matches.matches.map((match) => match.otherUser.profile.name)).toEqual([sam.name]);
  });

  it('on a desktop: who liked a Gold member, the locked count for Basic, and the quiet empty state', async () => {
    const page = await signedIn(DESKTOP, me.email);
    await likesYou(page).getByRole('listitem').first().waitFor();
    expect(await likerNames(page)).toEqual([jamie, taylor].map((member) => `${member.name}, ${AGE}`));
    await screenshots(page, 'likes-you-paid');

    const basic = await signedIn(DESKTOP, drew.email);
    await likesYou(basic).getByText(LIKED_YOU_TEXTS.count(2)).waitFor();
    expect(await likesYou(basic).getByRole('link', { name: 'Upgrade to Gold' }).getAttribute('href')).toBe(
      '/subscription?plan=gold',
    );
    await screenshots(basic, 'likes-you-locked');

    for (const viewport of [MOBILE, DESKTOP]) {
      const nobody = await signedIn(viewport, quiet.email);
      await likesYou(nobody).getByText(LIKED_YOU_TEXTS.emptyTitle).waitFor();
      expect(await likesYou(nobody).getByRole('link').count()).toBe(0);
      expect(await seriousViolationsInBothThemes(nobody)).toEqual([]);
      await screenshots(nobody, 'likes-you-empty');
    }
  });
});
