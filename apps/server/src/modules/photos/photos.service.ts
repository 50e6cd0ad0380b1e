import { randomUUID } from 'node:crypto';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import type { Database } from '../../db/database';
import { BadRequest, Conflict, HttpError, NotFound, fieldError } from '../../http/errors';
import { decodeDataUrl, placeholderOfImage, processPhoto, type ProcessedPhoto } from './image-pipeline';
import { photoUrl, type PhotoStorage } from './photo-storage';
import { cardPhotosOf, type CardPhotos } from './photo-refs';
import {
  deletePhoto,
  insertPhotos,
  listPhotos,
  lockPhotosOf,
  photoRefsOfMany,
  photosWithoutPlaceholder,
  setPhotoOrder,
  setPlaceholder,
  existingPhotoIds,
} from './photos.repo';

/** Photos decoded and written to storage, waiting for their rows. */
export interface PreparedPhotos {
  urls: string[];
  insert(db: Database): Promise<void>;
  discard(): Promise<void>;
}

export interface PhotoServiceDeps {
  db: Database;
  storage: PhotoStorage;
  /**
   * Inside the transaction that removed one of the member's photos: the verification module ends
   * a verification whose photos are all gone (decision 079). Passed in by the composition root.
   */
  afterPhotoRemoved?: (tx: Database, userId: string) => Promise<unknown>;
}

