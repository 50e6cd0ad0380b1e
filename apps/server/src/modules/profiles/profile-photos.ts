import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/database';
import { HttpError, fieldError } from '../../http/errors';
import { decodeDataUrl, processPhoto, type ProcessedPhoto } from '../photos/image-pipeline';
import { photoUrl, type PhotoStorage } from '../photos/photo-storage';
import { insertPhotos, listPhotos } from '../photos/photos.repo';
import type { PreparedPhotos, ProfilePhotos } from './profiles.service';

/**
 * Registration photos: every one is decoded and checked before any is stored, so one bad
 * photo refuses the set with the path of the photo at fault.
 */
export function createProfilePhotos(db: Database, storage: PhotoStorage): ProfilePhotos {
  return {
    async prepare(userId, dataUrls): Promise<PreparedPhotos> {
      const processed: (ProcessedPhoto & { id: string })[] = [];
      for (const [index, dataUrl] of dataUrls.entries()) {
        try {
          processed.push({ id: randomUUID(), ...(await processPhoto(decodeDataUrl(dataUrl))) });
        } catch (error) {
          if (error instanceof HttpError) throw fieldError(`profile.photos.${index}`, error.message);
          throw error;
        }
      }
      try {
        for (const photo of processed) await storage.save(userId, photo.id, photo.variants);
      } catch (error) {
        await storage.removeAll(userId);
        throw error;
      }
      return {
        insert: (tx: Database) =>
          insertPhotos(
            tx,
            processed.map((photo, position) => ({
              id: photo.id,
              userId,
              position,
              width: photo.width,
              height: photo.height,
            })),
          ),
        discard: () => storage.removeAll(userId),
      };
    },

    async urlsOf(userId) {
      const rows = await listPhotos(db, userId);
      return rows.map((row) => photoUrl(userId, row.id));
    },
  };
}
