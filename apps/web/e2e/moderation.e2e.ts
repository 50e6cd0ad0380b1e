import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { MODERATION_TEXTS, SAFETY_MESSAGES } from '@kindred/contract/safety';
import {
  callAsMember,
  matchByApi,
  registerByApi,
  signIn,
  tokenByApi,
  uniqueEmail,
  signInContext,
} from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';
import { checkAndShoot } from './support/screenshots';

const baseURL = workerServerURL();
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const pages: Page[] = [];

const run = Date.now();
const reporter = { email: uniqueEmail('moderation-reporter'), name: 'Imogen' };
/** Reported twice, by two members: once through each of two matches. */
const reported = {
  email: uniqueEmail('moderation-reported'),
  name: 'Dorian',
  bio: 'Sailing instructor. Ask me about the best sunset spots on the lake.',
};
const secondReporter = { email: uniqueEmail('moderation-second'), name: 'Priya' };
const FIRST_DETAILS = `Asked for my home address and would not stop (${run})`;
const SECOND_DETAILS = `Sent me rude messages after I declined a date (${run})`;
const THEIR_MESSAGE = `What's your address? I'll just come over (${run})`;

async function signedInPage(email: string, viewport: { width: number; height: number }, password?: string) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email, password);
  pages.push(page);
  return page;
}

/** The queue's card for one of this run's reports, found by what the reporter wrote. */
const reportCard = (page: Page, details: string) =>
  page.getByRole('main').getByRole('article').filter({ hasText: details });

beforeAll(async () => {
  await registerByApi(baseURL, reporter.email, pngDataUrl(), { onboarded: true, profile: { name: reporter.name } });
  await registerByApi(baseURL, secondReporter.email, pngDataUrl(300, 380), {
    onboarded: true,
    profile: { name: secondReporter.name },
  });
  await registerByApi(baseURL, reported.email, pngDataUrl(360, 450), {
    onboarded: true,
    profile: { name: reported.name, photos: [pngDataUrl(360, 450), pngDataUrl(400, 500)] },
  });
  const reportedToken = await tokenByApi(baseURL, reported.email);
  // Onboarding (through the API) writes a stock bio; theirs is set afterwards.
  const me = await callAsMember(baseURL, reportedToken, 'GET', '/auth/me');
  await callAsMember(baseURL, reportedToken, 'PATCH', `/profiles/${(me.user as { id: string }).id}`, {
    bio: reported.bio,
  });

  const matchId = await matchByApi(baseURL, reporter.email, reported.email);
  const reporterToken = await tokenByApi(baseURL, reporter.email);
  await callAsMember(baseURL, reporterToken, 'POST', `/matches/${matchId}/message`, { content: 'Hi Dorian!' });
  await callAsMember(baseURL, reportedToken, 'POST', `/matches/${matchId}/message`, { content: THEIR_MESSAGE });
  await callAsMember(baseURL, reporterToken, 'POST', `/matches/${matchId}/report`, {
    reason: 'harassment',
    details: FIRST_DETAILS,
  });

  const secondMatchId = await matchByApi(baseURL, secondReporter.email, reported.email);
  await callAsMember(
    baseURL,
    await tokenByApi(baseURL, secondReporter.email),
    'POST',
    `/matches/${secondMatchId}/report`,
    {
      reason: 'inappropriate',
      details: SECOND_DETAILS,
    },
  );
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('moderation queue', () => {
  it('is closed to a member who is not a moderator', async () => {
    const page = await signedInPage(reporter.email, MOBILE);
    await page.goto('/moderation');
    await page.getByRole('heading', { level: 1, name: MODERATION_TEXTS.title }).waitFor();
    await page.getByText(SAFETY_MESSAGES.moderatorsOnly).waitFor();
    expect(await page.getByRole('article').count()).toBe(0);
    await checkAndShoot(page, 'moderation-members');
  });

  it('shows a moderator the reports with the reported profile and their messages (desktop)', async () => {
    const page = await signedInPage(MODERATOR.email, DESKTOP, MODERATOR.password);
    await page.goto('/moderation');
    const card = reportCard(page, FIRST_DETAILS);
    await card.waitFor();
    expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe(`Harassment: ${reported.name}`);
    await card.getByText(`Reported by ${reporter.name}`).waitFor();
    await card.getByText(MODERATION_PAGE_TEXTS.sources.match!).waitFor();
    const member = card.getByRole('region', { name: MODERATION_TEXTS.reported });
    expect(await member.textContent()).toContain(reported.bio);
    expect(await member.textContent()).toContain('Austin, TX');
    expect(
      await member
        .getByRole('list', { name: `Photos of ${reported.name}` })
        .getByRole('img')
        .count(),
    ).toBe(2);
    // Both of their open reports count.
    expect(await member.textContent()).toMatch(/Open reports\s*2/);
    const messages = card.getByRole('list', { name: MODERATION_TEXTS.recentMessages });
    expect(await messages.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(new RegExp(`^${reporter.name} .*Hi Dorian!$`)),
      expect.stringContaining(THEIR_MESSAGE),
    ]);
    // Two members report them.
    expect(await member.textContent()).toMatch(new RegExp(`${MODERATION_PAGE_TEXTS.reporters}\\s*2`));
    const order = () =>
      page
        .getByRole('main')
        .getByRole('article')
        .evaluateAll((articles) => articles.map((article) => article.textContent ?? ''));
    // By default the most-reported member comes first, their newest report first.
    const texts = await order();
    const first = texts.findIndex((text) => text.includes(FIRST_DETAILS));
    const second = texts.findIndex((text) => text.includes(SECOND_DETAILS));
    expect(second).toBeGreaterThanOrEqual(0);
    expect(first).toBeGreaterThan(second);
    await page.getByText(/^Showing \d+ of \d+$/).waitFor();
    await page.getByRole('combobox', { name: MODERATION_PAGE_TEXTS.sortLabel }).waitFor();
    await card.scrollIntoViewIfNeeded();
    await checkAndShoot(page, 'moderation-queue');
  });

  it('a moderator suspends the member after confirming; their reports leave the queue and they cannot sign in', async () => {
    const page = await signedInPage(MODERATOR.email, MOBILE, MODERATOR.password);
    await page.goto('/moderation');
    const card = reportCard(page, FIRST_DETAILS);
    await card.waitFor();
    await checkAndShoot(page, 'moderation-queue');
    await card.getByRole('button', { name: MODERATION_TEXTS.actions.suspend }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${reported.name}?` });
    await dialog.waitFor();
    await checkAndShoot(page, 'moderation-suspend-confirm');
    const suspended = page.waitForResponse((response) => /\/moderation\/reports\/[^/]+\/suspend$/.test(response.url()));
    await dialog.getByRole('button', { name: MODERATION_TEXTS.actions.suspend }).click();
    const answer = await suspended;
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { report: { status: string } }).report.status).toBe('suspended');

    await card.waitFor({ state: 'detached' });
    // The suspension settled their other open report too.
    await reportCard(page, SECOND_DETAILS).waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: 'Suspended: Harassment' }).waitFor({ state: 'attached' });

    const login = await newPage(MOBILE, baseURL);
    pages.push(login);
    await login.goto('/login');
    await signIn(login, reported.email);
    // Why, until when, and the appeal form (decision 086; moderation-appeal.e2e.ts goes on from there).
    await login.getByRole('heading', { name: MODERATION_DECISION_TEXTS.suspendedTitle }).waitFor();
    expect(new URL(login.url()).pathname).toBe('/login');
  });
});
