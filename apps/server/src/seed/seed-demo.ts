import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Database } from '../db/database';
import type { PasswordHasher } from '../modules/auth/password';
import type { Gazetteer } from '../modules/locations/gazetteer';
import { encodePhotoVariants } from '../modules/photos/image-pipeline';
import type { PhotoStorage } from '../modules/photos/photo-storage';
import { insertPhotos, type NewPhotoRow } from '../modules/photos/photos.repo';
import { VERIFICATION_POSES } from '@kindred/contract/verification';
import { insertApprovedVerifications } from '../modules/verification/verification.repo';
import { renderAvatarPhotos } from './avatar-photos';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { createRandom } from './random';
import { runPool } from './run-pool';
import { hasAnyUser, insertAnswers, insertInteractions, insertUsersAndProfiles } from './seed.repo';
import { ADMIRERS_PER_DEMO_ACCOUNT, createAdmirer } from './admirers';
import { seedAnswersFor } from './seed-answers';
import { createSeedMember, demoMember, type SeedContext, type SeedMember } from './seed-member';

export interface SeedDemoOptions {
  db: Database;
  hasher: Pick<PasswordHasher, 'hash'>;
  storage: PhotoStorage;
  gazetteer: Pick<Gazetteer, 'resolve'>;
  /** Seeded members besides the two demo accounts. */
  profiles: number;
  log?: (message: string) => void;
  /** The clock ages and activity are measured from (tests fix it). */
  now?: Date;
  /** Members past this many get no photos (default MEMBERS_WITH_PHOTOS). */
  membersWithPhotos?: number;
  /**
   * The demo accounts (and the members who already like them): made unless false. Never in
   * production, whose demo logins would be the passwords printed in this repository (decision 067).
   */
  demoAccounts?: boolean;
  /** The demo accounts' password instead of the published one (benchmarks of a production start). */
  demoPassword?: string;
}

export interface SeedResult {
  seeded: boolean;
  /** Seeded members, not counting the demo accounts and their admirers. */
  profiles: number;
  /** Seeded members who have liked a demo account (ADMIRERS_PER_DEMO_ACCOUNT each). */
  admirers: number;
  demoAccounts: number;
  photos: number;
}

/** Image work costs ~50 ms of CPU a photo: past this many members, the rest get none (benchmarks seed 100k). */
export const MEMBERS_WITH_PHOTOS = 2_000;
const INSERT_BATCH = 1_000;
/** WebP effort for seeded photos: 0 encodes about three times faster than the default 4, files ~10% larger. */
const SEED_WEBP_EFFORT = 0;
/** One more job than cores keeps them busy while a job is in JavaScript or writing files. */
const IMAGE_JOBS = Math.min(4, Math.max(2, os.availableParallelism() + 1));

interface PlannedMember {
  id: string;
  member: SeedMember;
}

function placeLocator(gazetteer: SeedDemoOptions['gazetteer']): SeedContext['placeOf'] {
  return (label) => {
    const place = gazetteer.resolve(label);
    if (!place) throw new Error(`The gazetteer does not know the seed city ${label}`);
    return { lat: place.lat, lng: place.lng };
  };
}

/** The selfie a seeded verification records: the first portrait, at the width selfies are stored. */
const SELFIE_WIDTH = 640;

async function storePhotosOf(
  { id, member }: PlannedMember,
  storage: PhotoStorage,
  selfies: Map<string, Uint8Array<ArrayBuffer>>,
): Promise<NewPhotoRow[]> {
  const random = createRandom(`kindred-photos-${member.email}`);
  const portraits = await renderAvatarPhotos(member.avatar, member.photoCount, random);
  const rows: NewPhotoRow[] = [];
  for (const [position, pixels] of portraits.entries()) {
    // The upload pipeline's encoder and storage, so seeded photos are stored exactly like a member's;
    // its decode-and-check half is for files members send, and these pixels are our own.
    const photo = await encodePhotoVariants(pixels, { effort: SEED_WEBP_EFFORT });
    const photoId = randomUUID();
    if (position === 0 && member.verifiedBecause) {
      const variant = photo.variants.find((candidate) => candidate.width === SELFIE_WIDTH)!;
      selfies.set(id, new Uint8Array(variant.data));
    }
    await storage.save(id, photoId, photo.variants);
    rows.push({
      id: photoId,
      userId: id,
      position,
      width: photo.width,
      height: photo.height,
      placeholder: photo.placeholder,
      createdAt: member.joinedAt,
    });
  }
  return rows;
}

function answerRowsOf(planned: PlannedMember[], options?: { dealbreakers: boolean }) {
  return planned.flatMap(({ id, member }) =>
    seedAnswersFor(member.email, options).map((answer) => ({ userId: id, ...answer, updatedAt: member.joinedAt })),
  );
}

