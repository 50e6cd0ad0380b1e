import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { messageMedia } from '../../db/schema/messages';
import { useTestApp, type TestApp } from '../../../test/app';
import { BACKENDS, envOf } from '../../../test/storage-backends';
import {
  bearer,
  createMatchedPair,
  createMember,
  multipartFile,
  pngOf,
  type CreatedMember,
  deleteAccount,
} from '../../../test/factories';
import { PHOTO_WIDTHS } from '../photos/image-pipeline';
import { createPhotoStorage, photoKey } from '../photos/photo-storage';
import { objectStorageOf } from '../../storage/object-storage-of';
import { createMessageMediaService } from './message-media.service';

const HOUR = 3600_000;
/** The app of the backend whose tests run now (set as each block starts). */
let t: () => TestApp;

async function upload(member: CreatedMember) {
  const form = multipartFile(await pngOf(40, 30), { field: 'image' });
  return t().app.inject({
    method: 'POST',
    url: '/api/v1/messages/media',
    headers: { ...bearer(member.token), ...form.headers },
    payload: form.payload,
  });
}

/** A second server process's view of the same database and storage. */
function otherProcess(uploadsPerMinute?: number) {
  const storage = createPhotoStorage(objectStorageOf(t().config.storage));
  const mediaUrls = { sign: (url: string) => url };
  return { storage, media: createMessageMediaService({ db: t().db, storage, mediaUrls, uploadsPerMinute }) };
}

const uploadsOf = (memberId: string) => t().db.select().from(messageMedia).where(eq(messageMedia.uploaderId, memberId));

const EVERY = PHOTO_WIDTHS.map(() => true);
const NONE = PHOTO_WIDTHS.map(() => false);
const filesExist = (storage: ReturnType<typeof createPhotoStorage>, memberId: string, mediaId: string) =>
  Promise.all(PHOTO_WIDTHS.map((width) => storage.objects.has(photoKey(memberId, mediaId, width))));

describe('image upload quotas (decision 030)', () => {
  const app = useTestApp();
  beforeAll(() => {
    t = app;
  });

  it('the 11th upload in a minute answers 429', async () => {
    const member = await createMember(t().app);
    for (let i = 0; i < LIMITS.imageUploadsPerMinute; i += 1) {
      const response = await upload(member);
      expect(response.statusCode, response.body).toBe(201);
    }
    const eleventh = await upload(member);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(CONVERSATION_MESSAGES.uploadingTooFast);
    expect(await uploadsOf(member.user.id)).toHaveLength(LIMITS.imageUploadsPerMinute);
  });

  it('a burst of 40 parallel uploads stores 10', async () => {
    const member = await createMember(t().app);
    const responses = await Promise.all(Array.from({ length: 40 }, () => upload(member)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(30);
    expect(await uploadsOf(member.user.id)).toHaveLength(10);
  });

  it('counts the uploads another server process stored', async () => {
    const member = await createMember(t().app);
    const { media } = otherProcess();
    for (let i = 0; i < LIMITS.imageUploadsPerMinute; i += 1) await media.upload(member.user.id, await pngOf(20, 20));
    expect((await upload(member)).statusCode).toBe(429);
  });
});

describe.each(BACKENDS)('unsent and deleted uploads, stored in the %s (decision 030)', (backend) => {
  const app = useTestApp(envOf(backend));
  beforeAll(() => {
    t = app;
  });

  it('keeps at most 10 unsent images a member: the oldest unsent goes, with its files', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const { media, storage } = otherProcess(100);
    const image = await pngOf(20, 20);
    const sent = await media.upload(her.user.id, image);
    const message = await t().app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${matchId}/messages`,
      headers: bearer(her.token),
      payload: { media: sent.id },
    });
    expect(message.statusCode, message.body).toBe(201);
    const unsent = [];
    for (let i = 0; i < LIMITS.maxUnsentImages + 2; i += 1) unsent.push(await media.upload(her.user.id, image));

    const kept = new Set((await uploadsOf(her.user.id)).map((row) => row.id));
    expect(kept).toEqual(new Set([sent.id, ...unsent.slice(2).map((item) => item.id)]));
    expect(await filesExist(storage, her.user.id, unsent[0]!.id)).toEqual(NONE);
    expect(await filesExist(storage, her.user.id, unsent[2]!.id)).toEqual(EVERY);
    expect(await filesExist(storage, her.user.id, sent.id)).toEqual(EVERY);
  });

  it('removeUnattachedUploads deletes stale unsent uploads and their files, and keeps sent and recent ones', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const { media, storage } = otherProcess(100);
    const image = await pngOf(20, 20);
    const [stale, staleSent, staleSentUnmarked, fresh] = [
      await media.upload(her.user.id, image),
      await media.upload(her.user.id, image),
      await media.upload(her.user.id, image),
      await media.upload(her.user.id, image),
    ];
    for (const item of [staleSent, staleSentUnmarked]) {
      const sent = await t().app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${matchId}/messages`,
        headers: bearer(her.token),
        payload: { media: item!.id },
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
    // A process that stopped between storing the message and marking the upload sent.
    await t().db.update(messageMedia).set({ sentAt: null }).where(eq(messageMedia.id, staleSentUnmarked!.id));
    const dayAgo = new Date(Date.now() - 25 * HOUR);
    for (const item of [stale, staleSent, staleSentUnmarked]) {
      await t().db.update(messageMedia).set({ createdAt: dayAgo }).where(eq(messageMedia.id, item!.id));
    }

    expect(await media.removeUnattachedUploads(new Date(Date.now() - 24 * HOUR))).toBeGreaterThanOrEqual(1);

    const kept = new Set((await uploadsOf(her.user.id)).map((row) => row.id));
    expect(kept).toEqual(new Set([staleSent!.id, staleSentUnmarked!.id, fresh!.id]));
    expect(await filesExist(storage, her.user.id, stale!.id)).toEqual(NONE);
    for (const item of [staleSent, staleSentUnmarked, fresh]) {
      expect(await filesExist(storage, her.user.id, item!.id)).toEqual(EVERY);
    }
  });

  it('deleting the account removes every upload and its files', async () => {
    const member = await createMember(t().app);
    const { media, storage } = otherProcess();
    const item = await media.upload(member.user.id, await pngOf(20, 20));
    const deleted = await deleteAccount(t().app, member);
    expect(deleted.statusCode).toBe(204);
    expect(await uploadsOf(member.user.id)).toEqual([]);
    expect(await filesExist(storage, member.user.id, item.id)).toEqual(NONE);
  });
});
