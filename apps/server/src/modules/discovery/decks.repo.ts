import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { preparedPerDatabase } from '../../db/prepared-query';
import { uuidArray } from '../../db/array-literal';
import type { Database } from '../../db/database';
import { recommendationDecks } from '../../db/schema/discovery';
import { profiles } from '../../db/schema/profiles';
import { answersColumn, parseAnswers, type CandidateAnswers } from './candidate-answers.repo';
import { reachMetresSql, type PoolRow } from './candidates.repo';

// Placing a member in others' decks reads `interactions` (the likes module's table), `matches` and
// `blocks` in SQL, so the owners are found in one statement. Reads only.

type DeckRow = typeof recommendationDecks.$inferSelect;
/** What a read needs of a stored deck (the ranks and filter serve placing newcomers). */
export type Deck = Pick<DeckRow, 'userId' | 'key' | 'candidateIds' | 'complete' | 'builtAt'>;
export type NewDeck = Omit<DeckRow, 'interests'> & { interests: string[] | null };
type ProfileRow = typeof profiles.$inferSelect;

export async function saveDeck(db: Database, deck: NewDeck): Promise<void> {
  const { userId: _, ...columns } = deck;
  await db
    .insert(recommendationDecks)
    .values(deck)
    .onConflictDoUpdate({ target: recommendationDecks.userId, set: columns });
}

/**
 * Decks built after `since` and before `before` (a time, or a time and the member after whom the
 * previous page ended), newest first, at most `limit`: those whose members may open For You again
 * soon and would find them a day old (recommendations.service.ts buildAhead).
 */
export async function decksBuiltBetween(
  db: Database,
  since: Date,
  before: { builtAt: Date; userId?: string },
  limit: number,
): Promise<{ userId: string; key: string; builtAt: Date }[]> {
  const until = sql`${before.builtAt.toISOString()}::timestamptz`;
  const after = before.userId
    ? sql`(built_at, user_id) < (${until}, ${before.userId}::uuid)`
    : sql`built_at < ${until}`;
  const result = await db.execute(sql`
    SELECT user_id AS "userId", key, built_at AS "builtAt" FROM recommendation_decks
    WHERE built_at > ${since.toISOString()}::timestamptz AND ${after}
    ORDER BY built_at DESC, user_id DESC LIMIT ${limit}::int`);
  return rowsOf<{ userId: string; key: string; builtAt: string | Date }>(result).map((row) => ({
    ...row,
    builtAt: new Date(row.builtAt),
  }));
}

/**
 * Leaves members out of a stored deck, with their ranks, in one statement (a concurrent placement
 * of a newcomer is kept). Keeps the build time: leaving out members who dropped out is not a
 * rebuild. Returns how many the deck holds now.
 */
export async function removeFromDeck(db: Database, userId: string, ids: readonly string[]): Promise<number> {
  const result = await db.execute(sql`
    UPDATE recommendation_decks d
    SET candidate_ids = coalesce(kept.ids, '{}'), ranks = coalesce(kept.ranks, '{}')
    FROM (SELECT array_agg(u.id ORDER BY u.o) AS ids, array_agg(u.r ORDER BY u.o) AS ranks
      FROM recommendation_decks k, unnest(k.candidate_ids, k.ranks) WITH ORDINALITY AS u(id, r, o)
      WHERE k.user_id = ${userId} AND u.id <> ALL(${uuidArray(ids)}::uuid[])) kept
    WHERE d.user_id = ${userId}
    RETURNING cardinality(d.candidate_ids) AS size`);
  return Number(rowsOf<{ size: number }>(result)[0]?.size ?? 0);
}

/**
 * Everything a recommendation read needs about the member asking, in one statement: their
 * profile, all their answers and their stored deck (undefined when there is no profile).
 */
// Read on every page of For You: built and planned once per connection.
const seekerQuery = preparedPerDatabase((db) =>
  db
    .select({
      profile: profiles,
      answers: answersColumn(sql`profiles.user_id`, 'all'),
      deck: sql`(SELECT json_build_object('key', d.key, 'candidateIds', d.candidate_ids, 'complete', d.complete,
        'builtAt', d.built_at)
        FROM recommendation_decks d WHERE d.user_id = profiles.user_id)`,
    })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('kindred_find_seeker'),
);

