import type { Database } from '../../db/database';
import { unpackDescriptors } from './face-descriptors';
import { selfieOf, type SelfieObjects } from './selfie-store';
import { photoFacesOfMember, verificationsOf } from './verification.repo';

/** The verification section of a member's data export: each selfie they sent and what was decided. */
export async function exportVerificationsOf(db: Database, objects: SelfieObjects, userId: string) {
  const [rows, photoFaces] = await Promise.all([verificationsOf(db, userId), photoFacesOfMember(db, userId)]);
  const selfies = await Promise.all(rows.map((row) => selfieOf(objects, row)));
  return {
    verifications: rows.map((row, index) => ({
      poseId: row.poseId,
      status: row.status,
      reason: row.reason,
      selfie: selfies[index] ? `data:image/webp;base64,${Buffer.from(selfies[index]).toString('base64')}` : '',
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      endedAt: row.endedAt?.toISOString() ?? null,
      faceDescriptor: row.faceDescriptor ? Array.from(unpackDescriptors(row.faceDescriptor)[0] ?? []) : null,
    })),
    photoFaces: photoFaces.map((row) => ({
      photoId: row.photoId,
      faces: unpackDescriptors(row.descriptors).map((face) => Array.from(face)),
      checkedAt: row.checkedAt.toISOString(),
    })),
  };
}
