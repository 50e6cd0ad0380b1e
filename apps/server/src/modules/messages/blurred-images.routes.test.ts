import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { DEFAULT_SETTINGS } from '@kindred/contract/settings';
import { messageMedia } from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, multipartFile, pngOf, type CreatedMember } from '../../../test/factories';
import { screenedSafeText } from '../../../test/screened-safe-text';
import { recordEvents, useSocketServer } from '../../../test/sockets';
import type { ImageClassifier } from './image-classifier';

// A stand-in for the nudity classifier (decision 088), told what to answer by the image's width:
// the widths below, anything else is "nothing found".
const FLAGGED_WIDTH = 41;
const UNSURE_WIDTH = 42;
const FAILING_WIDTH = 43;
const classified: number[] = [];
const classifyImage: ImageClassifier = async (webp) => {
  const { width, format } = await sharp(webp).metadata();
  if (format !== 'webp') throw new Error(`the classifier is handed WebP, not ${format}`);
  classified.push(width);
  if (width === FAILING_WIDTH) throw new Error('the model fell over');
  if (width === UNSURE_WIDTH) return null;
  return { mayContainNudity: width === FLAGGED_WIDTH };
};

const t = useTestApp({}, { classifyImage });
const sockets = useSocketServer(t);

async function uploadImage(member: CreatedMember, width = 40): Promise<{ id: string; url: string }> {
  const form = multipartFile(await pngOf(width, 30), { field: 'image' });
  const response = await t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.messages.media}`,
    headers: { ...bearer(member.token), ...form.headers },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function send(member: CreatedMember, matchId: string, payload: object): Promise<Message> {
  const response = await t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.conversations.messages(matchId)}`,
    headers: bearer(member.token),
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function sendImage(member: CreatedMember, matchId: string, width?: number): Promise<Message> {
  const media = await uploadImage(member, width);
  return send(member, matchId, { media: media.id });
}

/** The conversation as `member` reads it, newest first. */
async function thread(member: CreatedMember, matchId: string): Promise<Message[]> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1${API_PATHS.conversations.messages(matchId)}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().messages;
}

async function viewOf(member: CreatedMember, messageId: string): Promise<Message> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1${API_PATHS.messages.byId(messageId)}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

const putSettings = (member: CreatedMember, payload: object) =>
  t().app.inject({ method: 'PUT', url: '/api/v1/profile/settings', headers: bearer(member.token), payload });

async function unblurVerified(member: CreatedMember, on: boolean): Promise<void> {
  const response = await putSettings(member, { safety: { unblur_verified_images: on } });
  expect(response.statusCode, response.body).toBe(200);
}

const verify = (member: CreatedMember) =>
  t().db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, member.user.id));

const flags = (message: Message) => ({ blurred: message.blurred, mayContainNudity: message.mayContainNudity });
const CLEAR = { blurred: false, mayContainNudity: false };
const BLURRED = { blurred: true, mayContainNudity: false };
const FLAGGED = { blurred: true, mayContainNudity: true };

