import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { blockedEitherWay } from '../safety/blocked-either-way';

export interface LikedYouRow {
  userId: string;
  name: string;
  birthdate: string | null;
  superLike: boolean;
  likedAt: Date;
}

/**
 * Who liked `me` and waits for an answer: a like or super like from a member `me` has neither
 * liked nor passed, whom `me` may see (visible to everyone, active, onboarded, no block either way).
 */
function waitingFor(me: string): SQL {
  return sql`FROM interactions i
    JOIN profiles p ON p.user_id = i.actor_id
    JOIN users u ON u.id = i.actor_id
    WHERE i.target_id = ${me} AND i.status IN ('like', 'superlike')
      AND NOT EXISTS (SELECT 1 FROM interactions mine WHERE mine.actor_id = ${me} AND mine.target_id = i.actor_id)
      AND p.discoverable AND p.profile_visibility = 'Everyone' AND p.paused_at IS NULL AND u.status = 'active'
      AND NOT ${blockedEitherWay(sql`${me}::uuid`, sql`i.actor_id`)}`;
}

export async function countLikedYou(db: Database, me: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n ${waitingFor(me)}`));
  return Number(row?.n ?? 0);
}

/** Newest first. */
export async function listLikedYou(db: Database, me: string, limit: number, offset: number): Promise<LikedYouRow[]> {
  const result = await db.execute(sql`
    SELECT i.actor_id AS "userId", p.name, p.birthdate::text AS birthdate,
      i.status = 'superlike' AS "superLike", i.created_at AS "likedAt"
    ${waitingFor(me)}
    ORDER BY i.created_at DESC, i.actor_id
    LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<LikedYouRow>(result).map((row) => ({ ...row, likedAt: new Date(row.likedAt) }));
}

export async function subscriptionOf(db: Database, userId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ subscription: string }>(
    await db.execute(sql`SELECT subscription FROM profiles WHERE user_id = ${userId}`),
  );
  return row?.subscription;
}
