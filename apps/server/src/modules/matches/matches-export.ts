import type { Database } from '../../db/database';
import { matchesOfMember } from './matches.repo';

/** The matches section of a member's data export: every match, live or ended. */
export async function exportMatchesOf(db: Database, userId: string) {
  const pairs = await matchesOfMember(db, userId);
  return {
    matches: pairs.map((row) => ({
      id: row.id,
      memberId: row.userLow === userId ? row.userHigh : row.userLow,
      compatibilityScore: row.compatibilityScore,
      subScores: row.subScores,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
    })),
  };
}
