import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { VOICE_NOTE_TEXTS } from '@kindred/contract/voice-notes';
import type { Message } from '@kindred/contract/conversations';
import { callAsMember, matchByApi, registerByApi, tokenByApi, uniqueEmail, signInContext } from './support/accounts';
import { DESKTOP, launchOwnBrowser } from './support/browser';
import { pngDataUrl } from './support/png';
import { checkAndShoot } from './support/screenshots';
import { workerServerURL } from './support/worker-server';

// Issue 36 part 2 (decision 109): a member records a voice note in the chat with the microphone
// (Chromium's fake one), the server checks and converts it, and the other member plays it.

const baseURL = workerServerURL();
const NARROW = { width: 375, height: 812 } as const;
const rosa = { email: uniqueEmail('voice-rosa'), name: 'Rosa' };
const teo = { email: uniqueEmail('voice-teo'), name: 'Teo' };
let browser: Browser;
let matchId: string;
const pageLog: string[] = [];

async function signedInPage(email: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL,
    permissions: ['microphone'],
  });
  await signInContext(context, baseURL, email);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // What the page logged and which API calls failed, for the message of a send that fails.
  page.on('console', (message) => {
    if (message.type() === 'error') pageLog.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) pageLog.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  return page;
}

const thread = (page: Page) => page.getByRole('region', { name: SCREEN_TITLES.messages });
const players = (page: Page) => thread(page).getByRole('group', { name: /^Voice note, / });

async function messagesOf(email: string): Promise<Message[]> {
  const token = await tokenByApi(baseURL, email);
  const page = await callAsMember(baseURL, token, 'GET', `/conversations/${matchId}/messages`);
  return page.messages as Message[];
}

async function openChat(page: Page) {
  await page.goto(ROUTES.messageThread(matchId));
  await page
    .getByRole('heading', { level: 1, name: teo.name })
    .or(page.getByRole('heading', { level: 1, name: rosa.name }))
    .first()
    .waitFor();
}

beforeAll(async () => {
  browser = await launchOwnBrowser(['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream']);
  for (const member of [rosa, teo]) {
    await registerByApi(baseURL, member.email, pngDataUrl(320, 400), {
      onboarded: true,
      profile: { name: member.name },
    });
  }
  matchId = await matchByApi(baseURL, rosa.email, teo.email);
});

afterAll(async () => {
  await browser?.close();
});

