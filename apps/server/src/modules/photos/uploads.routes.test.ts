import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { users } from '../../db/schema/index';
import { createTestApp, useTestApp, type TestApp } from '../../../test/app';
import {
  bearer,
  createMatchedPair,
  createMember,
  multipartFile,
  pngOf,
  registrationBody,
  submitSelfie,
  deleteAccount,
} from '../../../test/factories';
import { BACKENDS, createBucket, envOf, keysOf, s3Env, s3Options } from '../../../test/storage-backends';
import { objectStorageOf } from '../../storage/object-storage-of';
import type { ObjectStorage } from '../../storage/object-storage';
import { createS3Storage } from '../../storage/s3-storage';
import { PHOTO_WIDTHS } from './image-pipeline';
import { createPhotoStorage } from './photo-storage';
import { createPhotoService } from './photos.service';
import { listPhotos } from './photos.repo';

const YEAR_CACHE = 'public, max-age=31536000, immutable';

describe.each(BACKENDS)('/uploads from the %s (decision 091)', (backend) => {
  const t = useTestApp(envOf(backend));
  const objects = () => objectStorageOf(t().config.storage);

  async function postImage(token: string, url: string, field: string) {
    const form = multipartFile(await pngOf(60, 40), { field });
    return t().app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  }

  it('a profile photo is public and cached a year; once deleted it is gone, objects and all', async () => {
    const member = await createMember(t().app);
    const added = await postImage(member.token, '/api/v1/profile/photos', 'photo');
    expect(added.statusCode, added.body).toBe(201);
    const url = added.json().data.url as string;

    const served = await t().app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe(YEAR_CACHE);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await t().app.inject({ method: 'HEAD', url })).statusCode).toBe(200);

    const deleted = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/photos',
      headers: bearer(member.token),
      payload: { photoUrl: url },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t().app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const photoId = url.split('/')[3]!.replace('-640.webp', '');
    for (const width of PHOTO_WIDTHS) {
      expect(await objects().has(`${member.user.id}/${photoId}-${width}.webp`)).toBe(false);
    }
  });

  it('a width a photo was stored without is made from its largest on first request, and kept', async () => {
    const member = await createMember(t().app);
    const added = await postImage(member.token, '/api/v1/profile/photos', 'photo');
    const url = added.json().data.url as string;
    const [, , owner, file] = url.split('/') as [string, string, string, string];
    const addedLater = `${owner}/${file.replace('-640.webp', '-720.webp')}`;
    await objects().remove([addedLater]);
    expect(await objects().has(addedLater)).toBe(false);

    const together = await Promise.all(
      [1, 2, 3].map(() => t().app.inject({ method: 'GET', url: `/uploads/${addedLater}` })),
    );
    expect(together.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const served = together[0]!;
    expect(together.every((response) => response.rawPayload.equals(served.rawPayload))).toBe(true);
    expect(served.headers['cache-control']).toBe(YEAR_CACHE);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect(await objects().get(addedLater)).toEqual(served.rawPayload);

    await objects().remove([`${owner}/${file.replace('-640.webp', '-1080.webp')}`, addedLater]);
    expect((await t().app.inject({ method: 'GET', url: `/uploads/${addedLater}` })).statusCode).toBe(404);
  });

  it('a chat image is served only through the signed URL handed to the pair', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const uploaded = await postImage(her.token, '/api/v1/messages/media', 'image');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, url: preview } = uploaded.json().data as { id: string; url: string };
    expect(preview).toMatch(/^\/uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}-1080\.webp\?expires=\d+&signature=[\w-]+$/);
    const sent = await t().app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${matchId}/messages`,
      headers: bearer(her.token),
      payload: { media: id },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const listed = await t().app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${matchId}/messages`,
      headers: bearer(him.token),
    });
    const signed = (listed.json().messages as { mediaUrl: string | null }[]).find((m) => m.mediaUrl)!.mediaUrl!;
    expect(signed.split('?')[0]).toBe(preview.split('?')[0]);

    const served = await t().app.inject({ method: 'GET', url: signed });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const [pathname, query] = signed.split('?') as [string, string];
    const forged = query.replace(/signature=([\w-])/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    // The query opens the image's other widths too (the web app's srcset), never another image.
    const smaller = await t().app.inject({
      method: 'GET',
      url: `${pathname.replace('-1080.webp', '-320.webp')}?${query}`,
    });
    expect(smaller.statusCode).toBe(200);
    expect(smaller.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(smaller.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const otherImage = pathname.replace(/[0-9a-f-]{36}-1080\.webp$/, `${randomUUID()}-1080.webp`);
    for (const refused of [pathname, `${pathname}?${forged}`, `${otherImage}?${query}`]) {
      const response = await t().app.inject({ method: 'GET', url: refused });
      expect(response.statusCode, refused).toBe(404);
      expect(response.json().message).toBe(MESSAGES.notFound);
    }
  });

  it('a selfie is stored out of /uploads reach, shown inline to its member, and leaves with the account', async () => {
    const member = await createMember(t().app);
    const { response } = await submitSelfie(t().app, member);
    expect(response.json().verification.selfie).toMatch(/^data:image\/webp;base64,/);
    const [selfie] = await keysOf(objects(), `${member.user.id}/selfies/`);
    expect(selfie).toMatch(/^[0-9a-f-]{36}\/selfies\/[0-9a-f-]{36}\.webp$/);
    expect((await t().app.inject({ method: 'GET', url: `/uploads/${selfie}` })).statusCode).toBe(404);

    const deleted = await deleteAccount(t().app, member);
    expect(deleted.statusCode).toBe(204);
    expect(await keysOf(objects(), `${member.user.id}/`)).toEqual([]);
  });

  it('answers 404, never 5xx, for paths that are no stored image', async () => {
    const member = await createMember(t().app);
    for (const url of [
      `/uploads/${member.user.id}/${randomUUID()}-640.webp`,
      `/uploads/${member.user.id}/${randomUUID()}-641.webp`,
      `/uploads/not-a-uuid/${randomUUID()}-640.webp`,
      `/uploads/${member.user.id}/..%2F..%2Fetc%2Fpasswd`,
      `/uploads/${member.user.id}/${randomUUID()}-640.webp?expires=x&signature=y`,
    ]) {
      expect((await t().app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('a photo whose store breaks part-way leaves no row and no object', async () => {
    const member = await createMember(t().app);
    let writes = 0;
    const real = objects();
    const breaking: ObjectStorage = {
      ...real,
      list: (prefix) => real.list(prefix),
      async put(key, data, contentType) {
        writes += 1;
        if (writes === 2) throw new Error('the store broke off');
        await real.put(key, data, contentType);
      },
    };
    const photos = createPhotoService({ db: t().db, storage: createPhotoStorage(breaking) });
    const before = await keysOf(real, `${member.user.id}/`);
    await expect(photos.addPhoto(member.user.id, await pngOf(50, 50))).rejects.toThrow('the store broke off');
    expect(await listPhotos(t().db, member.user.id)).toHaveLength(1);
    expect(await keysOf(real, `${member.user.id}/`)).toEqual(before);
  });
});

describe('a bucket that refuses: a clear 503, no row, nothing stored (decision 091)', () => {
  let missing: TestApp;
  let refused: TestApp;
  let refusedBucket: string;
  beforeAll(async () => {
    refusedBucket = await createBucket();
    missing = await createTestApp(s3Env('kindred-no-such-bucket'));
    refused = await createTestApp({ ...s3Env(refusedBucket), S3_ACCESS_KEY_ID: 'NOT-THE-KEY' });
  });
  afterAll(async () => {
    await missing?.close();
    await refused?.close();
  });

  it.each([
    ['a missing bucket', () => missing],
    ['refused credentials', () => refused],
  ])('%s: registration with a photo answers 503 and stores no account', async (_, app) => {
    const body = await registrationBody();
    const response = await app().app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: body });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(MESSAGES.temporarilyUnavailable);
    expect(response.headers['retry-after']).toBeDefined();
    expect(await app().db.select().from(users).where(eq(users.email, body.email))).toEqual([]);
  });

  it('the refused requests left the bucket empty', async () => {
    expect(await keysOf(createS3Storage(s3Options(refusedBucket)))).toEqual([]);
  });
});
