import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { ROUTES } from '@kindred/contract/routes';
import { MEMBER_SAFETY_TEXTS } from '@kindred/contract/safety';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { closeBrowser, DESKTOP, MOBILE, newPage } from './support/browser';
import { sendImageByApi } from './support/chat-media';
import { makePng, pngDataUrl } from './support/png';
import { checkAndShoot } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 32 section 2 (decision 088): an image arrives blurred with Tap to view, Report and Block;
// the recipient may let verified matches' images through in Settings.

const baseURL = workerServerURL();
const MODERATOR = { email: 'sam@kindred.app', password: 'kindred-demo-2' };
const recipient = { email: uniqueEmail('blur-recipient'), name: 'Bea Lindqvist' };
const stranger = { email: uniqueEmail('blur-unverified'), name: 'Ulric Moss' };
const verified = { email: uniqueEmail('blur-verified'), name: 'Vera Quint' };
const pages: Page[] = [];
let strangerMatch: string;
let verifiedMatch: string;

async function api(email: string, method: string, path: string, body?: unknown) {
  return callAsMember(baseURL, await tokenByApi(baseURL, email), method, path, body);
}

async function multipart(token: string, path: string, form: FormData) {
  const response = await fetch(`${baseURL}/api/v1${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data?: { id: string } };
}

const pngFile = (width: number, height: number) =>
  new Blob([new Uint8Array(makePng(width, height))], { type: 'image/png' });

/** An image message, uploaded and sent through the API as the chat does. */
async function sendImage(email: string, matchId: string) {
  await sendImageByApi(baseURL, await tokenByApi(baseURL, email), matchId);
}

/** A selfie sent in the pose asked and approved by the seeded moderator (decision 079). */
async function verifyBySelfie(email: string) {
  const token = await tokenByApi(baseURL, email);
  const status = await callAsMember(baseURL, token, 'GET', '/verification');
  const { challenge } = status.verification as { challenge: { poseId: string } };
  const form = new FormData();
  form.append('poseId', challenge.poseId);
  form.append('image', pngFile(360, 450), 'selfie.png');
  await multipart(token, '/verification/selfie', form);
  const me = await callAsMember(baseURL, token, 'GET', '/auth/me');
  const memberId = (me.user as { id: string }).id;
  const moderator = await tokenByApi(baseURL, MODERATOR.email, MODERATOR.password);
  const queue = await callAsMember(baseURL, moderator, 'GET', '/moderation/verifications?limit=50');
  const pending = (queue.verifications as { id: string; status: string; member: { id: string } }[]).find(
    (entry) => entry.member.id === memberId && entry.status === 'pending',
  );
  if (!pending) throw new Error('the selfie is not in the moderation queue');
  await callAsMember(baseURL, moderator, 'POST', `/moderation/verifications/${pending.id}/approve`);
}

async function signedIn(email: string, viewport: { width: number; height: number }) {
  const page = await newPage(viewport, baseURL);
  await signInContext(page.context(), baseURL, email);
  pages.push(page);
  return page;
}

const thread = (page: Page) => page.getByRole('region', { name: SCREEN_TITLES.messages });

async function openChat(page: Page, matchId: string, name: string) {
  await page.goto(ROUTES.messageThread(matchId));
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

beforeAll(async () => {
  await Promise.all(
    [recipient, stranger, verified].map((member) =>
      registerByApi(baseURL, member.email, pngDataUrl(320, 400), { onboarded: true, profile: { name: member.name } }),
    ),
  );
  strangerMatch = await matchByApi(baseURL, stranger.email, recipient.email);
  verifiedMatch = await matchByApi(baseURL, verified.email, recipient.email);
  await verifyBySelfie(verified.email);
  await sendImage(stranger.email, strangerMatch);
});

afterAll(async () => {
  for (const page of pages.splice(0)) await page.context().close();
  await closeBrowser();
});

describe('images arrive blurred (issue 32, decision 088)', () => {
  it('an unverified match’s image is blurred with Tap to view, Report and Block, and shows once tapped', async () => {
    for (const viewport of [MOBILE, DESKTOP]) {
      const page = await signedIn(recipient.email, viewport);
      await openChat(page, strangerMatch, stranger.name);
      const hidden = thread(page).getByRole('img', { name: CHAT_TEXTS.blurredImageAlt(stranger.name) });
      await hidden.waitFor();
      // The image itself is not in the page while it is blurred.
      expect(
        await thread(page)
          .getByRole('img', { name: CHAT_TEXTS.imageAlt(stranger.name), exact: true })
          .count(),
      ).toBe(0);
      const report = thread(page).getByRole('button', { name: CHAT_TEXTS.reportMessageLabel(stranger.name) });
      const block = thread(page).getByRole('button', { name: CHAT_TEXTS.blockSenderLabel(stranger.name) });
      const view = thread(page).getByRole('button', { name: CHAT_TEXTS.tapToView });
      for (const button of [report, block, view]) expect(await button.isVisible()).toBe(true);
      await checkAndShoot(page, 'chat-image-blurred');

      await block.click();
      const blockDialog = page.getByRole('dialog', { name: MEMBER_SAFETY_TEXTS.blockTitle(stranger.name) });
      await blockDialog.waitFor();
      await blockDialog.getByRole('button', { name: MATCH_DETAIL_TEXTS.cancel }).click();
      await blockDialog.waitFor({ state: 'hidden' });
      await report.click();
      const reportDialog = page.getByRole('dialog', { name: CHAT_TEXTS.reportMessageTitle });
      await reportDialog.waitFor();
      await page.keyboard.press('Escape');
      await reportDialog.waitFor({ state: 'hidden' });

      await view.click();
      const image = thread(page).getByRole('img', { name: CHAT_TEXTS.imageAlt(stranger.name), exact: true });
      await image.waitFor();
      await expect.poll(() => image.getAttribute('src')).toMatch(/^\/uploads\//);
      expect(await block.count()).toBe(0);
      await checkAndShoot(page, 'chat-image-revealed');
    }
  });

  it('with "Show images from verified matches without blur" on, a verified match’s image arrives clear', async () => {
    const page = await signedIn(recipient.email, MOBILE);
    await page.goto(`${ROUTES.settings}?tab=privacy`);
    const toggle = page.getByRole('switch', { name: SETTINGS_TEXTS.safetySettings.unblur_verified_images.title });
    await toggle.scrollIntoViewIfNeeded();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    const saved = page.waitForResponse((response) => response.url().endsWith('/profile/settings'));
    await toggle.click();
    expect((await saved).status()).toBe(200);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await checkAndShoot(page, 'settings-image-safety');
    const stored = await api(recipient.email, 'GET', '/profiles/me');
    expect((stored.data as { settings: { safety: unknown } }).settings.safety).toEqual({
      unblur_verified_images: true,
    });

    await sendImage(verified.email, verifiedMatch);
    for (const viewport of [MOBILE, DESKTOP]) {
      const viewer = viewport === MOBILE ? page : await signedIn(recipient.email, viewport);
      await openChat(viewer, verifiedMatch, verified.name);
      const image = thread(viewer).getByRole('img', { name: CHAT_TEXTS.imageAlt(verified.name), exact: true });
      await image.waitFor();
      expect(await viewer.getByRole('button', { name: CHAT_TEXTS.tapToView }).count()).toBe(0);
      await checkAndShoot(viewer, 'chat-image-verified-clear');
    }
    // The unverified match's image stays blurred.
    await openChat(page, strangerMatch, stranger.name);
    await thread(page)
      .getByRole('img', { name: CHAT_TEXTS.blurredImageAlt(stranger.name) })
      .waitFor();
  });
});