describe('voice notes (issue 36, decision 109)', () => {
  it('a member holds to record, slides to cancel, taps to record and send; the other plays it at 1× and 1.5×', async () => {
    const page = await signedInPage(rosa.email, NARROW);
    await openChat(page);
    const mic = page.getByRole('button', { name: VOICE_NOTE_TEXTS.record });
    await mic.waitFor();
    const box = (await mic.boundingBox())!;
    const center = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

    // Hold, then slide left: cancelled, nothing sent.
    await page.mouse.move(center.x, center.y);
    await page.mouse.down();
    await page.getByRole('timer').waitFor();
    await page.getByText(VOICE_NOTE_TEXTS.slideToCancel).waitFor();
    await page.waitForTimeout(800);
    await page.mouse.move(center.x - 150, center.y, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('timer').waitFor({ state: 'hidden' });
    await page.waitForTimeout(500);
    expect(await messagesOf(rosa.email)).toEqual([]);

    // Hold for two seconds and release: sent.
    await page.mouse.move(center.x, center.y);
    await page.mouse.down();
    await page.getByRole('timer').waitFor();
    await page.waitForTimeout(2200);
    await page.mouse.up();
    // Recorded, uploaded, checked by ffmpeg and sent: on two busy cores this has taken over 15 s.
    await players(page)
      .first()
      .waitFor({ timeout: 60_000 })
      .catch(async (error: Error) => {
        const said = await page.locator('[role=alert], [role=status]').allInnerTexts();
        throw new Error(
          `${error.message}\nWhat the page said: ${JSON.stringify(said)}\nIts log: ${pageLog.join('\n')}`,
        );
      });
    const [held] = await messagesOf(rosa.email);
    expect(held?.voice?.durationMs).toBeGreaterThan(1500);
    expect(held?.voice?.durationMs).toBeLessThan(4000);

    // A tap (or Enter): recording goes on with Send and Cancel; the screen as it records.
    await mic.focus();
    await page.keyboard.press('Enter');
    const send = page.getByRole('button', { name: VOICE_NOTE_TEXTS.send });
    await send.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(VOICE_NOTE_TEXTS.send);
    await page.keyboard.press('Escape');
    await send.waitFor({ state: 'hidden' });
    await mic.click();
    await send.waitFor();
    await page.waitForTimeout(1500);
    await checkAndShoot(page, 'voice-note-recording');
    // A slow uplink (5 KB/s), so the upload's progress can be seen.
    const cdp = await page.context().newCDPSession(page);
    const network = (uploadThroughput: number) =>
      cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput,
      });
    await network(5_000);
    await send.click();
    const progress = page.getByRole('progressbar');
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
    if (process.env.SCREENSHOTS_DIR) {
      await page.screenshot({ path: `${process.env.SCREENSHOTS_DIR}/voice-note-uploading-mobile-light.png` });
    }
    await expect.poll(() => players(page).count(), { timeout: 10_000 }).toBe(2);
    await network(-1);
    await checkAndShoot(page, 'voice-note-sent');

    // The other member, on a laptop: the player with its length, played, at 1.5×.
    const other = await signedInPage(teo.email, DESKTOP);
    await openChat(other);
    const player = players(other).first();
    await player.waitFor();
    expect(await player.getAttribute('aria-label')).toMatch(/^Voice note, 0:0[1-4]$/);
    await checkAndShoot(other, 'voice-note-received');
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.speed(1) }).click();
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.speed(1.5) }).waitFor();
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.play }).click();
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.pause }).waitFor();
    const rate = await player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.playbackRate);
    expect(rate).toBe(1.5);
    await expect
      .poll(() => player.locator('audio').evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 5000 })
      .toBeGreaterThan(0.3);
    // Paused part way, then played to the end: it stops by itself.
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.pause }).click();
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.play }).waitFor();
    await checkAndShoot(other, 'voice-note-paused');
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.play }).click();
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.pause }).waitFor();
    await player.getByRole('button', { name: VOICE_NOTE_TEXTS.play }).waitFor({ timeout: 10_000 });

    // Recording on a laptop, then Cancel: nothing is sent.
    await other.getByRole('button', { name: VOICE_NOTE_TEXTS.record }).click();
    await other.getByRole('button', { name: VOICE_NOTE_TEXTS.send }).waitFor();
    await checkAndShoot(other, 'voice-note-recording');
    await other.getByRole('button', { name: VOICE_NOTE_TEXTS.cancel }).click();
    await other.getByRole('button', { name: VOICE_NOTE_TEXTS.send }).waitFor({ state: 'hidden' });
    expect(await messagesOf(teo.email)).toHaveLength(2);

    // The chat on its own (/conversation/{id}) records and sends too.
    await other.goto(ROUTES.conversation(matchId));
    await other.getByRole('button', { name: VOICE_NOTE_TEXTS.record }).click();
    await other.waitForTimeout(1200);
    await other.getByRole('button', { name: VOICE_NOTE_TEXTS.send }).click();
    await expect.poll(async () => (await messagesOf(teo.email)).length, { timeout: 15_000 }).toBe(3);
    const all = await messagesOf(teo.email);
    // Rosa's two and now Teo's one, all voice notes.
    expect(all.every((message) => message.voice !== null)).toBe(true);
    expect(new Set(all.map((message) => message.senderId)).size).toBe(2);

    // The inbox says what the last message was.
    await other.goto(ROUTES.messages);
    await other.getByText(VOICE_NOTE_TEXTS.preview).first().waitFor();
    await page.context().close();
    await other.context().close();
  });
});
