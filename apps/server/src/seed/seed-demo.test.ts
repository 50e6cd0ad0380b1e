import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, count, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { ageOn } from '@kindred/contract/age';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { photos, profiles, users, verifications } from '../db/schema/index';
import { createPasswordHasher } from '../modules/auth/password';
import { createGazetteer } from '../modules/locations/gazetteer';
import { PHOTO_WIDTHS } from '../modules/photos/image-pipeline';
import { createPhotoStorage } from '../modules/photos/photo-storage';
import { createFolderStorage } from '../storage/folder-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { ADMIRERS_PER_DEMO_ACCOUNT } from './admirers';
import { seedDemoData, type SeedDemoOptions } from './seed-demo';
import { deleteAllUsers } from './seed.repo';
import { seedDemoConversations } from './seed-conversations';
import { listConversations } from '../modules/messages/conversations.repo';
import { unreadCountOf } from '../modules/messages/messages.repo';
import { createRecommendationService } from '../modules/discovery/recommendations.service';
import { questionAnswers } from '../db/schema/compatibility';
import { createServices } from '../services';

const ADMIRERS = ADMIRERS_PER_DEMO_ACCOUNT * DEMO_ACCOUNTS.length;

// Its own empty database: seeding only happens when there are no accounts at all.
let database: DatabaseHandle;
let options: SeedDemoOptions;
const hasher = createPasswordHasher({ memoryKib: 1024 });
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-seed-'));
const now = new Date();

