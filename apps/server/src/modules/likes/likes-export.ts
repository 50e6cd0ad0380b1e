import type { Database } from '../../db/database';
import { interactionsBy } from './likes.repo';

/** The likes section of a member's data export: their likes, super likes and passes. */
export async function exportLikesOf(db: Database, userId: string) {
  const sent = await interactionsBy(db, userId);
  return {
    interactions: sent.map((row) => ({
      memberId: row.targetId,
      status: row.status,
      at: row.createdAt.toISOString(),
    })),
  };
}
