import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PHOTO_WIDTHS, type PhotoVariant } from './image-pipeline';
import { createPhotoStorage, photoUrl } from './photo-storage';

const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-storage-'));
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));
const storage = createPhotoStorage(uploadsDir);

const variants: PhotoVariant[] = PHOTO_WIDTHS.map((width) => ({ width, data: Buffer.from(`pixels at ${width}`) }));

describe('photo storage', () => {
  it('writes one file per width where its URL points', async () => {
    const userId = randomUUID();
    const photoId = randomUUID();

    await storage.save(userId, photoId, variants);

    for (const width of PHOTO_WIDTHS) {
      const url = photoUrl(userId, photoId, width);
      expect(url).toBe(`/uploads/${userId}/${photoId}-${width}.webp`);
      const file = path.join(uploadsDir, url.replace('/uploads/', ''));
      expect(fs.readFileSync(file, 'utf8')).toBe(`pixels at ${width}`);
      expect(storage.filePath(userId, photoId, width)).toBe(file);
    }
    expect(fs.readdirSync(path.join(uploadsDir, userId)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('points at the 640 width unless told otherwise', () => {
    const userId = randomUUID();
    const photoId = randomUUID();
    expect(photoUrl(userId, photoId)).toBe(`/uploads/${userId}/${photoId}-640.webp`);
    expect(storage.photoUrl(userId, photoId, 1080)).toBe(`/uploads/${userId}/${photoId}-1080.webp`);
  });

  it('refuses a photo missing one of the widths', async () => {
    await expect(storage.save(randomUUID(), randomUUID(), variants.slice(1))).rejects.toThrow(
      /no variant for width 320/,
    );
  });

  it('removes one photo, or all of a member', async () => {
    const userId = randomUUID();
    const [kept, removed] = [randomUUID(), randomUUID()];
    await storage.save(userId, kept, variants);
    await storage.save(userId, removed, variants);

    await storage.remove(userId, removed);
    expect(fs.readdirSync(path.join(uploadsDir, userId)).sort()).toEqual(
      PHOTO_WIDTHS.map((w) => `${kept}-${w}.webp`).sort(),
    );

    await storage.removeAll(userId);
    expect(fs.existsSync(path.join(uploadsDir, userId))).toBe(false);
    await expect(storage.removeAll(userId)).resolves.toBeUndefined();
  });

  it.each(['..', '../../etc', 'not-a-uuid', `${randomUUID()}/..`])('refuses the id %j as a path', async (id) => {
    await expect(storage.save(id, randomUUID(), variants)).rejects.toThrow(/Not a UUID/);
    await expect(storage.save(randomUUID(), id, variants)).rejects.toThrow(/Not a UUID/);
    await expect(storage.removeAll(id)).rejects.toThrow(/Not a UUID/);
    await expect(storage.remove(randomUUID(), id)).rejects.toThrow(/Not a UUID/);
    expect(() => photoUrl(id, randomUUID())).toThrow(/Not a UUID/);
  });
});
