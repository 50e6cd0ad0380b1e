import { faceLikenessOf, type FaceLikeness } from '@kindred/contract/verification';
import type { Database } from '../../db/database';
import type { ImageModels } from '../../image-models/image-models';
import type { PhotoStorage } from '../photos/photo-storage';
import { packDescriptors, unpackDescriptors } from './face-descriptors';
import * as repo from './verification.repo';

export interface PhotoFace {
  likeness: FaceLikeness;
  distance: number | null;
}

/**
 * How close each profile photo's nearest face is to the selfie's: not checked when either side
 * has not been through the detector, no face when the photo shows none.
 */
export function photoFacesOf(
  selfie: Uint8Array | null,
  photoIds: readonly string[],
  checked: ReadonlyMap<string, Float32Array[]>,
  distance: (a: Float32Array, b: Float32Array) => number,
): PhotoFace[] {
  const [selfieFace] = selfie ? unpackDescriptors(selfie) : [];
  return photoIds.map((photoId) => {
    const faces = checked.get(photoId);
    if (!selfieFace || !faces) return { likeness: 'notChecked', distance: null };
    if (faces.length === 0) return { likeness: 'noFace', distance: null };
    const nearest = Math.min(...faces.map((face) => distance(selfieFace, face)));
    return { likeness: faceLikenessOf(nearest), distance: Math.round(nearest * 1000) / 1000 };
  });
}

/**
 * Runs the detector over the member's profile photos it has not seen (their stored 640 px file)
 * and keeps what it finds. A photo the detector did not answer for is left for a later try.
 */
export async function checkPhotoFaces(
  db: Database,
  deps: { storage: Pick<PhotoStorage, 'read'>; imageModels: Pick<ImageModels, 'countFaces'> },
  userId: string,
  photoIds: readonly string[],
): Promise<void> {
  const known = await repo.photoFacesOf(db, photoIds);
  for (const photoId of photoIds.filter((id) => !known.has(id))) {
    const file = await deps.storage.read(userId, photoId, 640).catch(() => null);
    if (!file) continue;
    const found = await deps.imageModels.countFaces(file);
    if (found) await repo.savePhotoFaces(db, photoId, packDescriptors(found.descriptors));
  }
}
