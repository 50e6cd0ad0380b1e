import { randomUUID } from 'node:crypto';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import type { Database } from '../../db/database';
import { HttpError, fieldError } from '../../http/errors';
import { decodeDataUrl, processPhoto, type ProcessedPhoto } from './image-pipeline';
import { photoUrl, type PhotoStorage } from './photo-storage';
import { insertPhotos, listPhotos } from './photos.repo';

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
     * A new member's photos, in order, at positions 0..n-1. Pass the registration's transaction
     * as `tx`; if it later rolls back, the caller removes the files with `storage.removeAll`.
     */
    async addPhotosFromDataUrls(userId: string, dataUrls: readonly string[], tx: Database = db): Promise<string[]> {
      const processed = await processAll(dataUrls);
      const photos = processed.map((photo) => ({ id: randomUUID(), ...photo }));
      try {
        for (const photo of photos) await storage.save(userId, photo.id, photo.variants);
        await insertPhotos(
          tx,
          photos.map((photo, position) => ({
            id: photo.id,
            userId,
            position,
            width: photo.width,
            height: photo.height,
          })),
        );
      } catch (error) {
        await Promise.all(photos.map((photo) => storage.remove(userId, photo.id)));
        throw error;
      }
      return photos.map((photo) => photoUrl(userId, photo.id));
    },

    async photoUrlsOf(userId: string, tx: Database = db): Promise<string[]> {
      const rows = await listPhotos(tx, userId);
      return rows.map((row) => photoUrl(userId, row.id));
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
