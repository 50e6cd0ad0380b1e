import { randomUUID } from 'node:crypto';
import { LIMITS } from '@kindred/contract/constants';
import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import type { Database } from '../../db/database';
import { TooManyRequests } from '../../http/errors';
import { LARGEST_PHOTO_WIDTH, processPhoto } from '../photos/image-pipeline';
import type { PhotoStorage } from '../photos/photo-storage';
import type { MediaUrls } from './media-urls';
import {
  countUploadsInAMinute,
  deleteStaleUnsent,
  deleteUploadOfUnsent,
  deleteUnsentBeyond,
  existingMediaIds,
  insertMedia,
} from './message-media.repo';
import { createSendRateLimit } from './send-rate-limit';
import { nudityVerdict, type ImageClassifier } from './image-classifier';

export interface MessageMediaDeps {
  db: Database;
  storage: PhotoStorage;
  /** Signs the uploaded image's URL for the uploader's preview (decision 091). */
  mediaUrls: Pick<MediaUrls, 'sign'>;
  /** LIMITS by default; tests of the other rules raise it. */
  uploadsPerMinute?: number;
  /** A nudity classifier (decision 088); absent, nothing is flagged. */
  classifyImage?: ImageClassifier;
}

/** The width a chat image's URL names and is signed for; its query opens the other widths too. */
export const MEDIA_WIDTH = LARGEST_PHOTO_WIDTH;
const CLEANUP_BATCH = 500;

/**
 * Chat images (decision 030). Each upload is stored at every photo width, so uploads are limited: a
 * member may make LIMITS.imageUploadsPerMinute a minute (429 past that), keeps at most
 * LIMITS.maxUnsentImages unsent (a newer upload replaces the oldest unsent one), and unsent
 * uploads are deleted, rows and files, once stale.
 */
export function createMessageMediaService({
  db,
  storage,
  mediaUrls,
  uploadsPerMinute = LIMITS.imageUploadsPerMinute,
  classifyImage,
}: MessageMediaDeps) {
  // Taken before any await, so a burst of parallel uploads cannot all pass the count below.
  const burst = createSendRateLimit({ burst: uploadsPerMinute, perSecond: uploadsPerMinute / 60 });

  async function removeFiles(rows: readonly { id: string; uploaderId: string }[]): Promise<void> {
    await Promise.all(rows.map((row) => storage.remove(row.uploaderId, row.id)));
  }

  return {
    /** The image of a message its sender unsent, row and files, unless reported or sent again elsewhere. */
    async releaseOfUnsent(message: { id: string; senderId: string; url: string }): Promise<void> {
      await removeFiles(await deleteUploadOfUnsent(db, message));
    },

    /** Which of these ids are chat images' (the orphan sweep, decision 097). */
    storedIds: (ids: readonly string[]) => existingMediaIds(db, ids),

    /** An image for a message, through the photo pipeline (decoded, upright, metadata stripped, WebP). */
    async upload(memberId: string, input: Buffer) {
      if (!burst.take(memberId)) throw new TooManyRequests(CONVERSATION_MESSAGES.uploadingTooFast);
      // The count in the table holds the limit across server processes.
      if ((await countUploadsInAMinute(db, memberId)) >= uploadsPerMinute) {
        throw new TooManyRequests(CONVERSATION_MESSAGES.uploadingTooFast);
      }
      const processed = await processPhoto(input);
      const smallest = processed.variants.reduce((a, b) => (b.width < a.width ? b : a));
      const id = randomUUID();
      // The verdict is taken once, here, and travels with the image into every message it is sent in.
      const [mayContainNudity] = await Promise.all([
        nudityVerdict(classifyImage, smallest.data),
        storage.save(memberId, id, processed.variants),
      ]);
      try {
        await insertMedia(db, {
          id,
          uploaderId: memberId,
          fileName: `${id}.webp`,
          width: processed.width,
          height: processed.height,
          mayContainNudity,
          placeholder: processed.placeholder,
        });
      } catch (error) {
        // No object without its row: the sweep finds uploads by their rows.
        await storage.remove(memberId, id).catch(() => undefined);
        throw error;
      }
      const replaced = await deleteUnsentBeyond(db, memberId, LIMITS.maxUnsentImages);
      await removeFiles(replaced.map((mediaId) => ({ id: mediaId, uploaderId: memberId })));
      return { id, url: mediaUrls.sign(storage.photoUrl(memberId, id, MEDIA_WIDTH)), mediaType: 'image' as const };
    },

    /** Deletes uploads never sent and made before `olderThan`, rows then files; returns how many. */
    async removeUnattachedUploads(olderThan: Date): Promise<number> {
      let removed = 0;
      for (;;) {
        const rows = await deleteStaleUnsent(db, olderThan, CLEANUP_BATCH);
        await removeFiles(rows);
        removed += rows.length;
        if (rows.length < CLEANUP_BATCH) return removed;
      }
    },
  };
}

export type MessageMediaService = ReturnType<typeof createMessageMediaService>;