export function createPhotoService({ db, storage, afterPhotoRemoved }: PhotoServiceDeps) {
  /** Every photo is checked before any is stored, so one bad photo refuses the whole set. */
  async function processAll(dataUrls: readonly string[]): Promise<ProcessedPhoto[]> {
    if (dataUrls.length > LIMITS.maxPhotos) throw fieldError('profile.photos', MESSAGES.tooManyPhotos);
    const processed: ProcessedPhoto[] = [];
    // One at a time: a registration may carry six 8 MB photos, and memory matters more than speed here.
    for (const [index, dataUrl] of dataUrls.entries()) {
      try {
        processed.push(await processPhoto(decodeDataUrl(dataUrl)));
      } catch (error) {
        if (error instanceof HttpError) throw fieldError(`profile.photos.${index}`, error.message);
        throw error;
      }
    }
    return processed;
  }

  return {
    /** Which of these ids are photos' (the orphan sweep, decision 097). */
    storedIds: (ids: readonly string[]) => existingPhotoIds(db, ids),

    /**
     * A new member's photos, in order: decoded, checked and written to storage now, outside
     * any transaction (image work takes time and must not hold the database); their rows are
     * inserted later, inside the caller's transaction, with `insert`. If that transaction
     * fails, `discard` removes the files.
     */
    async prepare(userId: string, dataUrls: readonly string[]): Promise<PreparedPhotos> {
      const photos = (await processAll(dataUrls)).map((photo) => ({ id: randomUUID(), ...photo }));
      try {
        for (const photo of photos) await storage.save(userId, photo.id, photo.variants);
      } catch (error) {
        await storage.removeAll(userId);
        throw error;
      }
      return {
        urls: photos.map((photo) => photoUrl(userId, photo.id)),
        insert: (tx: Database) =>
          insertPhotos(
            tx,
            photos.map((photo, position) => ({
              id: photo.id,
              userId,
              position,
              width: photo.width,
              height: photo.height,
              placeholder: photo.placeholder,
            })),
          ),
        discard: () => Promise.all(photos.map((photo) => storage.remove(userId, photo.id))).then(() => undefined),
      };
    },

    /** One uploaded file, added last (SPEC: the first photo is the main one). */
    async addPhoto(userId: string, file: Buffer): Promise<{ url: string; photos: string[] }> {
      const photo = { id: randomUUID(), ...(await processPhoto(file)) };
      await storage.save(userId, photo.id, photo.variants);
      try {
        await db.transaction(async (tx) => {
          await lockPhotosOf(tx, userId);
          const existing = await listPhotos(tx, userId);
          if (existing.length >= LIMITS.maxPhotos) throw new Conflict(MESSAGES.tooManyPhotos);
          await insertPhotos(tx, [
            {
              id: photo.id,
              userId,
              position: existing.length,
              width: photo.width,
              height: photo.height,
              placeholder: photo.placeholder,
            },
          ]);
        });
      } catch (error) {
        await storage.remove(userId, photo.id);
        throw error;
      }
      return { url: photoUrl(userId, photo.id), photos: await this.photoUrlsOf(userId) };
    },

    /** Deletes the photo behind one of the member's photo URLs, its files, and closes the gap. */
    async removePhoto(userId: string, url: string): Promise<string[]> {
      const photoId = photoIdOf(userId, url);
      if (!photoId) throw new NotFound(MESSAGES.failedToDeletePhoto);
      await db.transaction(async (tx) => {
        await lockPhotosOf(tx, userId);
        if (!(await deletePhoto(tx, userId, photoId))) throw new NotFound(MESSAGES.failedToDeletePhoto);
        const rest = await listPhotos(tx, userId);
        await setPhotoOrder(
          tx,
          userId,
          rest.map((row) => row.id),
        );
        await afterPhotoRemoved?.(tx, userId);
      });
      await storage.remove(userId, photoId);
      return this.photoUrlsOf(userId);
    },

    /** `urls` must be exactly the member's photos, in the new order. */
    async reorderPhotos(userId: string, urls: readonly string[]): Promise<string[]> {
      await db.transaction(async (tx) => {
        await lockPhotosOf(tx, userId);
        const current = (await listPhotos(tx, userId)).map((row) => row.id);
        const wanted = urls.map((url) => photoIdOf(userId, url));
        const sameSet =
          wanted.length === current.length &&
          new Set(wanted).size === wanted.length &&
          wanted.every((id) => id && current.includes(id));
        if (!sameSet) throw new BadRequest(MESSAGES.photoOrderMismatch);
        await setPhotoOrder(tx, userId, wanted as string[]);
      });
      return this.photoUrlsOf(userId);
    },

    async photoUrlsOf(userId: string, tx: Database = db): Promise<string[]> {
      const rows = await listPhotos(tx, userId);
      return rows.map((row) => photoUrl(userId, row.id));
    },

    /** Photo URLs of many members, keyed by member; members without photos are absent. */
    async photoUrlsOfMany(userIds: readonly string[]): Promise<Map<string, string[]>> {
      const refs = await photoRefsOfMany(db, userIds);
      return new Map(
        [...refs].map(([userId, photos]) => [
          userId,
          urlsOfIds(
            userId,
            photos.map((ref) => ref.id),
          ),
        ]),
      );
    },

    /** Card photos of many members (URLs and placeholders), keyed by member; members without photos are absent. */
    async cardPhotosOfMany(userIds: readonly string[]): Promise<Map<string, CardPhotos>> {
      const refs = await photoRefsOfMany(db, userIds);
      return new Map([...refs].map(([userId, photos]) => [userId, cardPhotosOf(userId, photos)]));
    },

    /**
     * Gives up to `limit` photos stored before placeholders theirs, from the stored 320 px file;
     * one whose file is missing or cannot be decoded gets an empty one (shown as none), so it is
     * not tried again. A store that cannot be reached fails the run, which the next one retries.
     * Returns how many it filled.
     */
    async fillMissingPlaceholders(limit: number): Promise<number> {
      const rows = await photosWithoutPlaceholder(db, limit);
      for (const row of rows) {
        const image = await storage.read(row.userId, row.id, 320);
        const placeholder = image ? await placeholderOfImage(image).catch(() => '') : '';
        await setPlaceholder(db, row.id, placeholder);
      }
      return rows.length;
    },

    /** URLs of photo ids another query already read (in position order). */
    urlsOfIds,
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;

const urlsOfIds = (userId: string, photoIds: readonly string[]): string[] => photoIds.map((id) => photoUrl(userId, id));

const PHOTO_URL = /^\/uploads\/([0-9a-f-]{36})\/([0-9a-f-]{36})-\d+\.webp$/i;

/** The photo id in one of this member's photo URLs (any width), or null. */
export function photoIdOf(userId: string, url: string | undefined): string | null {
  const match = url ? PHOTO_URL.exec(new URL(url, 'http://x').pathname) : null;
  return match && match[1]?.toLowerCase() === userId.toLowerCase() ? (match[2]?.toLowerCase() ?? null) : null;
}