describe('images arrive blurred (issue 32, decision 088)', () => {
  it('an image from an unverified sender is blurred for its recipient, over REST and the socket, and never for its sender', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const herSocket = recordEvents(await sockets.connect(her.token));
    const sent = await sendImage(him, matchId);
    expect(flags(sent)).toEqual(CLEAR);

    const delivered = await herSocket.next('message:new', (message) => message.id === sent.id);
    expect(flags(delivered)).toEqual(BLURRED);
    // What she sees in its place: the image's ThumbHash, a few dozen bytes of base64.
    expect(delivered.mediaPlaceholder).toMatch(/^[A-Za-z0-9+/]{16,60}={0,2}$/);
    const notified = await herSocket.next('notification:message', (payload) => payload.message.id === sent.id);
    expect(flags(notified.message)).toEqual(BLURRED);
    expect(flags((await thread(her, matchId))[0]!)).toEqual(BLURRED);
    expect(flags(await viewOf(her, sent.id))).toEqual(BLURRED);
    expect(flags((await thread(him, matchId))[0]!)).toEqual(CLEAR);

    // Her setting alone does not let an unverified sender's images through.
    await unblurVerified(her, true);
    expect(flags((await thread(her, matchId))[0]!)).toEqual(BLURRED);
  });

  it('a verified sender’s image is clear once the recipient turns the setting on, and blurred again when she turns it off', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await verify(him);
    const first = await sendImage(him, matchId);
    expect(flags(await viewOf(her, first.id))).toEqual(BLURRED);

    await unblurVerified(her, true);
    // What was sent before the change reads by the setting as it is now.
    expect(flags(await viewOf(her, first.id))).toEqual(CLEAR);
    const herSocket = recordEvents(await sockets.connect(her.token));
    const second = await sendImage(him, matchId);
    expect(flags(await herSocket.next('message:new', (message) => message.id === second.id))).toEqual(CLEAR);
    expect((await thread(her, matchId)).map(flags)).toEqual([CLEAR, CLEAR]);

    await unblurVerified(her, false);
    expect((await thread(her, matchId)).map(flags)).toEqual([BLURRED, BLURRED]);
  });

  it('an image the classifier flags stays blurred even from a verified match, says so to its recipient only, and the verdict is stored', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await verify(him);
    await unblurVerified(her, true);
    const herSocket = recordEvents(await sockets.connect(her.token));

    const media = await uploadImage(him, FLAGGED_WIDTH);
    const [row] = await t().db.select().from(messageMedia).where(eq(messageMedia.id, media.id));
    expect(row?.mayContainNudity).toBe(true);
    const flagged = await send(him, matchId, { media: media.id, content: screenedSafeText() });
    expect(flags(flagged)).toEqual(CLEAR);
    expect(flags(await herSocket.next('message:new', (message) => message.id === flagged.id))).toEqual(FLAGGED);

    const clean = await sendImage(him, matchId);
    expect((await thread(her, matchId)).map(flags)).toEqual([CLEAR, FLAGGED]);
    expect((await thread(him, matchId)).map(flags)).toEqual([CLEAR, CLEAR]);
    expect(flags(await viewOf(her, clean.id))).toEqual(CLEAR);
  });

  it('stores no verdict when the classifier cannot tell or fails, and the upload still succeeds', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const verdicts: (boolean | null | undefined)[] = [];
    for (const width of [40, UNSURE_WIDTH, FAILING_WIDTH]) {
      const media = await uploadImage(him, width);
      const [row] = await t().db.select().from(messageMedia).where(eq(messageMedia.id, media.id));
      verdicts.push(row?.mayContainNudity);
      await send(him, matchId, { media: media.id });
    }
    expect(verdicts).toEqual([false, null, null]);
    expect(classified).toEqual(expect.arrayContaining([40, UNSURE_WIDTH, FAILING_WIDTH]));
    // Unflagged, they follow her setting: he is not verified, so all three are blurred.
    expect((await thread(her, matchId)).map(flags)).toEqual([BLURRED, BLURRED, BLURRED]);
  });

  it('text messages are never blurred', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const text = await send(him, matchId, { content: screenedSafeText() });
    expect(flags(text)).toEqual(CLEAR);
    expect(text.mediaPlaceholder).toBeNull();
    expect(flags(await viewOf(her, text.id))).toEqual(CLEAR);
    expect((await thread(her, matchId)).map(flags)).toEqual([CLEAR]);
  });
});

describe('the "Show images from verified matches without blur" setting', () => {
  it('is off by default, round-trips, and shows in GET /profiles/me', async () => {
    const { her } = await createMatchedPair(t().app, t().db);
    expect(her.profile?.settings.safety).toEqual({ unblur_verified_images: false });
    const on = await putSettings(her, { safety: { unblur_verified_images: true } });
    expect(on.json().data).toEqual({ ...DEFAULT_SETTINGS, safety: { unblur_verified_images: true } });
    // Another group's change leaves it as stored.
    await putSettings(her, { theme: 'dark' });
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(her.token) });
    expect(me.json().data.settings.safety).toEqual({ unblur_verified_images: true });
  });

  it('refuses anything but a boolean with 400', async () => {
    const { her } = await createMatchedPair(t().app, t().db);
    for (const value of ['true', 1, null, { on: true }, []]) {
      const response = await putSettings(her, { safety: { unblur_verified_images: value } });
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(response.json().message).toMatch(/unblur_verified_images|safety/);
    }
    expect((await putSettings(her, { safety: 'on' })).statusCode).toBe(400);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(her.token) });
    expect(me.json().data.settings.safety).toEqual({ unblur_verified_images: false });
  });
});