export async function findSeeker(
  db: Database,
  userId: string,
): Promise<{ profile: ProfileRow; answers: CandidateAnswers; deck: Deck | undefined } | undefined> {
  const [row] = await seekerQuery(db).execute({ userId });
  if (!row) return undefined;
  const deck = (typeof row.deck === 'string' ? JSON.parse(row.deck) : row.deck) as {
    key: string;
    candidateIds: string[];
    complete: boolean;
    builtAt: string;
  } | null;
  return {
    profile: row.profile,
    answers: parseAnswers(row.answers as Parameters<typeof parseAnswers>[0]),
    deck: deck
      ? {
          userId,
          key: deck.key,
          candidateIds: deck.candidateIds,
          complete: deck.complete,
          builtAt: new Date(deck.builtAt),
        }
      : undefined,
  };
}

/** A stored deck whose filter and owner a member passes, with what ranking the member for its owner needs. */
export interface DeckOwner {
  ownerId: string;
  key: string;
  complete: boolean;
  size: number;
  /** The lowest rank in the deck, or null when it is empty. */
  floor: number | null;
  radiusMiles: number;
  /** The owner as ranking reads a member (their answers: those to the placed member's questions). */
  /** The owner as the seeker: what ranking reads of a candidate (their reply rate) is not needed. */
  owner: Omit<PoolRow, 'replyRate'>;
  /** From the owner's place to the placed member's shown point, as the owner's searches measure it. */
  metres: number;
  /** What the placed member did to the owner. */
  theirStatus: 'like' | 'superlike' | null;
}

/**
 * The owners of stored decks in which `memberId` belongs now: the member passes the deck's filter and
 * every hard rule both ways (the same ones a deck's pool applies: candidates.repo.ts), and neither
 * has acted on, blocked or matched the other. Decks are few next to members (one per member who
 * opened For You), so they are read whole and filtered in the statement.
 */
export async function findDeckOwnersFor(
  db: Database,
  memberId: string,
  memberQuestionIds: readonly string[],
  today: string,
): Promise<DeckOwner[]> {
  const ownerAge = sql`date_part('year', age(${today}::date, o.birthdate))`;
  const ownerPoint = sql`ll_to_earth(o.lat, o.lng)`;
  const memberPoint = sql`ll_to_earth(p.shown_lat, p.shown_lng)`;
  const result = await db.execute(sql`
    SELECT d.user_id AS "ownerId", d.key, d.complete, cardinality(d.candidate_ids) AS size,
      d.ranks[cardinality(d.ranks)] AS floor, d.radius_miles AS "radiusMiles",
      o.birthdate::text AS birthdate, o.interests, o.looking_for AS "lookingFor", o.drinking, o.smoking,
      o.age_min AS "ageMin", o.age_max AS "ageMax", o.max_distance AS "maxDistance",
      length(btrim(o.bio)) AS "bioLength", o.location_sharing AS "locationSharing",
      o.last_active_at AS "lastActiveAt", o.boosted_until AS "boostedUntil",
      earth_distance(${ownerPoint}, ${memberPoint}) AS metres,
      (SELECT i.status FROM interactions i
        WHERE i.actor_id = p.user_id AND i.target_id = o.user_id AND i.status <> 'dislike') AS "theirStatus",
      ${answersColumn(sql`o.user_id`, memberQuestionIds)} AS answers
    FROM profiles p
    JOIN users pu ON pu.id = p.user_id AND pu.status = 'active'
    CROSS JOIN recommendation_decks d
    JOIN profiles o ON o.user_id = d.user_id
    WHERE p.user_id = ${memberId} AND p.discoverable AND p.profile_visibility = 'Everyone' AND p.paused_at IS NULL
      AND o.user_id <> p.user_id AND o.lat IS NOT NULL AND o.lng IS NOT NULL AND o.birthdate IS NOT NULL
      AND earth_distance(${ownerPoint}, ${memberPoint})
        < least(${reachMetresSql(sql`d.radius_miles::float8`)}, ${reachMetresSql(sql`p.max_distance::float8`)})
      AND p.birthdate > d.born_after AND p.birthdate <= d.born_on_or_before
      AND p.age_min <= ${ownerAge} AND p.age_max >= ${ownerAge}
      AND (o.show_me = 'Everyone' OR p.gender = CASE o.show_me
        WHEN 'Women' THEN 'female' WHEN 'Men' THEN 'male' WHEN 'Non-binary' THEN 'non-binary' END)
      AND (p.show_me = 'Everyone' OR p.show_me = CASE o.gender
        WHEN 'female' THEN 'Women' WHEN 'male' THEN 'Men' WHEN 'non-binary' THEN 'Non-binary' END)
      AND (d.looking_for IS NULL OR d.looking_for = p.looking_for)
      AND (d.interests IS NULL OR EXISTS (SELECT 1 FROM unnest(p.interests) AS i(name) WHERE lower(i.name) = ANY(d.interests)))
      AND NOT EXISTS (SELECT 1 FROM interactions i WHERE i.actor_id = o.user_id AND i.target_id = p.user_id)
      AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = o.user_id AND b.blocked_id = p.user_id)
        OR (b.blocker_id = p.user_id AND b.blocked_id = o.user_id))
      AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.ended_at IS NULL
        AND m.user_low = least(p.user_id, o.user_id) AND m.user_high = greatest(p.user_id, o.user_id))`);
  type Raw = Omit<DeckOwner, 'owner'> &
    Omit<PoolRow, 'id' | 'answers' | 'metres' | 'theirStatus' | 'replyRate'> & {
      answers: Parameters<typeof parseAnswers>[0];
    };
  return rowsOf<Raw>(result).map((row) => ({
    ownerId: row.ownerId,
    key: row.key,
    complete: row.complete,
    size: Number(row.size),
    floor: row.floor === null ? null : Number(row.floor),
    radiusMiles: Number(row.radiusMiles),
    metres: Number(row.metres),
    theirStatus: row.theirStatus,
    owner: {
      id: row.ownerId,
      birthdate: row.birthdate,
      interests: row.interests,
      lookingFor: row.lookingFor,
      drinking: row.drinking,
      smoking: row.smoking,
      ageMin: row.ageMin,
      ageMax: row.ageMax,
      maxDistance: row.maxDistance,
      bioLength: Number(row.bioLength),
      locationSharing: row.locationSharing,
      lastActiveAt: new Date(row.lastActiveAt),
      boostedUntil: row.boostedUntil ? new Date(row.boostedUntil) : null,
      metres: Number(row.metres),
      theirStatus: null,
      answers: parseAnswers(row.answers),
    },
  }));
}

