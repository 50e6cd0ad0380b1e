import { Readable } from 'node:stream';
import {
  LARGEST_PHOTO_WIDTH,
  PHOTO_WIDTHS,
  resizeStoredPhoto,
  type PhotoVariant,
  type PhotoWidth,
} from './image-pipeline';
import type { ObjectStorage } from '../../storage/object-storage';

import { isUuid } from '../../http/is-uuid';

export { isUuid };

/** Ids become key segments: only UUIDs may, so no id can climb out of the member's folder. */
function assertUuid(id: string): void {
  if (!isUuid(id)) throw new Error(`Not a UUID: ${JSON.stringify(id)}`);
}

function fileName(photoId: string, width: number): string {
  return `${photoId}-${width}.webp`;
}

/** The object of one width of a stored image: `<member>/<image>-<width>.webp`, as its URL after /uploads/. */
export function photoKey(userId: string, photoId: string, width: number): string {
  assertUuid(userId);
  assertUuid(photoId);
  return `${userId}/${fileName(photoId, width)}`;
}

const IMAGE_KEY = /^([0-9a-f-]{36})\/([0-9a-f-]{36})-(\d+)\.webp$/;

/** The image (profile photo or chat image) a key of photoKey's layout holds, or null for another key. */
export function imageIdOfKey(key: string): string | null {
  const match = IMAGE_KEY.exec(key);
  return match && isUuid(match[1]!) && isUuid(match[2]!) ? match[2]! : null;
}

/** Where the web app finds a stored photo; the uploads route (uploads.routes.ts) serves it. */
export function photoUrl(userId: string, photoId: string, width: PhotoWidth = 640): string {
  return `/uploads/${photoKey(userId, photoId, width)}`;
}

/**
 * Profile photos and chat images, each stored at every PHOTO_WIDTHS width, in the object storage
 * (the folder or the bucket, decision 091).
 */
export function createPhotoStorage(objects: ObjectStorage) {
  const keysOf = (userId: string, photoId: string) => PHOTO_WIDTHS.map((width) => photoKey(userId, photoId, width));
  const making = new Map<string, Promise<Buffer | null>>();

  async function makeFromLargest(userId: string, photoId: string, width: PhotoWidth): Promise<Buffer | null> {
    const largest = await objects.get(photoKey(userId, photoId, LARGEST_PHOTO_WIDTH));
    if (!largest) return null;
    const resized = await resizeStoredPhoto(largest, width);
    await objects.put(photoKey(userId, photoId, width), resized, 'image/webp');
    return resized;
  }

  return {
    photoUrl,
    objects,

    /**
     * Writes one object per PHOTO_WIDTHS width; every width must be among the variants. All or
     * nothing: when one write fails, those that succeeded are deleted before the error is thrown.
     */
    async save(userId: string, photoId: string, variants: readonly PhotoVariant[]): Promise<void> {
      const keys = keysOf(userId, photoId);
      const missing = PHOTO_WIDTHS.filter((width) => !variants.some((variant) => variant.width === width));
      if (missing.length > 0) throw new Error(`Photo ${photoId} has no variant for width ${missing.join(', ')}`);
      const written = await Promise.allSettled(
        variants.map((variant) => objects.put(photoKey(userId, photoId, variant.width), variant.data, 'image/webp')),
      );
      const failed = written.find((result) => result.status === 'rejected');
      if (failed) {
        await objects.remove(keys).catch(() => undefined);
        throw failed.reason;
      }
    },

    async remove(userId: string, photoId: string): Promise<void> {
      await objects.remove(keysOf(userId, photoId));
    },

    /** Deletes every image of the member's: profile photos and chat images. */
    async removeAll(userId: string): Promise<void> {
      assertUuid(userId);
      await objects.removePrefix(`${userId}/`);
    },

    /**
     * One width as a stream, or null when the image is missing. A width the image was stored
     * without (one added to PHOTO_WIDTHS since) is made from the largest and kept.
     */
    async open(userId: string, photoId: string, width: PhotoWidth): Promise<{ body: Readable; size: number } | null> {
      const key = photoKey(userId, photoId, width);
      const opened = await objects.open(key);
      if (opened || width === LARGEST_PHOTO_WIDTH) return opened;
      // Requests arriving together for the same missing width share one resize.
      let made = making.get(key);
      if (!made) {
        made = makeFromLargest(userId, photoId, width).finally(() => making.delete(key));
        making.set(key, made);
      }
      const resized = await made;
      return resized && { body: Readable.from([resized]), size: resized.length };
    },

    /** The bytes of one width, or null when it is missing. */
    read(userId: string, photoId: string, width: PhotoWidth): Promise<Buffer | null> {
      return objects.get(photoKey(userId, photoId, width));
    },
  };
}

export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
