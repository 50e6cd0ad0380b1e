// Members' reply rates (decision 107), read from other modules' tables (matches, messages) and
// written to the discovery module's own `reply_rates`.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { uuidArray } from '../../db/array-literal';
import { rowsOf } from '../../db/rows';
import { REPLY_RATE } from './ranking';

/**
 * Counts again, for each of `ids`, the conversations others started with them over their live
 * matches of the window (a message the member could read: not held by screening, not hidden by
 * their Hidden Words) and those they answered (wrote after the other's first message). A
 * conversation counts once it is answered or `graceHours` old; `recheck_at` is when the next one
 * comes of age. Only members whose counts changed are written, and noted in `candidate_changes`
 * by the same statement, so a chat message costs the candidate indexes nothing unless it is a
 * first reply. Returns how many rates changed.
 */
export async function refreshReplyRates(db: Database, ids: readonly string[], now: Date): Promise<number> {
  if (ids.length === 0) return 0;
  const at = sql`${now.toISOString()}::timestamptz`;
  const grace = sql`make_interval(hours => ${REPLY_RATE.graceHours}::int)`;
  const result = await db.execute(sql`
    WITH members AS (SELECT DISTINCT unnest(${uuidArray(ids)}::uuid[]) AS user_id),
    sides AS (
      SELECT me.user_id, m.id AS match_id, m.user_high AS other_id FROM members me
        JOIN matches m ON m.user_low = me.user_id AND m.ended_at IS NULL
        WHERE m.created_at > ${at} - make_interval(days => ${REPLY_RATE.windowDays}::int)
      UNION ALL
      SELECT me.user_id, m.id, m.user_low FROM members me
        JOIN matches m ON m.user_high = me.user_id AND m.ended_at IS NULL
        WHERE m.created_at > ${at} - make_interval(days => ${REPLY_RATE.windowDays}::int)
    ),
    started AS (
      SELECT s.user_id, s.match_id, (
        SELECT x.created_at FROM messages x
        WHERE x.match_id = s.match_id AND x.sender_id = s.other_id
          AND x.held_at IS NULL AND NOT x.hidden_for_recipient
        ORDER BY x.created_at LIMIT 1) AS first_at
      FROM sides s
    ),
    answered AS (
      SELECT t.user_id, t.first_at, EXISTS (
        SELECT 1 FROM messages y
        WHERE y.match_id = t.match_id AND y.sender_id = t.user_id AND y.created_at > t.first_at) AS replied
      FROM started t WHERE t.first_at IS NOT NULL
    ),
    counted AS (
      SELECT me.user_id,
        count(a.user_id) FILTER (WHERE a.replied OR a.first_at <= ${at} - ${grace})::int AS received,
        count(a.user_id) FILTER (WHERE a.replied)::int AS replied,
        min(a.first_at + ${grace}) FILTER (WHERE NOT a.replied AND a.first_at > ${at} - ${grace}) AS recheck_at
      FROM members me LEFT JOIN answered a ON a.user_id = me.user_id
      GROUP BY me.user_id
    ),
    changed AS (
      SELECT c.* FROM counted c LEFT JOIN reply_rates r ON r.user_id = c.user_id
      WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
        AND (r.user_id IS NULL AND (c.received > 0 OR c.recheck_at IS NOT NULL)
          OR r.user_id IS NOT NULL AND (r.received, r.replied, r.recheck_at) IS DISTINCT FROM (c.received, c.replied, c.recheck_at))
    ),
    written AS (
      INSERT INTO reply_rates (user_id, received, replied, rate, recheck_at, computed_at)
      SELECT user_id, received, replied,
        (replied + ${REPLY_RATE.prior}::real * ${REPLY_RATE.priorWeight}::int) / (received + ${REPLY_RATE.priorWeight}::int)::real,
        recheck_at, ${at}
      FROM changed
      ON CONFLICT (user_id) DO UPDATE SET received = excluded.received, replied = excluded.replied,
        rate = excluded.rate, recheck_at = excluded.recheck_at, computed_at = excluded.computed_at
      RETURNING user_id
    ),
    noted AS (
      INSERT INTO candidate_changes (user_id, changed_at)
      SELECT c.user_id, clock_timestamp() FROM changed c LEFT JOIN reply_rates r ON r.user_id = c.user_id
      WHERE (r.user_id IS NULL AND c.received > 0)
        OR (r.user_id IS NOT NULL AND (r.received, r.replied) IS DISTINCT FROM (c.received, c.replied))
      ON CONFLICT (user_id) DO UPDATE SET changed_at = excluded.changed_at
      RETURNING user_id
    )
    SELECT (SELECT count(*) FROM written)::int AS written, (SELECT count(*) FROM noted)::int AS noted`);
  return rowsOf<{ noted: number }>(result)[0]!.noted;
}

/** Members whose next conversation has come of age (`recheck_at` passed), at most `limit`. */
export async function replyRatesDue(db: Database, now: Date, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT user_id AS "userId" FROM reply_rates
    WHERE recheck_at IS NOT NULL AND recheck_at <= ${now.toISOString()}::timestamptz
    ORDER BY recheck_at LIMIT ${limit}::int`);
  return rowsOf<{ userId: string }>(result).map((row) => row.userId);
}

/** A member's counts (the data export, tests). */
export async function replyRateOf(
  db: Database,
  userId: string,
): Promise<{ received: number; replied: number; rate: number } | undefined> {
  const result = await db.execute(sql`
    SELECT received, replied, rate FROM reply_rates WHERE user_id = ${userId}::uuid`);
  const row = rowsOf<{ received: number; replied: number; rate: number | string }>(result)[0];
  return row && { received: Number(row.received), replied: Number(row.replied), rate: Number(row.rate) };
}
