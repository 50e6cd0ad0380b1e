// What the in-memory candidate index reads (docs/decisions/054): recommendable members in pages,
// the members changed since a moment, and a seeker's own exclusions.
import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../http/is-uuid';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { answersColumn, parseAnswers } from './candidate-answers.repo';
import { uuidArray } from '../../db/array-literal';
import type { IndexedMember } from './member-columns';
import { REPLY_RATE } from './ranking';

type Raw = Omit<IndexedMember, 'answers' | 'answeredCount' | 'lastActiveAt' | 'boostedUntil' | 'replyRate'> & {
  replyRate: number | string | null;
  answers: Parameters<typeof parseAnswers>[0];
  lastActiveAt: string | Date;
  boostedUntil: string | Date | null;
};

const profileColumns = sql`p.user_id AS id, p.shown_lat AS "shownLat", p.shown_lng AS "shownLng", p.gender,
  p.show_me AS "showMe", p.birthdate::text AS birthdate, p.age_min AS "ageMin", p.age_max AS "ageMax",
  p.max_distance AS "maxDistance", p.location_sharing AS "locationSharing", p.interests,
  p.looking_for AS "lookingFor", p.drinking, p.smoking, length(btrim(p.bio)) AS "bioLength",
  p.last_active_at AS "lastActiveAt", p.boosted_until AS "boostedUntil",
  (SELECT rr.rate FROM reply_rates rr WHERE rr.user_id = p.user_id) AS "replyRate"`;
const indexColumns = sql`${profileColumns}, ${answersColumn(sql`p.user_id`, 'all')} AS answers`;

/** Who may be recommended to anyone at all: the hard rules that do not depend on the seeker. */
const recommendable = sql`p.discoverable AND p.profile_visibility = 'Everyone' AND p.paused_at IS NULL AND u.status = 'active'
  AND p.shown_lat IS NOT NULL AND p.shown_lng IS NOT NULL`;

function toIndexed(row: Raw): IndexedMember {
  const answers = parseAnswers(row.answers);
  return {
    ...row,
    shownLat: Number(row.shownLat),
    shownLng: Number(row.shownLng),
    bioLength: Number(row.bioLength),
    answeredCount: answers.answeredCount,
    answers: answers.shared,
    lastActiveAt: new Date(row.lastActiveAt),
    boostedUntil: row.boostedUntil ? new Date(row.boostedUntil) : null,
    replyRate: row.replyRate === null ? REPLY_RATE.prior : Number(row.replyRate),
  };
}

/** A uuid written into a statement's text (checked first: nothing else can get in). */
function uuidLiteral(id: string): SQL {
  if (!isUuid(id)) throw new Error(`not a uuid: ${id}`);
  return sql.raw(`'${id}'::uuid`);
}

/**
 * Recommendable members after `afterId` in id order, `limit` at a time (loading the index). Their
 * answers come from one range of the answers' primary key, read in order and grouped per member: a
 * page of members costs two index scans, not one lookup per member.
 */
export async function recommendableMembersAfter(
  db: Database,
  afterId: string,
  limit: number,
): Promise<IndexedMember[]> {
  // The bounds are written into the text, not sent as parameters: the pool plans parameterised
  // statements generically (db/postgres-pool.ts), and the generic plan of this page merge-joins
  // every user before the bound: 1.8-3.8 s a page at a million members instead of 70 ms.
  const result = await db.execute(sql`
    SELECT ${profileColumns}, NULL AS answers FROM profiles p JOIN users u ON u.id = p.user_id
    WHERE p.user_id > ${uuidLiteral(afterId)} AND ${recommendable}
    ORDER BY p.user_id LIMIT ${sql.raw(String(Math.trunc(limit)))}`);
  const rows = rowsOf<Raw>(result);
  if (rows.length === 0) return [];
  // One range of the answers' primary key, grouped per member into one JSON value each.
  const grouped = rowsOf<{ userId: string; answers: Parameters<typeof parseAnswers>[0] }>(
    await db.execute(sql`
      SELECT qa.user_id AS "userId", json_build_object('count', count(*),
        'shared', json_agg(json_build_array(qa.question_id, qa.answer, qa.accepted, qa.importance))) AS answers
      FROM question_answers qa
      WHERE qa.user_id > ${uuidLiteral(afterId)} AND qa.user_id <= ${uuidLiteral(rows[rows.length - 1]!.id)}
      GROUP BY qa.user_id`),
  );
  const answers = new Map(grouped.map((row) => [row.userId, parseAnswers(row.answers)]));
  return rows.map((row) => {
    const own = answers.get(row.id);
    return { ...toIndexed(row), answers: own?.shared ?? {}, answeredCount: own?.answeredCount ?? 0 };
  });
}

