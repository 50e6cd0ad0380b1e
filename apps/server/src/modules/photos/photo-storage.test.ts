import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BACKENDS, freshStorage, keysOf } from '../../../test/storage-backends';
import type { ObjectStorage } from '../../storage/object-storage';
import { PHOTO_WIDTHS, type PhotoVariant } from './image-pipeline';
import { createPhotoStorage, photoUrl } from './photo-storage';

const variants: PhotoVariant[] = PHOTO_WIDTHS.map((width) => ({ width, data: Buffer.from(`pixels at ${width}`) }));

/** The storage, except that its `failOn`-th write fails (a store that breaks during an upload). */
function failingOnWrite(objects: ObjectStorage, failOn: number): ObjectStorage {
  let writes = 0;
  return {
    ...objects,
    list: (prefix) => objects.list(prefix),
    async put(key, data, contentType) {
      writes += 1;
      if (writes === failOn) throw new Error('the store broke off');
      await objects.put(key, data, contentType);
    },
  };
}

describe.each(BACKENDS)('photo storage in the %s', (backend) => {
  it('writes one object per width where its URL points', async () => {
    const { objects } = await freshStorage(backend);
    const storage = createPhotoStorage(objects);
    const userId = randomUUID();
    const photoId = randomUUID();

    await storage.save(userId, photoId, variants);

    for (const width of PHOTO_WIDTHS) {
      const url = photoUrl(userId, photoId, width);
      expect(url).toBe(`/uploads/${userId}/${photoId}-${width}.webp`);
      expect(String(await objects.get(url.replace('/uploads/', '')))).toBe(`pixels at ${width}`);
      expect(String(await storage.read(userId, photoId, width))).toBe(`pixels at ${width}`);
    }
    expect(await keysOf(objects)).toHaveLength(PHOTO_WIDTHS.length);
  });

  it('points at the 640 width unless told otherwise', async () => {
    const storage = createPhotoStorage((await freshStorage(backend)).objects);
    const userId = randomUUID();
    const photoId = randomUUID();
    expect(photoUrl(userId, photoId)).toBe(`/uploads/${userId}/${photoId}-640.webp`);
    expect(storage.photoUrl(userId, photoId, 1080)).toBe(`/uploads/${userId}/${photoId}-1080.webp`);
  });

  it('refuses a photo missing one of the widths', async () => {
    const storage = createPhotoStorage((await freshStorage(backend)).objects);
    await expect(storage.save(randomUUID(), randomUUID(), variants.slice(1))).rejects.toThrow(
      /no variant for width 160/,
    );
  });

  it('removes one photo, or all of a member', async () => {
    const { objects } = await freshStorage(backend);
    const storage = createPhotoStorage(objects);
    const userId = randomUUID();
    const other = randomUUID();
    const [kept, removed] = [randomUUID(), randomUUID()];
    await storage.save(userId, kept, variants);
    await storage.save(userId, removed, variants);
    await storage.save(other, randomUUID(), variants);

    await storage.remove(userId, removed);
    expect(await keysOf(objects, `${userId}/`)).toEqual(PHOTO_WIDTHS.map((w) => `${userId}/${kept}-${w}.webp`).sort());
    expect(await storage.read(userId, removed, 640)).toBeNull();

    await storage.removeAll(userId);
    expect(await keysOf(objects, `${userId}/`)).toEqual([]);
    expect(await keysOf(objects, `${other}/`)).toHaveLength(PHOTO_WIDTHS.length);
    await expect(storage.removeAll(userId)).resolves.toBeUndefined();
  });

  it('a write failing part-way leaves no object behind', async () => {
    const { objects } = await freshStorage(backend);
    const storage = createPhotoStorage(failingOnWrite(objects, PHOTO_WIDTHS.length));
    await expect(storage.save(randomUUID(), randomUUID(), variants)).rejects.toThrow('the store broke off');
    expect(await keysOf(objects)).toEqual([]);
  });

  it.each(['..', '../../etc', 'not-a-uuid', `${randomUUID()}/..`])('refuses the id %j as a key', async (id) => {
    const storage = createPhotoStorage((await freshStorage(backend)).objects);
    await expect(storage.save(id, randomUUID(), variants)).rejects.toThrow(/Not a UUID/);
    await expect(storage.save(randomUUID(), id, variants)).rejects.toThrow(/Not a UUID/);
    await expect(storage.removeAll(id)).rejects.toThrow(/Not a UUID/);
    await expect(storage.remove(randomUUID(), id)).rejects.toThrow(/Not a UUID/);
    expect(() => photoUrl(id, randomUUID())).toThrow(/Not a UUID/);
  });
});
