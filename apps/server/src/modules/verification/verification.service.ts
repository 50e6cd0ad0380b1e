import { randomUUID } from 'node:crypto';
import { ageOn } from '@kindred/contract/age';
import {
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  VERIFICATION_POSES,
  VERIFICATION_REJECT_REASON_TEXTS,
  poseById,
  type ModerationVerification,
  type VerificationRejectReason,
  type VerificationStatus,
} from '@kindred/contract/verification';
import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import type { Member } from '../../http/authenticate';
import type { ImageModels } from '../../image-models/image-models';
import type { BackgroundQueue } from '../../jobs/background-queue';
import { BadRequest, Conflict, Forbidden, NotFound, TooManyRequests, UnprocessableEntity } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import { processPhotoAt } from '../photos/image-pipeline';
import type { PhotoStorage } from '../photos/photo-storage';
import { moveRowSelfiesToStorage, saveSelfie, selfieKey, selfieOf } from './selfie-store';
import { photoIdOf, type PhotoService } from '../photos/photos.service';
import { packDescriptors } from './face-descriptors';
import { checkPhotoFaces, photoFacesOf } from './verification-faces';
import * as repo from './verification.repo';

export interface VerificationDeps {
  db: Database;
  events: DomainEvents;
  photos: Pick<PhotoService, 'photoUrlsOfMany'>;
  /** The face detector (decision 089): the selfie must hold one face; photos are compared with it. */
  imageModels: Pick<ImageModels, 'detectsFaces' | 'countFaces' | 'faceDistance'>;
  /** Profile photos for the face check; selfies in `objects` (decision 091). */
  storage: Pick<PhotoStorage, 'read' | 'objects'>;
  /** Where the profile photos' faces are found, after the response. */
  background: Pick<BackgroundQueue, 'schedule'>;
  /** The moderation module's audit log (decision 086), written in the review's transaction. */
  audit?: (
    tx: Database,
    entry: {
      moderatorId: string;
      action: string;
      subjectId: string;
      targetId: string;
      details?: Record<string, string>;
    },
  ) => Promise<void>;
  now?: () => Date;
  /** Picks poses; tests pass their own. */
  random?: () => number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The stored selfie's width: enough for a moderator to compare faces, small enough to send inline. */
const SELFIE_WIDTH = 640;

const dataUrlOf = (selfie: Uint8Array | null) =>
  selfie ? `data:image/webp;base64,${Buffer.from(selfie).toString('base64')}` : '';

/**
 * Selfie verification (issue 32 section 1, decision 079). A member is asked for a pose drawn from
 * VERIFICATION_POSES and stored for them; they send a selfie in it (at most three a day), which
 * waits for a moderator. Approval makes them verified (users.verified_at) with the photos they had
 * then; replacing all of those photos ends it (endVerificationIfPhotosReplaced).
 */
export function createVerificationService({
  db,
  events,
  photos,
  imageModels,
  storage,
  background,
  audit,
  now = () => new Date(),
  random = Math.random,
}: VerificationDeps) {
  /** Finds, after the response, the faces in the member's photos the detector has not seen. */
  function checkPhotosLater(userId: string, photoIds: readonly string[]): void {
    if (!imageModels.detectsFaces || photoIds.length === 0) return;
    background.schedule(`verification-photo-faces:${userId}`, () =>
      checkPhotoFaces(db, { storage, imageModels }, userId, photoIds),
    );
  }

  function poseOtherThan(current: string | undefined): string {
    const choices = VERIFICATION_POSES.filter((pose) => pose.id !== current);
    return choices[Math.floor(random() * choices.length)]!.id;
  }

  /** What the member's state allows, read in one place for the status and the submission. */
  async function standing(tx: Database, userId: string) {
    const [verified, latest, attempts] = await Promise.all([
      repo.isVerified(tx, userId),
      repo.latestVerificationOf(tx, userId),
      repo.attemptsSince(tx, userId, new Date(now().getTime() - DAY_MS)),
    ]);
    const state: VerificationStatus['state'] = verified
      ? 'verified'
      : latest?.status === 'pending'
        ? 'pending'
        : latest?.status === 'rejected'
          ? 'rejected'
          : 'unverified';
    const attemptsLeft = Math.max(0, VERIFICATION_LIMITS.attemptsPerDay - attempts.count);
    const nextAttemptAt = attemptsLeft === 0 && attempts.oldest ? new Date(attempts.oldest.getTime() + DAY_MS) : null;
    return { state, latest, attemptsLeft, nextAttemptAt };
  }

  function refuseSubmission({ state, attemptsLeft, nextAttemptAt }: Awaited<ReturnType<typeof standing>>): void {
    if (state === 'pending') throw new Conflict(VERIFICATION_MESSAGES.alreadyPending);
    if (state === 'verified') throw new Conflict(VERIFICATION_MESSAGES.alreadyVerified);
    if (attemptsLeft === 0) {
      const seconds = nextAttemptAt ? Math.ceil((nextAttemptAt.getTime() - now().getTime()) / 1000) : 60;
      throw new TooManyRequests(VERIFICATION_MESSAGES.tooManyAttempts, Math.max(1, seconds));
    }
  }

  function requireModerator(member: Member): void {
    if (member.role !== 'moderator') throw new Forbidden(VERIFICATION_MESSAGES.moderatorsOnly);
  }

  async function toQueueItems(rows: repo.QueueRow[]): Promise<ModerationVerification[]> {
    const today = now();
    const photoUrls = await photos.photoUrlsOfMany([...new Set(rows.map((row) => row.userId))]);
    const photoIds = (userId: string) =>
      (photoUrls.get(userId) ?? []).map((url) => photoIdOf(userId, url)).filter((id) => id !== null);
    const checked = await repo.photoFacesOf(db, [...photoUrls.keys()].flatMap(photoIds));
    for (const row of rows) {
      const unchecked = photoIds(row.userId).filter((id) => !checked.has(id));
      if (row.status === 'pending' && row.faceDescriptor) checkPhotosLater(row.userId, unchecked);
    }
    const selfies = await Promise.all(rows.map((row) => selfieOf(storage.objects, row)));
    return rows.map((row, index) => ({
      id: row.id,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reason: row.reason as VerificationRejectReason | null,
      pose: poseById(row.poseId) ?? { poseId: row.poseId, instruction: row.poseId },
      selfie: dataUrlOf(selfies[index]!),
      member: {
        id: row.userId,
        name: row.name ?? '',
        age: row.birthdate ? ageOn(row.birthdate, today) : null,
        photos: photoUrls.get(row.userId) ?? [],
        photoFaces: photoFacesOf(row.faceDescriptor, photoIds(row.userId), checked, imageModels.faceDistance),
      },
    }));
  }

  async function reviewed(
    member: Member,
    id: string,
    decide: (tx: Database) => Promise<string | null>,
    action: 'verification.approve' | 'verification.reject',
    details: Record<string, string> = {},
  ): Promise<{ userId: string; item: ModerationVerification }> {
    requireModerator(member);
    const row = isUuid(id) ? await repo.findVerification(db, id) : undefined;
    if (!row) throw new NotFound(VERIFICATION_MESSAGES.verificationNotFound);
    // A moderator's own selfie is for another moderator to judge.
    if (row.userId === member.userId) throw new Forbidden(VERIFICATION_MESSAGES.ownSelfie);
    const userId = await db.transaction(async (tx) => {
      const decided = await decide(tx);
      if (decided) await audit?.(tx, { moderatorId: member.userId, action, subjectId: decided, targetId: id, details });
      return decided;
    });
    if (!userId) throw new Conflict(VERIFICATION_MESSAGES.alreadyReviewed);
    const [item] = await toQueueItems([(await repo.findQueueRow(db, id))!]);
    return { userId, item: item! };
  }

  return {
    /** Moves up to `limit` selfies still held in their rows into the storage (decision 097). */
    moveRowSelfiesToStorage: (limit: number) => moveRowSelfiesToStorage(db, storage.objects, limit),

    /** Which of these ids are selfies' (the orphan sweep, decision 097). */
    storedIds: (ids: readonly string[]) => repo.existingVerificationIds(db, ids),

    async status(member: Member): Promise<VerificationStatus> {
      const current = await standing(db, member.userId);
      const { state, latest, attemptsLeft, nextAttemptAt } = current;
      const mayAttempt = (state === 'unverified' || state === 'rejected') && attemptsLeft > 0;
      const poseId = mayAttempt ? await repo.issueChallengeOnce(db, member.userId, poseOtherThan(undefined)) : null;
      const reason = state === 'rejected' ? (latest!.reason as VerificationRejectReason) : null;
      return {
        state,
        reason,
        reasonText: reason ? VERIFICATION_REJECT_REASON_TEXTS[reason] : null,
        challenge: poseId ? poseById(poseId) : null,
        attemptsLeft: state === 'verified' || state === 'pending' ? 0 : attemptsLeft,
        nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        selfie:
          latest && (state === 'pending' || state === 'rejected')
            ? dataUrlOf(await selfieOf(storage.objects, latest))
            : null,
        endedByPhotoChange: state === 'unverified' && latest?.status === 'approved' && latest.endedAt !== null,
      };
    },

    /**
     * A selfie in the issued pose: checked first (cheap), decoded and re-encoded like a profile
     * photo outside any transaction, then checked again and stored under the member's lock.
     */
    async submitSelfie(member: Member, poseId: string, image: Buffer): Promise<VerificationStatus> {
      const userId = member.userId;
      const checkPose = async (tx: Database) => {
        if ((await repo.challengeOf(tx, userId)) !== poseId) throw new BadRequest(VERIFICATION_MESSAGES.poseNotIssued);
      };
      refuseSubmission(await standing(db, userId));
      await checkPose(db);
      // Kept at one width only, so only that one is encoded.
      const selfie = await processPhotoAt(image, SELFIE_WIDTH);
      // Exactly one face, or the selfie is refused before it counts as an attempt. No answer from
      // the detector (off, busy, failed): a person looks, as before it existed (decision 089).
      const found = await imageModels.countFaces(selfie);
      if (found && found.faces !== 1) throw new UnprocessableEntity(VERIFICATION_MESSAGES.notOneFace);
      const faceDescriptor = found?.descriptor ? packDescriptors([found.descriptor]) : null;
      // In the storage first, its row after (decision 091); a refused or failed row takes the object back.
      const id = randomUUID();
      await saveSelfie(storage.objects, userId, id, selfie);
      try {
        await db.transaction(async (tx) => {
          await repo.lockSubmissionsOf(tx, userId);
          refuseSubmission(await standing(tx, userId));
          await checkPose(tx);
          await repo.insertVerification(tx, { id, userId, poseId, selfie: null, faceDescriptor });
          // A new pose for the next attempt, never the one just used.
          await repo.replaceChallenge(tx, userId, poseOtherThan(poseId));
        });
      } catch (error) {
        await storage.objects.remove([selfieKey(userId, id)]).catch(() => undefined);
        throw error;
      }
      if (faceDescriptor) {
        const urls = (await photos.photoUrlsOfMany([userId])).get(userId) ?? [];
        checkPhotosLater(
          userId,
          urls.map((url) => photoIdOf(userId, url)).filter((id) => id !== null),
        );
      }
      return this.status(member);
    },

    /** The review queue, pending first, each selfie beside the pose asked and the member's photos. */
    async queue(member: Member, query: { page: number; limit: number; sort?: 'oldest' | 'newest' }) {
      requireModerator(member);
      const { rows, total } = await repo.listQueue(db, query);
      return {
        verifications: await toQueueItems(rows),
        pagination: {
          total,
          page: query.page,
          limit: query.limit,
          pages: Math.max(1, Math.ceil(total / query.limit)),
        },
      };
    },

    async approve(member: Member, id: string): Promise<ModerationVerification> {
      const { userId, item } = await reviewed(
        member,
        id,
        (tx) => repo.approve(tx, id, member.userId),
        'verification.approve',
      );
      events.emit('verification.reviewed', { userId, outcome: 'approved', reason: null });
      return item;
    },

    async reject(member: Member, id: string, reason: VerificationRejectReason): Promise<ModerationVerification> {
      const { userId, item } = await reviewed(
        member,
        id,
        (tx) => repo.reject(tx, id, member.userId, reason),
        'verification.reject',
        {
          reason,
        },
      );
      events.emit('verification.reviewed', { userId, outcome: 'rejected', reason });
      return item;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;

/**
 * For the photos module, inside its transaction after a photo is removed: replacing every photo a
 * verification was approved with ends it (decision 079). Wired in services.ts.
 */
export const endVerificationIfPhotosReplaced = (tx: Database, userId: string): Promise<boolean> =>
  repo.endIfPhotosReplaced(tx, userId);
