import type { Database } from '../../db/database';
import { profileViewsBy } from './discovery.repo';
import { replyRateOf } from './reply-rates.repo';

/** The discovery section of a member's data export: the profiles they viewed, their reply rate. */
export async function exportDiscoveryOf(db: Database, userId: string) {
  const [viewed, replyRate] = await Promise.all([profileViewsBy(db, userId), replyRateOf(db, userId)]);
  return {
    replyRate: replyRate ?? null,
    profileViews: viewed.map((row) => ({
      memberId: row.viewedId,
      durationMs: row.durationMs,
      source: row.source,
      at: row.createdAt.toISOString(),
    })),
  };
}
