import { sql } from 'drizzle-orm';
import { customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { photos } from './profiles';
import { users } from './users';

// The verification module's tables (decision 079). Whether a member is verified now is one
// column, users.verified_at, which cards read from an index; these tables hold how they got there.

/** Raw bytes. pg hands back a Buffer, PGlite a Uint8Array: both are read as a plain Uint8Array. */
const bytea = customType<{ data: Uint8Array<ArrayBuffer>; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/** Each selfie a member sent, and what a moderator decided. */
export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The pose the member was asked for (VERIFICATION_POSES). */
    poseId: text('pose_id').notNull(),
    /**
     * The selfie, re-encoded as WebP at 640 px (no metadata), of selfies sent before decision 091
     * (and the seed's); null: it is in the storage, at the key verification/selfie-store.ts names,
     * which /uploads never serves. Only the member and moderators see it, and it leaves with the account.
     */
    selfie: bytea('selfie'),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    /** The member's photos when approved: replacing all of them ends the verification. */
    photoIds: uuid('photo_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** An approval that no longer stands (every photo it saw was replaced). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * The selfie's one face as the face detector describes it (128 float32, decision 089); null
     * when the detector did not answer (off, or too slow) and the selfie went to a person unchecked.
     */
    faceDescriptor: bytea('face_descriptor'),
  },
  (t) => [
    index('verifications_user_created_idx').on(t.userId, t.createdAt),
    // The review queue: pending first, oldest first.
    index('verifications_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The pose issued to a member for their next selfie (one a member). */
export const verificationChallenges = pgTable('verification_challenges', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  poseId: text('pose_id').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The faces the detector found in a profile photo (decision 089), kept so the moderator's queue
 * reads them instead of running the model again: every face's descriptor, 128 float32 each, best
 * first; empty when the photo shows no face. Goes with the photo.
 */
export const verificationPhotoFaces = pgTable('verification_photo_faces', {
  photoId: uuid('photo_id')
    .primaryKey()
    .references(() => photos.id, { onDelete: 'cascade' }),
  descriptors: bytea('descriptors').notNull(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
});