function rowsOf(planned: PlannedMember[], passwordHashes: Map<string, string>) {
  const userRows = planned.map(({ id, member }) => ({
    id,
    email: member.email,
    passwordHash: passwordHashes.get(member.email) ?? null,
    role: member.role ?? 'member',
    emailVerifiedAt: member.verifiedBecause ? new Date(member.joinedAt.getTime() + 10 * 60_000) : null,
    termsAcceptedAt: member.joinedAt,
    createdAt: member.joinedAt,
    updatedAt: member.profile.updatedAt,
  }));
  const profileRows = planned.map(({ id, member }) => ({ userId: id, ...member.profile }));
  return { userRows, profileRows };
}

/**
 * Demo data for an empty database: the two demo accounts and `profiles` members, the same people
 * on every run. Does nothing when any account exists. Photo files are written first; the rows go
 * in one transaction, so a failure leaves no half-seeded database (and its files are removed).
 */
export async function seedDemoData(options: SeedDemoOptions): Promise<SeedResult> {
  const { db, hasher, storage, gazetteer, log = () => {} } = options;
  if (await hasAnyUser(db)) return { seeded: false, profiles: 0, admirers: 0, demoAccounts: 0, photos: 0 };

  const context: SeedContext = { now: options.now ?? new Date(), placeOf: placeLocator(gazetteer) };
  const count = Math.max(0, Math.floor(options.profiles));
  const pictured = Math.min(count, options.membersWithPhotos ?? MEMBERS_WITH_PHOTOS);
  if (count > pictured)
    log(`Seeding ${count} members: the first ${pictured} get photos, the other ${count - pictured} none.`);

  const accounts = options.demoAccounts === false ? [] : DEMO_ACCOUNTS;
  const demo = accounts.map((account) => ({
    id: randomUUID(),
    member: demoMember(options.demoPassword ? { ...account, password: options.demoPassword } : account, context),
  }));
  const admirers = accounts.flatMap((account, accountIndex) =>
    Array.from({ length: ADMIRERS_PER_DEMO_ACCOUNT }, (_, n) => ({
      id: randomUUID(),
      member: createAdmirer(account, n, context),
      admires: demo[accountIndex]!.id,
      status: n === 0 ? ('superlike' as const) : ('like' as const),
    })),
  );
  const withPhotos = [
    ...demo,
    ...admirers,
    ...Array.from({ length: pictured }, (_, index) => ({ id: randomUUID(), member: createSeedMember(index, context) })),
  ];
  const started = Date.now();
  const selfies = new Map<string, Uint8Array<ArrayBuffer>>();
  try {
    const photoRows = (
      await runPool(withPhotos, IMAGE_JOBS, async (planned, index) => {
        const rows = await storePhotosOf(planned, storage, selfies);
        if ((index + 1) % 500 === 0) log(`Rendered photos for ${index + 1} of ${withPhotos.length} members`);
        return rows;
      })
    ).flat();
    log(`Rendered ${photoRows.length} photos in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const passwordHashes = new Map(
      await Promise.all(demo.map(async ({ member }) => [member.email, await hasher.hash(member.password!)] as const)),
    );
    await db.transaction(async (tx) => {
      const special = [...demo, ...admirers];
      const specialRows = rowsOf(special, passwordHashes);
      await insertUsersAndProfiles(tx, specialRows.userRows, specialRows.profileRows);
      await insertAnswers(tx, answerRowsOf(special, { dealbreakers: false }));
      await insertInteractions(
        tx,
        admirers.map(({ id, admires, status }) => ({ actorId: id, targetId: admires, status, createdAt: context.now })),
      );
      for (let start = 0; start < count; start += INSERT_BATCH) {
        const batch = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, offset) => {
          const index = start + offset;
          return withPhotos[special.length + index] ?? { id: randomUUID(), member: createSeedMember(index, context) };
        });
        const { userRows, profileRows } = rowsOf(batch, passwordHashes);
        await insertUsersAndProfiles(tx, userRows, profileRows);
        await insertAnswers(tx, answerRowsOf(batch));
        const inserted = start + batch.length;
        if (count >= 10 * INSERT_BATCH && inserted % (10 * INSERT_BATCH) === 0)
          log(`Inserted ${inserted} of ${count} members`);
      }
      await insertPhotos(tx, photoRows);
      // Verified as members become so (decision 079): an approved selfie on record, with the
      // photos it was compared with, not a flag set by hand.
      await insertApprovedVerifications(
        tx,
        special.flatMap(({ id, member }) => {
          const selfie = selfies.get(id);
          if (!selfie) return [];
          return [
            {
              userId: id,
              poseId: VERIFICATION_POSES[0].id,
              selfie,
              photoIds: photoRows.filter((row) => row.userId === id).map((row) => row.id!),
              reviewedBy: null,
              at: new Date(member.joinedAt.getTime() + 60 * 60_000),
            },
          ];
        }),
      );
    });
    return {
      seeded: true,
      profiles: count,
      admirers: admirers.length,
      demoAccounts: demo.length,
      photos: photoRows.length,
    };
  } catch (error) {
    await Promise.all(withPhotos.map(({ id }) => storage.removeAll(id)));
    throw error;
  }
}
