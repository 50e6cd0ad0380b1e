import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { thumbHashToAverageRGBA } from 'thumbhash';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import type { DatabaseHandle } from '../../db/database';
import { eq } from 'drizzle-orm';
import { photos as photosTable, users } from '../../db/schema/index';
import { BadRequest } from '../../http/errors';
import { openOwnTestDatabase } from '../../../test/database';
import { createPhotoStorage } from './photo-storage';
import { createFolderStorage } from '../../storage/folder-storage';
import { createPhotoService, type PhotoService } from './photos.service';
import { listPhotos } from './photos.repo';

let database: DatabaseHandle;
let photos: PhotoService;
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-photos-'));

beforeAll(async () => {
  // The placeholder backfill works through every photo in the database: one of the file's own.
  database = await openOwnTestDatabase();
  photos = createPhotoService({ db: database.db, storage: createPhotoStorage(createFolderStorage(uploadsDir)) });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

async function newMember(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `photos-${randomUUID()}@example.com` })
    .returning({ id: users.id });
  return row!.id;
}

async function pngDataUrl(width: number, height: number): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#c05078' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

describe('photo service', () => {
  it('stores photos in the order given and returns their URLs', async () => {
    const userId = await newMember();
    const dataUrls = [await pngDataUrl(64, 80), await pngDataUrl(1200, 900), await pngDataUrl(700, 700)];

    const prepared = await photos.prepare(userId, dataUrls);
    await prepared.insert(database.db);
    const urls = prepared.urls;

    expect(urls).toHaveLength(3);
    expect(await photos.photoUrlsOf(userId)).toEqual(urls);
    const rows = await listPhotos(database.db, userId);
    expect(rows.map((row) => [row.position, row.width, row.height])).toEqual([
      [0, 64, 80],
      [1, 1080, 810],
      [2, 700, 700],
    ]);
    for (const url of urls) {
      const file = path.join(uploadsDir, url.replace('/uploads/', ''));
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
  });

  it('refuses the whole set when one photo is bad, naming that photo, and stores nothing', async () => {
    const userId = await newMember();
    const good = await pngDataUrl(100, 100);
    const notAnImage = `data:image/jpeg;base64,${Buffer.from('just text').toString('base64')}`;

    const error = await photos.prepare(userId, [good, good, notAnImage]).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(BadRequest);
    expect((error as BadRequest).errors).toEqual([{ path: 'profile.photos.2', message: MESSAGES.photoInvalid }]);
    expect(await photos.photoUrlsOf(userId)).toEqual([]);
    expect(fs.existsSync(path.join(uploadsDir, userId))).toBe(false);
  });

  it('writes the rows inside the transaction it is given, and discard removes the files', async () => {
    const userId = await newMember();
    const prepared = await photos.prepare(userId, [await pngDataUrl(50, 50)]);
    const file = path.join(uploadsDir, prepared.urls[0]!.replace('/uploads/', ''));
    expect(fs.existsSync(file)).toBe(true);

    await database.db
      .transaction(async (tx) => {
        await prepared.insert(tx);
        expect(await photos.photoUrlsOf(userId, tx)).toHaveLength(1);
        tx.rollback();
      })
      .catch(() => undefined);
    await prepared.discard();

    expect(await photos.photoUrlsOf(userId)).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses more photos than a profile may hold', async () => {
    const dataUrl = await pngDataUrl(20, 20);
    await expect(photos.prepare(await newMember(), Array(7).fill(dataUrl))).rejects.toThrow(MESSAGES.tooManyPhotos);
  });
});

describe('placeholders', () => {
  it('a stored photo has its placeholder, given on cards beside its URL', async () => {
    const userId = await newMember();
    const prepared = await photos.prepare(userId, [await pngDataUrl(800, 1000), await pngDataUrl(900, 600)]);
    await prepared.insert(database.db);
    const added = await photos.addPhoto(userId, Buffer.from((await pngDataUrl(600, 600)).split(',')[1]!, 'base64'));

    const card = (await photos.cardPhotosOfMany([userId])).get(userId)!;
    expect(card.photos).toEqual(added.photos);
    expect(card.photoPlaceholders).toHaveLength(3);
    for (const placeholder of card.photoPlaceholders) {
      expect(placeholder).toMatch(/^[A-Za-z0-9+/]{20,60}={0,2}$/);
      expect(Buffer.from(placeholder!, 'base64').length).toBeGreaterThan(10);
    }
    // Each its own photo's: the portrait one, the landscape one and the square one differ.
    expect(new Set(card.photoPlaceholders).size).toBe(3);
  });

  it('photos stored before placeholders get theirs from their file; one whose file is gone gets none, once', async () => {
    const userId = await newMember();
    const prepared = await photos.prepare(userId, [await pngDataUrl(800, 1000), await pngDataUrl(700, 700)]);
    await prepared.insert(database.db);
    const stored = (await photos.cardPhotosOfMany([userId])).get(userId)!;
    const rows = await listPhotos(database.db, userId);
    await database.db.update(photosTable).set({ placeholder: null }).where(eq(photosTable.userId, userId));
    fs.rmSync(path.join(uploadsDir, userId, `${rows[1]!.id}-320.webp`));
    expect((await photos.cardPhotosOfMany([userId])).get(userId)!.photoPlaceholders).toEqual(['', '']);

    let filled = 0;
    for (let run = 0; run < 100; run += 1) {
      const count = await photos.fillMissingPlaceholders(50);
      filled += count;
      if (count === 0) break;
    }
    expect(filled).toBeGreaterThanOrEqual(2);
    const after = (await photos.cardPhotosOfMany([userId])).get(userId)!;
    // From the 320 px WebP rather than the upload's pixels: the same photo, nearly the same hash.
    expect(after.photoPlaceholders[0]).toMatch(/^[A-Za-z0-9+/]{20,60}={0,2}$/);
    const colour = (placeholder: string) => thumbHashToAverageRGBA(Buffer.from(placeholder, 'base64'));
    const [was, now] = [colour(stored.photoPlaceholders[0]!), colour(after.photoPlaceholders[0]!)];
    for (const channel of ['r', 'g', 'b'] as const) expect(Math.abs(was[channel] - now[channel])).toBeLessThan(0.05);
    expect(after.photoPlaceholders[1]).toBe('');
    expect(await photos.fillMissingPlaceholders(50)).toBe(0);
  });
});
