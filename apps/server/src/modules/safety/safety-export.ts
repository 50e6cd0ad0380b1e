import type { Database } from '../../db/database';
import { blocksBy } from './blocks.repo';
import { hiddenWordsOf } from './hidden-words.repo';
import { reportsBy } from './reports.repo';

/** The safety section of a member's data export: whom they blocked, what they reported, their Hidden Words. */
export async function exportSafetyOf(db: Database, userId: string) {
  const [blocked, reported, hidden] = await Promise.all([
    blocksBy(db, userId),
    reportsBy(db, userId),
    hiddenWordsOf(db, userId),
  ]);
  return {
    hiddenWords: hidden?.words ?? [],
    blockedMembers: blocked.map((row) => ({
      memberId: row.blockedId,
      reason: row.reason,
      at: row.createdAt.toISOString(),
    })),
    reports: reported.map((row) => ({
      memberId: row.reportedId,
      reason: row.reason,
      details: row.details,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
