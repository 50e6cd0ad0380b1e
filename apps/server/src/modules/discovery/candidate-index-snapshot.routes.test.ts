import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { questionAnswers } from '../../db/schema/compatibility';
import { profiles } from '../../db/schema/profiles';
import { QUESTION_BANK } from '../compatibility/question-bank';
import { createTestApp, useTestApp } from '../../../test/app';
import { recommendedIds } from '../../../test/recommendation-decks';
import { createDiscoverableMember, randomSpot, type CreatedMember } from '../../../test/factories';
import { BACKENDS, freshStorage } from '../../../test/storage-backends';
import { createFolderStorage } from '../../storage/folder-storage';
import { createCandidateIndex, type IndexSnapshots } from './candidate-index';
import {
  decodeIndexSnapshot,
  encodeIndexSnapshot,
  INDEX_SNAPSHOT_KEY,
  UnusableSnapshot,
} from './candidate-index-snapshot';

const t = useTestApp();

/** Snapshots kept in memory, as the object store would keep them. */
function inMemory(): IndexSnapshots & { data: Buffer | null } {
  const kept = {
    data: null as Buffer | null,
    read: async () => kept.data,
    write: async (data: Buffer) => {
      kept.data = data;
    },
  };
  return kept;
}

async function someMen(count: number, spot: { lat: number; lng: number }): Promise<CreatedMember[]> {
  const men: CreatedMember[] = [];
  for (let i = 0; i < count; i++) {
    men.push(
      await createDiscoverableMember(t().app, t().db, {
        profile: { gender: 'male', showMe: 'Women', age: 30 + i, ageRange: [25, 45] },
        columns: { lat: spot.lat + i * 0.01, lng: spot.lng },
      }),
    );
  }
  return men;
}

describe('the candidate index started from a snapshot (decision 099)', () => {
  it('holds what the database held at the snapshot, and catches up with what changed since', async () => {
    const spot = randomSpot();
    const [kept, paused, changed] = await someMen(3, spot);
    await t()
      .db.insert(questionAnswers)
      .values(
        QUESTION_BANK.slice(0, 3).map((question) => ({
          userId: changed!.user.id,
          questionId: question.id,
          answer: question.options[0]!.id,
          accepted: [question.options[0]!.id],
          importance: 'very' as const,
        })),
      );
    const snapshots = inMemory();
    const first = createCandidateIndex(t().db, { exposureSnapshotMs: 0, snapshots });
    const second = createCandidateIndex(t().db, { exposureSnapshotMs: 0, snapshots });
    try {
      await first.start();
      expect(first.loadedFrom).toEqual({ source: 'database' });
      // Loaded from the database, it writes a snapshot at once for the processes that start later.
      await first.writeSnapshot();
      expect(snapshots.data).not.toBeNull();

      expect(first.answersOf(changed!.user.id, [])?.answeredCount).toBe(3);

      // After the snapshot: one man pauses, one takes his answers back, one newcomer arrives.
      await t().db.update(profiles).set({ pausedAt: new Date() }).where(eq(profiles.userId, paused!.user.id));
      await t().db.delete(questionAnswers).where(eq(questionAnswers.userId, changed!.user.id));
      const [newcomer] = await someMen(1, spot);

      await second.start();
      expect(second.loadedFrom).toMatchObject({ source: 'snapshot' });
      expect(second.has(kept!.user.id)).toBe(true);
      expect(second.has(paused!.user.id)).toBe(false);
      expect(second.has(newcomer!.user.id)).toBe(true);
      expect(second.answersOf(changed!.user.id, [])?.answeredCount).toBe(0);
      await first.catchUp();
      const questions = QUESTION_BANK.map((question) => question.id);
      for (const man of [kept!, changed!, newcomer!]) {
        expect(second.answersOf(man.user.id, questions)).toEqual(first.answersOf(man.user.id, questions));
      }
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('loads from the database when the snapshot is of another database, or not one at all', async () => {
    const [man] = await someMen(1, randomSpot());
    const snapshots = inMemory();
    const source = createCandidateIndex(t().db, { exposureSnapshotMs: 0, snapshots });
    const errors: unknown[] = [];
    try {
      await source.start();
      await source.writeSnapshot();
      const elsewhere = decodeIndexSnapshot(snapshots.data!);
      snapshots.data = await encodeIndexSnapshot({ ...elsewhere, database: `${elsewhere.database}0` });
      for (const data of [snapshots.data, Buffer.from('garbage')]) {
        snapshots.data = data;
        const index = createCandidateIndex(t().db, {
          exposureSnapshotMs: 0,
          snapshots,
          onError: (e) => errors.push(e),
        });
        await index.start();
        expect(index.loadedFrom).toEqual({ source: 'database' });
        expect(index.has(man!.user.id)).toBe(true);
        await index.stop();
      }
      expect(errors.map((error) => (error as Error).message)).toEqual([
        expect.stringContaining('another database'),
        expect.stringContaining('not a snapshot'),
      ]);
      expect(errors.every((error) => error instanceof UnusableSnapshot)).toBe(true);
    } finally {
      await source.stop();
    }
  });
});

describe.each(BACKENDS)('the app and its snapshot in the object store (%s)', (backend) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-index-snapshot-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes it where the next process reads it, and that process ranks decks from it', async () => {
    const spot = randomSpot();
    const seeker = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 45] },
      columns: { ...spot, maxDistance: 30 },
    });
    const men = await someMen(3, spot);
    const storage =
      backend === 's3'
        ? await freshStorage('s3')
        : { objects: createFolderStorage(path.join(dataDir, 'uploads')), env: {} };
    const env = { CANDIDATE_INDEX_SNAPSHOT_MS: '900000', DATA_DIR: dataDir, ...storage.env };

    const before = await createTestApp(env);
    try {
      expect(await before.app.candidateIndex.readyWithin(60_000)).toBe(true);
      await before.app.candidateIndex.writeSnapshot();
    } finally {
      await before.close();
    }
    expect(await storage.objects.has(INDEX_SNAPSHOT_KEY)).toBe(true);

    const later = await createTestApp(env);
    try {
      expect(await later.app.candidateIndex.readyWithin(60_000)).toBe(true);
      expect(later.app.candidateIndex.loadedFrom).toMatchObject({ source: 'snapshot' });
      const shown = await recommendedIds(later.app, seeker.token, 'limit=50');
      expect(shown).toEqual(expect.arrayContaining(men.map((man) => man.user.id)));
    } finally {
      await later.close();
    }
  });
});
