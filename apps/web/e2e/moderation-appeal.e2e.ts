import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { MODERATION_TEXTS } from '@kindred/contract/safety';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { callAsMember, matchByApi, registerByApi, signIn, tokenByApi, uniqueEmail } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { checkAndShoot } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 32 section 4 (decision 086): a moderator suspends a member for 7 days with a reason; the
// member signing in reads why and until when, and appeals; the moderator overturns it; the member
// signs in again and reads the final answer in Settings.

const baseURL = workerServerURL();
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const pages: Page[] = [];
const run = Date.now();
const reporter = { email: uniqueEmail('appeal-reporter'), name: 'Marisol' };
const reported = { email: uniqueEmail('appeal-reported'), name: 'Evander' };
const DETAILS = `Kept messaging after I said no (${run})`;
const WHY = `You kept messaging a member who asked you to stop (${run}).`;
const APPEAL = 'I stopped as soon as she asked. Please read the conversation again.';
const ANSWER = 'You are right: the messages stopped when she asked. The suspension is lifted.';

async function pageAt(viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  pages.push(page);
  return page;
}

async function signedIn(email: string, viewport: { width: number; height: number }, password?: string) {
  const page = await pageAt(viewport);
  await page.goto('/login');
  await signIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

beforeAll(async () => {
  await registerByApi(baseURL, reporter.email, pngDataUrl(), { onboarded: true, profile: { name: reporter.name } });
  await registerByApi(baseURL, reported.email, pngDataUrl(360, 450), {
    onboarded: true,
    profile: { name: reported.name },
  });
  const matchId = await matchByApi(baseURL, reporter.email, reported.email);
  await callAsMember(baseURL, await tokenByApi(baseURL, reporter.email), 'POST', `/matches/${matchId}/report`, {
    reason: 'harassment',
    details: DETAILS,
  });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('suspension, appeal and the final answer', () => {
  it('suspended for 7 days with a reason, appealed at sign-in, overturned, and signed in again', async () => {
    // The moderator suspends for 7 days, with what the member reads.
    const moderator = await signedIn(MODERATOR.email, DESKTOP, MODERATOR.password);
    await moderator.goto('/moderation');
    await moderator.getByLabel(MODERATION_PAGE_TEXTS.sortLabel).selectOption('newest');
    const card = moderator.getByRole('main').getByRole('article').filter({ hasText: DETAILS });
    await card.waitFor();
    await card.getByRole('button', { name: MODERATION_TEXTS.actions.suspend }).click();
    const dialog = moderator.getByRole('dialog', { name: `Suspend ${reported.name}?` });
    await dialog.getByLabel(MODERATION_DECISION_TEXTS.durationLabel).selectOption('7d');
    await dialog.getByLabel(MODERATION_DECISION_TEXTS.reasonLabel).selectOption('harassment');
    await dialog.getByLabel(MODERATION_DECISION_TEXTS.messageLabel).fill(WHY);
    await dialog.getByLabel(MODERATION_DECISION_TEXTS.noteLabel).fill('Second report this month');
    await checkAndShoot(moderator, 'moderation-suspend-with-reasons');
    const suspended = moderator.waitForResponse((response) =>
      /\/moderation\/reports\/[^/]+\/suspend$/.test(response.url()),
    );
    await dialog.getByRole('button', { name: MODERATION_TEXTS.actions.suspend }).click();
    expect((await suspended).status()).toBe(200);
    await card.waitFor({ state: 'detached' });

    // The member signing in reads why and until when, at both sizes, and appeals once.
    for (const viewport of [DESKTOP, MOBILE]) {
      const member = await pageAt(viewport);
      await member.goto('/login');
      await signIn(member, reported.email);
      const notice = member.getByRole('region', { name: MODERATION_DECISION_TEXTS.suspendedTitle });
      await notice.waitFor();
      await notice.getByText(WHY, { exact: false }).waitFor();
      await notice.getByText(/Your suspension ends on/).waitFor();
      await checkAndShoot(member, 'suspended-sign-in');
      if (viewport === MOBILE) {
        await notice.getByLabel(MODERATION_DECISION_TEXTS.appealLabel).fill(APPEAL);
        const filed = member.waitForResponse((response) => response.url().endsWith('/account/appeals'));
        await notice.getByRole('button', { name: MODERATION_DECISION_TEXTS.appealSend }).click();
        expect((await filed).status()).toBe(201);
        await notice.getByText(MODERATION_DECISION_TEXTS.appealSentSignIn).waitFor();
        await checkAndShoot(member, 'suspended-appeal-sent');
      }
      expect(new URL(member.url()).pathname).toBe('/login');
    }

    // The appeal is in the moderators' queue; the moderator overturns it.
    await moderator.goto('/moderation/appeals');
    await moderator.getByLabel(MODERATION_PAGE_TEXTS.sortLabel).selectOption('newest');
    const appeal = moderator.getByRole('main').getByRole('article').filter({ hasText: APPEAL });
    await appeal.waitFor();
    await appeal.getByText('Second report this month').waitFor();
    await appeal.getByLabel(MODERATION_DECISION_TEXTS.answerLabel).fill(ANSWER);
    await checkAndShoot(moderator, 'moderation-appeals');
    const answered = moderator.waitForResponse((response) =>
      /\/moderation\/appeals\/[^/]+\/answer$/.test(response.url()),
    );
    await appeal.getByRole('button', { name: MODERATION_DECISION_TEXTS.overturn }).click();
    expect((await answered).status()).toBe(200);
    await appeal.waitFor({ state: 'detached' });
    await moderator.goto('/moderation/audit');
    await moderator.getByText(MODERATION_DECISION_TEXTS.auditActions['appeal.overturn']).first().waitFor();
    await checkAndShoot(moderator, 'moderation-audit');

    // The member signs in again and reads the final answer in Settings.
    for (const viewport of [MOBILE, DESKTOP]) {
      const member = await signedIn(reported.email, viewport);
      await member.goto('/settings');
      const decisions = member.getByRole('region', { name: MODERATION_DECISION_TEXTS.statementsTitle });
      await decisions.getByText(ANSWER).waitFor();
      await decisions.getByText(MODERATION_DECISION_TEXTS.appealOverturned).waitFor();
      await decisions.scrollIntoViewIfNeeded();
      await checkAndShoot(member, 'settings-moderation-decisions');
    }
  });
});
