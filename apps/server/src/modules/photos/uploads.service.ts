import type { Readable } from 'node:stream';
import type { Database } from '../../db/database';
import { LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS } from './image-pipeline';
import { isUuid, photoKey, type PhotoStorage } from './photo-storage';
import { isProfilePhoto } from './photos.repo';

const FILE = /^([0-9a-f-]{36})-(\d+)\.webp$/;
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface UploadsDeps {
  db: Database;
  storage: PhotoStorage;
  /** Seconds a chat image's signed URL is still good for; 0 when it is not signed, forged or expired. */
  signedSecondsLeft: (pathname: string, expires: unknown, signature: unknown) => number;
}

export interface ServedUpload {
  body: Readable;
  size: number;
  cacheControl: string;
}

/**
 * What /uploads/<member>/<image>-<width>.webp serves (decision 091), from the folder or the bucket:
 * a profile photo to anyone (public, cached a year: a new photo gets a new id); a chat image only
 * through the signed URL handed to the pair (private, cached while the URL is good); nothing else.
 * A chat image's URL is signed for its largest width and its query opens every width of that
 * image, so the web app builds a srcset from it (decision 116).
 */
export function createUploadsService({ db, storage, signedSecondsLeft }: UploadsDeps) {
  return {
    async open(
      owner: string,
      file: string,
      query: { expires?: unknown; signature?: unknown },
    ): Promise<ServedUpload | null> {
      const match = FILE.exec(file);
      if (!match || !isUuid(owner) || !isUuid(match[1]!)) return null;
      const [, imageId = '', width] = match;
      const allowed = PHOTO_WIDTHS.find((known) => String(known) === width);
      if (!allowed) return null;
      const signedPath = `/uploads/${photoKey(owner, imageId, LARGEST_PHOTO_WIDTH)}`;
      const signedFor = signedSecondsLeft(signedPath, query.expires, query.signature);
      const cacheControl =
        signedFor > 0
          ? `private, max-age=${signedFor}`
          : (await isProfilePhoto(db, owner, imageId))
            ? `public, max-age=${YEAR_SECONDS}, immutable`
            : null;
      if (!cacheControl) return null;
      const opened = await storage.open(owner, imageId, allowed);
      return opened && { ...opened, cacheControl };
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
