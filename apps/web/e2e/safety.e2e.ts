import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_STATES } from '@kindred/contract/messages';
import { SAFETY_CENTER_TEXTS } from '@kindred/contract/safety-center';
import { BLOCKED_USERS_TEXTS, SAFETY_MESSAGES, SAFETY_TEXTS, type ModerationReport } from '@kindred/contract/safety';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ROUTES } from '@kindred/contract/routes';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';
import { checkAndShoot } from './support/screenshots';

const baseURL = workerServerURL();
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const pages: Page[] = [];

const blocker = { email: uniqueEmail('safety-blocker'), name: 'Harper' };
const blocked = { email: uniqueEmail('safety-blocked'), name: 'Rowan' };
const BLOCK_REASON = 'Kept pushing to meet at his place';

async function signedInPage(email: string, viewport: { width: number; height: number }, password?: string) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email, password);
  pages.push(page);
  return page;
}

let blockedId: string;

beforeAll(async () => {
  await registerByApi(baseURL, blocker.email, pngDataUrl(), { onboarded: true, profile: { name: blocker.name } });
  await registerByApi(baseURL, blocked.email, pngDataUrl(320, 420), {
    onboarded: true,
    profile: { name: blocked.name },
  });
  const matchId = await matchByApi(baseURL, blocker.email, blocked.email);
  const me = await callAsMember(baseURL, await tokenByApi(baseURL, blocked.email), 'GET', '/auth/me');
  blockedId = (me.user as { id: string }).id;
  const token = await tokenByApi(baseURL, blocker.email);
  await callAsMember(baseURL, token, 'POST', `/matches/${matchId}/block`, { reason: BLOCK_REASON });
});

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await closeBrowser();
});

describe('blocked users', () => {
  it('Settings, Privacy leads to the blocked list', async () => {
    const page = await signedInPage(blocker.email, MOBILE);
    await page.goto('/settings?tab=privacy');
    await page.getByRole('link', { name: SETTINGS_TEXTS.safetyLinks.blockedUsers }).click();
    await page.waitForURL('**/blocked-users');
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.blockedUsers }).waitFor();
    // Only moderators are offered the queue.
    await page.goto('/settings?tab=privacy');
    await page.getByRole('link', { name: SETTINGS_TEXTS.safetyLinks.safetyCenter }).waitFor();
    expect(await page.getByRole('link', { name: SETTINGS_TEXTS.safetyLinks.moderation }).count()).toBe(0);
  });

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('a member blocked through the match is listed (%s)', async (_, viewport) => {
    const page = await signedInPage(blocker.email, viewport);
    await page.goto('/blocked-users');
    await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.blockedUsers }).waitFor();
    const row = page.getByRole('listitem', { name: blocked.name });
    await row.waitFor();
    expect(await row.textContent()).toContain(BLOCK_REASON);
    expect(await row.getByText(/^Blocked [A-Z][a-z]{2} \d{1,2}, \d{4}$/).count()).toBe(1);
    await checkAndShoot(page, 'blocked-users');
  });

  it("unblocks after confirming; the list ends in 'No blocked users' and the server agrees", async () => {
    const page = await signedInPage(blocker.email, MOBILE);
    await page.goto('/blocked-users');
    const row = page.getByRole('listitem', { name: blocked.name });
    await row.getByRole('button', { name: `Unblock ${blocked.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Unblock ${blocked.name}?` });
    await dialog.waitFor();
    await checkAndShoot(page, 'blocked-users-confirm');
    const unblocked = page.waitForResponse(
      (response) => response.url().endsWith(`/api/v1/blocks/${blockedId}`) && response.request().method() === 'DELETE',
    );
    await dialog.getByRole('button', { name: BLOCKED_USERS_TEXTS.unblock, exact: true }).click();
    expect((await unblocked).status()).toBe(200);
    await page.getByRole('heading', { name: EMPTY_STATES.noBlockedUsers }).waitFor();
    expect(await row.count()).toBe(0);

    const token = await tokenByApi(baseURL, blocker.email);
    expect((await callAsMember(baseURL, token, 'GET', '/blocks')).blockedUsers).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: EMPTY_STATES.noBlockedUsers }).waitFor();
    await checkAndShoot(page, 'blocked-users-empty');
  });
});

