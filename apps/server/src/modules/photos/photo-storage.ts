import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_WIDTHS, type PhotoVariant, type PhotoWidth } from './image-pipeline';

import { isUuid } from '../../http/is-uuid';

export { isUuid };

/** Ids become path segments: only UUIDs may, so no id can climb out of the uploads folder. */
function assertUuid(id: string): void {
  if (!isUuid(id)) throw new Error(`Not a UUID: ${JSON.stringify(id)}`);
}

function fileName(photoId: string, width: number): string {
  return `${photoId}-${width}.webp`;
}

/** Where the web app finds a stored photo; the static handler serves uploadsDir at /uploads. */
export function photoUrl(userId: string, photoId: string, width: PhotoWidth = 640): string {
  assertUuid(userId);
  assertUuid(photoId);
  return `/uploads/${userId}/${fileName(photoId, width)}`;
}

export function createPhotoStorage(uploadsDir: string) {
  const root = path.resolve(uploadsDir);
  const userDir = (userId: string) => {
    assertUuid(userId);
    return path.join(root, userId);
  };

  /** Write to a temporary name, then rename: a reader never sees half a file. */
  async function writeAtomically(file: string, data: Buffer): Promise<void> {
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  }

  return {
    photoUrl,

    /** Writes one file per PHOTO_WIDTHS width; every width must be among the variants. */
    async save(userId: string, photoId: string, variants: readonly PhotoVariant[]): Promise<void> {
      assertUuid(photoId);
      const missing = PHOTO_WIDTHS.filter((width) => !variants.some((variant) => variant.width === width));
      if (missing.length > 0) throw new Error(`Photo ${photoId} has no variant for width ${missing.join(', ')}`);
      const dir = userDir(userId);
      await fs.mkdir(dir, { recursive: true });
      await Promise.all(
        variants.map((variant) => writeAtomically(path.join(dir, fileName(photoId, variant.width)), variant.data)),
      );
    },

    async remove(userId: string, photoId: string): Promise<void> {
      assertUuid(photoId);
      const dir = userDir(userId);
      await Promise.all(PHOTO_WIDTHS.map((width) => fs.rm(path.join(dir, fileName(photoId, width)), { force: true })));
    },

    async removeAll(userId: string): Promise<void> {
      await fs.rm(userDir(userId), { recursive: true, force: true });
    },

    /** The file behind a width, for tests and the data export. */
    filePath(userId: string, photoId: string, width: PhotoWidth): string {
      assertUuid(photoId);
      return path.join(userDir(userId), fileName(photoId, width));
    },
  };
}

export type PhotoStorage = ReturnType<typeof createPhotoStorage>;
