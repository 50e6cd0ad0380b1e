import { randomUUID } from 'node:crypto';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import type { Database } from '../../db/database';
import { HttpError, fieldError } from '../../http/errors';
import { decodeDataUrl, processPhoto, type ProcessedPhoto } from './image-pipeline';
import { photoUrl, type PhotoStorage } from './photo-storage';
import { insertPhotos, listPhotos } from './photos.repo';

/** Photos decoded and written to storage, waiting for their rows. */
export interface PreparedPhotos {
  urls: string[];
  insert(db: Database): Promise<void>;
  discard(): Promise<void>;
}

export interface PhotoServiceDeps {
  db: Database;
  storage: PhotoStorage;
}

export function createPhotoService({ db, storage }: PhotoServiceDeps) {
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
            })),
          ),
        discard: () => Promise.all(photos.map((photo) => storage.remove(userId, photo.id))).then(() => undefined),
      };
    },

    async photoUrlsOf(userId: string, tx: Database = db): Promise<string[]> {
      const rows = await listPhotos(tx, userId);
      return rows.map((row) => photoUrl(userId, row.id));
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
