import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { messageMedia } from './db/schema/messages';
import { photos } from './db/schema/profiles';
import { verifications } from './db/schema/verification';
import { useTestApp, type TestApp } from '../test/app';
import { bearer, createMember, multipartFile, pngOf } from '../test/factories';
import { BACKENDS, envOf, keysOf } from '../test/storage-backends';
import { PHOTO_WIDTHS } from './modules/photos/image-pipeline';
import { createPhotoStorage, photoKey } from './modules/photos/photo-storage';
import { selfieKey } from './modules/verification/selfie-store';
import { objectStorageOf } from './storage/object-storage-of';
import { removeOrphanedObjects } from './storage/orphan-sweep';
import { referencedObjects } from './stored-object-owners';

const MINUTE = 60_000;

/** What services.ts hands the sweep (the photo, chat image and verification services' storedIds), read here straight. */
function rowsHolding(t: TestApp) {
  const idsOf = async (rows: Promise<{ id: string }[]>) => (await rows).map((row) => row.id);
  return referencedObjects({
    images: async (ids) =>
      ids.length === 0
        ? []
        : [
            ...(await idsOf(
              t.db
                .select({ id: photos.id })
                .from(photos)
                .where(inArray(photos.id, [...ids])),
            )),
            ...(await idsOf(
              t.db
                .select({ id: messageMedia.id })
                .from(messageMedia)
                .where(inArray(messageMedia.id, [...ids])),
            )),
          ],
    selfies: async (ids) =>
      ids.length === 0
        ? []
        : idsOf(
            t.db
              .select({ id: verifications.id })
              .from(verifications)
              .where(inArray(verifications.id, [...ids])),
          ),
  });
}

describe.each(BACKENDS)('the orphan sweep, in the %s (decision 097)', (backend) => {
  const app = useTestApp(envOf(backend));
  let t: TestApp;
  beforeAll(() => {
    t = app();
  });

  it("deletes old objects no row points at, and keeps every member's photos, chat images and selfies", async () => {
    const member = await createMember(t.app);
    const whole = createPhotoStorage(objectStorageOf(t.config.storage)).objects;
    // Other files' apps share the run's bucket, with rows in their own databases: this sweep
    // reads only this member's folder.
    const objects = { ...whole, list: () => whole.list(`${member.user.id}/`) };
    const form = multipartFile(await pngOf(40, 30), { field: 'image' });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/messages/media',
      headers: { ...bearer(member.token), ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [selfie] = await t.db
      .insert(verifications)
      .values({ userId: member.user.id, poseId: 'thumbs-up' })
      .returning({ id: verifications.id });
    await objects.put(selfieKey(member.user.id, selfie!.id), Buffer.from('selfie'), 'image/webp');
    const held = await keysOf(objects, `${member.user.id}/`);
    // Its photos (every width) and its chat image (every width), and the selfie.
    expect(held.length).toBeGreaterThanOrEqual(2 * PHOTO_WIDTHS.length + 1);

    const lostImage = randomUUID();
    const lostSelfie = randomUUID();
    const orphans = [
      ...PHOTO_WIDTHS.map((width) => photoKey(member.user.id, lostImage, width)),
      selfieKey(member.user.id, lostSelfie),
    ];
    const unknown = `${member.user.id}/notes.txt`;
    for (const key of [...orphans, unknown]) await objects.put(key, Buffer.from('x'), 'application/octet-stream');

    // Too young: an upload may be writing its row right now.
    expect(await removeOrphanedObjects(objects, rowsHolding(t), new Date(Date.now() - MINUTE))).toBe(0);
    expect(await keysOf(objects, `${member.user.id}/`)).toEqual([...held, ...orphans, unknown].sort());

    const removed = await removeOrphanedObjects(objects, rowsHolding(t), new Date(Date.now() + MINUTE));
    expect(await keysOf(objects, `${member.user.id}/`)).toEqual([...held, unknown].sort());
    expect(removed).toBe(orphans.length);
  });
});