describe('safety center', () => {
  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])(
    'shows the tips, resources and links to a visitor, who is asked to sign in to report (%s)',
    async (_, viewport) => {
      const page = await newPage(viewport, baseURL);
      pages.push(page);
      await page.goto('/safety');
      await page.getByRole('heading', { level: 1, name: SCREEN_TITLES.safety }).waitFor();
      const tabs = page.getByRole('tablist', { name: SAFETY_CENTER_TEXTS.tabsLabel }).getByRole('tab');
      expect(await tabs.allTextContents()).toEqual(['Safety Tips', 'Report a Concern', 'Resources']);
      await page
        .getByRole('tabpanel', { name: 'Safety Tips' })
        .getByRole('heading', { name: 'Before you meet' })
        .waitFor();
      const links = page.getByRole('navigation', { name: SAFETY_CENTER_TEXTS.moreHeading }).getByRole('link');
      const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
      expect(hrefs).toEqual([
        ROUTES.emergencyContacts,
        '/settings',
        '/get-verified',
        '/blocked-users',
        '/help',
        '/community',
        '/terms',
        '/privacy',
      ]);
      await checkAndShoot(page, 'safety-tips');

      await page.getByRole('tab', { name: 'Resources' }).click();
      await page.getByRole('link', { name: 'Call 911' }).waitFor();
      await checkAndShoot(page, 'safety-resources');

      await page.getByRole('tab', { name: 'Resources' }).press('ArrowLeft');
      const panel = page.getByRole('tabpanel', { name: 'Report a Concern' });
      await panel.getByText(SAFETY_CENTER_TEXTS.signInToReport).waitFor();
      expect(new URL(page.url()).search).toBe('?tab=report');
      await panel.getByRole('link', { name: SAFETY_CENTER_TEXTS.signIn }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/safety?tab=report');
    },
  );

  it.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ])('a member reports a concern: it is stored for the moderators (%s)', async (size, viewport) => {
    const details = `Asked me to wire money for a plane ticket (${size} ${Date.now()})`;
    const page = await signedInPage(blocker.email, viewport);
    await page.goto('/safety?tab=report');
    const form = page.getByRole('form', { name: SAFETY_TEXTS.reportTitle });
    const submit = form.getByRole('button', { name: SAFETY_TEXTS.submit });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('combobox', { name: SAFETY_TEXTS.reason }).selectOption({ label: 'Fake profile' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole('textbox', { name: SAFETY_TEXTS.description }).fill(details);
    await form.getByRole('textbox', { name: SAFETY_TEXTS.subject }).fill(blocked.name);
    expect(await submit.isEnabled()).toBe(true);
    await checkAndShoot(page, 'safety-report-form');

    const sent = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/reports') && response.request().method() === 'POST',
    );
    await submit.click();
    expect((await sent).status()).toBe(201);
    const confirmation = page.getByRole('heading', { name: SAFETY_TEXTS.submitted });
    await confirmation.waitFor();
    await page.getByText(SAFETY_MESSAGES.reportReceived).waitFor();
    await page.getByRole('button', { name: SAFETY_TEXTS.submitAnother }).click();
    expect(await form.getByRole('textbox', { name: SAFETY_TEXTS.description }).inputValue()).toBe('');
    expect(await form.getByRole('button', { name: SAFETY_TEXTS.submit }).isDisabled()).toBe(true);

    // A second report: its confirmation goes back to an empty form by itself (SPEC 4: 5 s).
    await form.getByRole('combobox', { name: SAFETY_TEXTS.reason }).selectOption({ label: 'Other' });
    await form.getByRole('textbox', { name: SAFETY_TEXTS.description }).fill(`${details} (follow-up)`);
    await form.getByRole('button', { name: SAFETY_TEXTS.submit }).click();
    await confirmation.waitFor();
    const shownAt = Date.now();
    await checkAndShoot(page, 'safety-report-sent');
    await confirmation.waitFor({ state: 'detached', timeout: 10_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3_000);
    expect(await form.getByRole('combobox', { name: SAFETY_TEXTS.reason }).inputValue()).toBe('');

    // DESIGN 7: the report reached the moderation queue, naming the member typed in.
    const moderator = await tokenByApi(baseURL, MODERATOR.email, MODERATOR.password);
    const queue = (await callAsMember(baseURL, moderator, 'GET', '/moderation/reports')) as unknown as {
      reports: ModerationReport[];
    };
    expect(queue.reports.find((report) => report.details === details)).toMatchObject({
      reason: 'fake_profile',
      source: 'safety',
      subject: blocked.name,
      reporter: { name: blocker.name },
      // The name typed is their (former) match's: the report names that member.
      reported: { id: blockedId, name: blocked.name },
    });
  });
});
