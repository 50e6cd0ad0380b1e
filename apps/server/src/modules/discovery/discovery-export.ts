import type { Database } from '../../db/database';
import { profileViewsBy } from './discovery.repo';

/** The discovery section of a member's data export: the profiles they viewed. */
export async function exportDiscoveryOf(db: Database, userId: string) {
  const viewed = await profileViewsBy(db, userId);
  return {
    profileViews: viewed.map((row) => ({
      memberId: row.viewedId,
      durationMs: row.durationMs,
      source: row.source,
      at: row.createdAt.toISOString(),
    })),
  };
}