/**
 * Puts `memberId` into each owner's deck at the place its rank earns (taking out an older entry of
 * theirs), keeping at most `deckSize`, in one statement. A deck rebuilt since under another key is
 * left alone (its build saw the member already).
 */
export async function placeInDecks(
  db: Database,
  memberId: string,
  placements: readonly { ownerId: string; key: string; rank: number }[],
  deckSize: number,
): Promise<void> {
  if (placements.length === 0) return;
  await db.execute(sql`
    UPDATE recommendation_decks d SET candidate_ids = placed.ids, ranks = placed.ranks
    FROM unnest(${uuidArray(placements.map((p) => p.ownerId))}::uuid[],
        ${textArray(placements.map((p) => p.key))}::text[],
        ${`{${placements.map((p) => p.rank).join(',')}}`}::real[]) AS v(owner, key, rank)
    CROSS JOIN LATERAL (
      SELECT array_agg(e.id ORDER BY e.r DESC, e.o) AS ids, array_agg(e.r ORDER BY e.r DESC, e.o) AS ranks
      FROM (
        SELECT all_entries.id, all_entries.r, all_entries.o FROM (
          SELECT u.id, u.r, u.o
          FROM recommendation_decks k, unnest(k.candidate_ids, k.ranks) WITH ORDINALITY AS u(id, r, o)
          WHERE k.user_id = v.owner AND u.id <> ${memberId}::uuid
          UNION ALL SELECT ${memberId}::uuid, v.rank, 0
        ) all_entries
        ORDER BY all_entries.r DESC, all_entries.o
        LIMIT ${deckSize}::int
      ) e
    ) placed
    WHERE d.user_id = v.owner AND d.key = v.key`);
}

/** A text[] literal as one parameter: every element quoted. */
const textArray = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Forgets the member's deck (a "We met" answer changed their taste, decision 106): the next read builds it. */
export async function deleteDeckOf(db: Database, userId: string): Promise<void> {
  await db.delete(recommendationDecks).where(eq(recommendationDecks.userId, userId));
}