/** Of `ids`, the members who are recommendable now (the others leave the index). */
export async function recommendableMembersAmong(db: Database, ids: readonly string[]): Promise<IndexedMember[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    SELECT ${indexColumns} FROM profiles p JOIN users u ON u.id = p.user_id
    WHERE p.user_id = ANY(${uuidArray(ids)}::uuid[]) AND ${recommendable}`);
  return rowsOf<Raw>(result).map(toIndexed);
}

const micros = sql`(extract(epoch FROM changed_at) * 1000000)::bigint`;

/** The latest change noted so far, in microseconds since the epoch (the index loads from here). */
export async function latestCandidateChange(db: Database): Promise<{ us: number }> {
  const result = await db.execute(sql`SELECT coalesce(max(${micros}), 0) AS us FROM candidate_changes`);
  return { us: Number(rowsOf<{ us: string | number }>(result)[0]!.us) };
}

/**
 * This database and no other (a snapshot of the index belongs to one): its cluster's system
 * identifier and its own oid, both new when a database is created again.
 */
export async function databaseIdentity(db: Database): Promise<string> {
  const result = await db.execute(sql`
    SELECT (SELECT system_identifier FROM pg_control_system())::text || '/' ||
      (SELECT oid FROM pg_database WHERE datname = current_database())::text AS id`);
  return rowsOf<{ id: string }>(result)[0]!.id;
}

/** A point in the list of changes: changed after `us`, or at `us` by a member whose id sorts after `userId`. */
export interface ChangeCursor {
  us: number;
  userId: string;
}

/** The next changes after `cursor`, oldest first (by time, then member id), at most `limit`. */
export async function candidateChangesAfter(
  db: Database,
  cursor: ChangeCursor,
  limit: number,
): Promise<{ userId: string; us: number }[]> {
  // Whole microseconds from the epoch, added as an interval: exact, unlike a float of seconds.
  const at = sql`(timestamptz 'epoch' + ${Math.max(0, Math.floor(cursor.us))}::bigint * interval '1 microsecond')`;
  const result = await db.execute(sql`
    SELECT user_id AS "userId", ${micros} AS us FROM candidate_changes
    WHERE changed_at >= ${at} AND (changed_at > ${at} OR user_id > ${cursor.userId}::uuid)
    ORDER BY changed_at, user_id LIMIT ${limit}::int`);
  return rowsOf<{ userId: string; us: string | number }>(result).map((row) => ({ ...row, us: Number(row.us) }));
}

/**
 * Everyone a seeker's decks leave out (acted on, blocked either way, matched) and who liked them.
 * One statement over other modules' tables (`interactions` is the likes module's), read only.
 */
export async function seekerExclusions(
  db: Database,
  seekerId: string,
): Promise<{ excluded: Set<string>; likedBy: Map<string, 'like' | 'superlike'> }> {
  const result = await db.execute(sql`
    SELECT target_id AS id, NULL AS status FROM interactions WHERE actor_id = ${seekerId}
    UNION ALL SELECT blocked_id, NULL FROM blocks WHERE blocker_id = ${seekerId}
    UNION ALL SELECT blocker_id, NULL FROM blocks WHERE blocked_id = ${seekerId}
    UNION ALL SELECT user_high, NULL FROM matches WHERE user_low = ${seekerId} AND ended_at IS NULL
    UNION ALL SELECT user_low, NULL FROM matches WHERE user_high = ${seekerId} AND ended_at IS NULL
    UNION ALL SELECT actor_id, status FROM interactions WHERE target_id = ${seekerId} AND status <> 'dislike'`);
  const excluded = new Set<string>();
  const likedBy = new Map<string, 'like' | 'superlike'>();
  for (const row of rowsOf<{ id: string; status: 'like' | 'superlike' | null }>(result)) {
    if (row.status === null) excluded.add(row.id);
    else likedBy.set(row.id, row.status);
  }
  return { excluded, likedBy };
}
