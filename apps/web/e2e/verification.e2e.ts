import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCOVERY_TEXTS } from '@kindred/contract/discovery';
import { VERIFICATION_TEXTS } from '@kindred/contract/verification';
import { matchByApi, registerByApi, uniqueEmail, signInContext } from './support/accounts';
import { launchOwnBrowser } from './support/browser';
import { pngDataUrl } from './support/png';
import { workerServerURL } from './support/worker-server';
import { checkAndShoot } from './support/screenshots';

// Issue 32 section 1 (decision 079): a member takes a selfie with the camera in the pose asked,
// a moderator approves it beside their profile photos, and the verified tick shows where others
// meet them. Chromium's fake camera stands in for a real one.

const baseURL = workerServerURL();
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const NARROW = { width: 375, height: 812 } as const;
const WIDE = { width: 1280, height: 800 } as const;

const member = { email: uniqueEmail('verify-member'), name: 'Marisol' };
const partner = { email: uniqueEmail('verify-partner'), name: 'Teodor' };
let browser: Browser;
let matchId: string;

async function signedInPage(email: string, viewport: { width: number; height: number }, password?: string) {
  const context = await browser.newContext({
    viewport,
    baseURL,
    permissions: ['camera'],
  });
  await signInContext(context, baseURL, email, password);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

beforeAll(async () => {
  browser = await launchOwnBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
  await registerByApi(baseURL, member.email, pngDataUrl(360, 450), {
    onboarded: true,
    profile: { name: member.name, photos: [pngDataUrl(360, 450), pngDataUrl(400, 500)] },
  });
  await registerByApi(baseURL, partner.email, pngDataUrl(300, 380), {
    onboarded: true,
    profile: { name: partner.name },
  });
  matchId = await matchByApi(baseURL, member.email, partner.email);
});

afterAll(async () => {
  await browser?.close();
});

describe('selfie verification', () => {
  it('a selfie taken with the camera, approved by a moderator, puts the tick on the match page and chat header', async () => {
    // The member: Settings, Get verified, the pose, the camera, Send.
    const page = await signedInPage(member.email, NARROW);
    await page.goto('/settings');
    await page.getByRole('link', { name: VERIFICATION_TEXTS.entry }).click();
    await page.getByRole('heading', { level: 1, name: VERIFICATION_TEXTS.title }).waitFor();
    await page.getByText(VERIFICATION_TEXTS.states.unverified).waitFor();
    const pose =
      (await page.getByRole('heading', { name: VERIFICATION_TEXTS.poseHeading }).locator('xpath=..').textContent()) ??
      '';
    expect(pose).toMatch(/next to|beside|hand|finger|fist|salute|nose|ear|eye|cheek|head|lips|shoulder/i);
    await checkAndShoot(page, 'verification-start');

    await page.getByRole('button', { name: VERIFICATION_TEXTS.startCamera }).click();
    await page.getByRole('button', { name: VERIFICATION_TEXTS.takePhoto }).click();
    await page.getByRole('img', { name: VERIFICATION_TEXTS.preview }).waitFor();
    await page.getByRole('button', { name: VERIFICATION_TEXTS.submit }).click();
    await page.getByText(VERIFICATION_TEXTS.states.pending).waitFor();
    await page.getByText(VERIFICATION_TEXTS.pendingExplained).waitFor();
    await checkAndShoot(page, 'verification-pending');
    const wide = await signedInPage(member.email, WIDE);
    await wide.goto('/get-verified');
    await wide.getByText(VERIFICATION_TEXTS.states.pending).waitFor();
    await checkAndShoot(wide, 'verification-pending');

    // Before approval, the partner sees no tick.
    const partnerPage = await signedInPage(partner.email, WIDE);
    await partnerPage.goto(`/match/${matchId}`);
    await partnerPage
      .getByRole('heading', { name: new RegExp(member.name) })
      .first()
      .waitFor();
    expect(await partnerPage.getByRole('img', { name: DISCOVERY_TEXTS.verified }).count()).toBe(0);

    // The moderator: the selfie beside the pose and the profile photos, then Approve.
    for (const viewport of [NARROW, WIDE]) {
      const moderator = await signedInPage(MODERATOR.email, viewport, MODERATOR.password);
      await moderator.goto('/moderation/verifications');
      const card = moderator.getByRole('article').filter({ hasText: member.name });
      await card.getByRole('img', { name: VERIFICATION_TEXTS.selfieOf(member.name) }).waitFor();
      expect(await card.getByRole('img', { name: new RegExp(`^${member.name}, photo`) }).count()).toBe(2);
      await checkAndShoot(moderator, 'verification-review');
      if (viewport === WIDE) {
        await card.getByRole('button', { name: VERIFICATION_TEXTS.approve }).click();
        await card.getByText(VERIFICATION_TEXTS.status.approved).waitFor();
      }
      await moderator.context().close();
    }

    // The member reads it; the partner sees the tick on the match page and in the chat header.
    await page.reload();
    await page.getByText(VERIFICATION_TEXTS.states.verified).waitFor();
    await checkAndShoot(page, 'verification-verified');
    await partnerPage.reload();
    await partnerPage.getByRole('img', { name: DISCOVERY_TEXTS.verified }).first().waitFor();
    await checkAndShoot(partnerPage, 'verification-match-badge');
    await partnerPage.goto(`/conversation/${matchId}`);
    await partnerPage
      .getByRole('heading', { level: 1 })
      .filter({ hasText: member.name })
      .getByRole('img', { name: DISCOVERY_TEXTS.verified })
      .waitFor();
    await checkAndShoot(partnerPage, 'verification-chat-badge');
  });
});