beforeAll(async () => {
  database = await openDatabase({});
  options = {
    db: database.db,
    hasher,
    storage: createPhotoStorage(createFolderStorage(uploadsDir)),
    gazetteer: createGazetteer(),
    profiles: 10,
    now,
  };
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('seedDemoData', () => {
  it('creates the demo accounts and the members, each with photos that exist as WebP files', async () => {
    const result = await seedDemoData(options);

    expect(result).toMatchObject({ seeded: true, profiles: 10, admirers: ADMIRERS, demoAccounts: 2 });
    const accounts = await database.db.select().from(users);
    expect(accounts).toHaveLength(12 + ADMIRERS);
    expect(accounts.every((account) => account.status === 'active')).toBe(true);
    // Verified only where the seed says why: the demo accounts, never the generated people.
    const demoEmails = new Set(DEMO_ACCOUNTS.map((account) => account.email));
    for (const account of accounts) {
      expect(account.emailVerifiedAt !== null, account.email).toBe(demoEmails.has(account.email));
      expect(account.verifiedAt !== null, account.email).toBe(demoEmails.has(account.email));
    }
    // Verified the way members become so (decision 079): an approved selfie on record, with the
    // photos it was compared with.
    const recorded = await database.db.select().from(verifications);
    const demoIds = accounts.filter((account) => demoEmails.has(account.email)).map((account) => account.id);
    expect(recorded.map((row) => row.userId).sort()).toEqual(demoIds.sort());
    for (const row of recorded) {
      expect(row.status).toBe('approved');
      expect(row.photoIds?.length).toBeGreaterThan(0);
      expect(row.selfie?.length).toBeGreaterThan(1000);
    }

    const rows = await database.db.select().from(profiles);
    expect(rows).toHaveLength(12 + ADMIRERS);
    for (const profile of rows) {
      expect(ageOn(profile.birthdate!, now)).toBeGreaterThanOrEqual(21);
      expect(profile.onboardingCompletedAt).not.toBeNull();
      expect(profile.lat).not.toBeNull();
    }

    let photoCount = 0;
    for (const account of accounts) {
      const owned = await database.db
        .select()
        .from(photos)
        .where(eq(photos.userId, account.id))
        .orderBy(asc(photos.position));
      if (!demoEmails.has(account.email)) {
        expect(owned.length).toBeGreaterThanOrEqual(2);
        expect(owned.length).toBeLessThanOrEqual(5);
      }
      expect(owned.map((photo) => photo.position)).toEqual(owned.map((_, index) => index));
      for (const photo of owned) {
        for (const width of PHOTO_WIDTHS) {
          const metadata = await sharp((await options.storage.read(account.id, photo.id, width))!).metadata();
          expect(metadata.format).toBe('webp');
          expect(metadata.width).toBe(Math.min(width, photo.width));
        }
      }
      photoCount += owned.length;
    }
    expect(result.photos).toBe(photoCount);
  });

  it('gives everyone answers and each demo account admirers it is recommended, marked as liking it', async () => {
    const [answered] = await database.db.select({ value: count() }).from(users).where(isNull(users.passwordHash));
    const answers = await database.db.select({ userId: questionAnswers.userId }).from(questionAnswers);
    expect(new Set(answers.map((row) => row.userId)).size).toBe((answered?.value ?? 0) + DEMO_ACCOUNTS.length);

    const recommendations = createRecommendationService({
      db: database.db,
      photos: { cardPhotosOfMany: async () => new Map() },
      now: () => now,
    });
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
      const list = await recommendations.recommend(row!.id, { limit: 50 });
      const admirers = list.filter((card) => card.hasLikedYou);
      expect(admirers, account.email).toHaveLength(ADMIRERS_PER_DEMO_ACCOUNT);
      // Liking you ranks first among near-equals.
      expect(list[0]!.hasLikedYou).toBe(true);
    }
  });

  it('opens one conversation per demo account, with a real match and its last message unread', async () => {
    // The app's own wiring (services.ts), as the seed commands use it.
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: uploadsDir, ARGON2_MEMORY_KIB: '1024' });
    const services = await createServices({ config, db: database.db, log: pino({ level: 'silent' }) });
    try {
      expect(await seedDemoConversations(database.db, services)).toBe(DEMO_ACCOUNTS.length);
    } finally {
      await services.close();
    }
    const lastMessages: (string | null)[] = [];
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
      const { rows } = await listConversations(database.db, row!.id, { page: 1, limit: 10 });
      expect(rows, account.email).toHaveLength(1);
      lastMessages.push(rows[0]!.latestContent);
      expect(rows[0]).toMatchObject({ unreadCount: 1 });
      expect(rows[0]!.latestSenderId).not.toBe(row!.id);
      expect(await unreadCountOf(database.db, row!.id)).toBe(1);
    }
    // No two conversations end with the same message.
    expect(new Set(lastMessages).size).toBe(DEMO_ACCOUNTS.length);
    expect(lastMessages).not.toContain(null);
  });

  it('lets only the demo accounts sign in, with their passwords', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await database.db.select().from(users).where(eq(users.email, account.email));
      expect(await hasher.verify(row!.passwordHash, account.password)).toBe(true);
      expect(await hasher.verify(row!.passwordHash, 'not-the-password')).toBe(false);
    }
    const [withoutPassword] = await database.db
      .select({ value: count() })
      .from(users)
      .where(isNull(users.passwordHash));
    expect(withoutPassword?.value).toBe(10 + ADMIRERS);
  });

  it('seeds nothing when accounts already exist', async () => {
    const before = fs.readdirSync(uploadsDir).length;

    expect(await seedDemoData(options)).toMatchObject({ seeded: false });

    const [accounts] = await database.db.select({ value: count() }).from(users);
    expect(accounts?.value).toBe(12 + ADMIRERS);
    expect(fs.readdirSync(uploadsDir)).toHaveLength(before);
  });

  it('gives photos only to the first members of a large seed', async () => {
    await deleteAllUsers(database.db);

    const result = await seedDemoData({ ...options, profiles: 5, membersWithPhotos: 2 });

    expect(result).toMatchObject({ seeded: true, profiles: 5 });
    const perMember = await database.db
      .select({ email: users.email, photos: count(photos.id) })
      .from(users)
      .leftJoin(photos, eq(photos.userId, users.id))
      .groupBy(users.email)
      .orderBy(asc(users.email));
    const members = perMember.filter((row) => row.email.startsWith('member-'));
    expect(members.map((row) => row.photos > 0)).toEqual([true, true, false, false, false]);
  });
});
