import { sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../http/is-uuid';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { textArray, uuidArray } from '../../db/array-literal';
import { runByShape, statementsAtOnce } from '../../db/prepared-query';
import { containsPattern } from '../../db/contains-pattern';
import { parsePhotoRefs, photoRefsColumn, type PhotoRef } from '../photos/photo-refs';
import { answersColumn, parseAnswers, type CandidateAnswers } from './candidate-answers.repo';
import { REPLY_RATE } from './ranking';
import {
  CITY_ONLY_ROUNDING_MILES,
  HIDDEN_BAND_MILES,
  METRES_PER_MILE,
  widestReachMiles,
  type LocationSharing,
} from '../profiles/shown-distance';

// These statements read `interactions` (the likes module's table: whom the seeker liked or passed,
// who liked them), `matches` and `blocks` in SQL: the exclusions must be inside the one statement
// of a page for the planner and the index. Reads only; the likes repo alone writes interactions.

/** What the candidate query needs to know about the member asking. */
export interface Seeker {
  id: string;
  lat: number;
  lng: number;
  /** The seeker's own gender as candidates' showMe names it ('Women', 'Men', 'Non-binary'), or null. */
  showMeKey: string | null;
  /** Genders the seeker wants to see, or null for everyone. */
  wantedGenders: readonly string[] | null;
  age: number;
}

export interface CandidateSearch {
  radiusMiles: number;
  /** Birth dates (YYYY-MM-DD) that give the wanted ages today, inclusive. */
  bornAfter: string;
  bornOnOrBefore: string;
  /**
   * Recommendations leave out everyone the seeker liked, super-liked or passed, and every match;
   * Discover keeps likes and matches visible (with their state) and leaves out only passes.
   */
  mode: 'recommendations' | 'discover';
  lookingFor?: string;
  interests?: readonly string[];
  search?: string;
  verifiedOnly?: boolean;
  minPhotos?: number;
  /** Nearest eligible members to fetch before ranking. */
  limit: number;
}

export interface CandidateRow {
  id: string;
  name: string;
  birthdate: string | null;
  gender: string | null;
  location: string;
  bio: string;
  occupation: string;
  education: string;
  height: string;
  interests: string[];
  lookingFor: string | null;
  drinking: string;
  smoking: string;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  locationSharing: LocationSharing;
  activityStatus: boolean;
  lastActiveAt: Date;
  createdAt: Date;
  boostedUntil: Date | null;
  /** From the seeker to the candidate's shown point (docs/decisions/028), never to their place. */
  metres: number;
  verified: boolean;
  /** What the candidate did to the seeker: 'like', 'superlike', or null (nothing or a pass). */
  theirStatus: 'like' | 'superlike' | null;
  /** What the seeker did to the candidate (Discover only keeps likes). */
  yourStatus: 'like' | 'superlike' | null;
  matchId: string | null;
}

/**
 * DESIGN 6 candidate generation, stage one: the nearest members who pass every hard rule, walked
 * from the GiST index on ll_to_earth(shown_lat, shown_lng) in distance order (KNN) inside the radius box, so a
 * dense city costs the same as a sparse one. Exclusions are `NOT IN (subquery)`: PostgreSQL hashes
 * the seeker's seen set once, where NOT EXISTS re-probes it per candidate (DESIGN 10). The plan is
 * pinned by candidates.plan.test.ts. Ranking happens in the service (stage two).
 */
export async function findCandidates(db: Database, seeker: Seeker, search: CandidateSearch): Promise<CandidateRow[]> {
  // Nearest first; sorted here because an outer ORDER BY would be a sort, which the pinned plan
  // prices out of reach (and that price set off PostgreSQL's JIT compiler: +400 ms).
  return withPinnedPlan(db, (tx) => tx.execute(candidateQuery(seeker, search))).then((result) =>
    rowsOf<CandidateRow>(result)
      .map(normaliseCandidate)
      .sort((a, b) => a.metres - b.metres),
  );
}

/**
 * cube's `@>` gets a fixed, tiny selectivity estimate, so on its own the planner picks a bitmap
 * scan of the whole radius box and then sorts it: fine in a village, a scan of hundreds of
 * thousands of rows in a dense city. Turning off bitmap scans and sorts for this one statement
 * leaves the ordered (KNN) index scan, which stops after `limit` eligible rows wherever the member
 * lives. candidates.plan.test.ts pins the result.
 */
export function withPinnedPlan<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (t) => {
    await t.execute(sql`SET LOCAL enable_bitmapscan = off`);
    await t.execute(sql`SET LOCAL enable_sort = off`);
    // A disabled node's price can push the plan's cost past jit_above_cost; compiling costs more
    // than this query ever runs.
    await t.execute(sql`SET LOCAL jit = off`);
    return run(t);
  });
}

/** The statement findCandidates runs (exported so its plan can be pinned). */
export function candidateQuery(seeker: Seeker, search: CandidateSearch): SQL {
  const here = hereOf(seeker);
  const there = shownPoint;
  const me = seeker.id;
  const conditions = eligibility(seeker, search);
  conditions.push(
    sql`p.user_id NOT IN (SELECT blocked_id FROM blocks WHERE blocker_id = ${me})`,
    sql`p.user_id NOT IN (SELECT blocker_id FROM blocks WHERE blocked_id = ${me})`,
  );
  const matchedWithMe = matchedWith(me);
  if (search.mode === 'recommendations') {
    conditions.push(
      sql`p.profile_visibility = 'Everyone'`,
      sql`p.paused_at IS NULL`,
      sql`p.user_id NOT IN (SELECT target_id FROM interactions WHERE actor_id = ${me})`,
      sql`p.user_id NOT IN ${matchedWithMe}`,
    );
  } else {
    conditions.push(
      sql`(p.profile_visibility = 'Everyone' OR (p.profile_visibility = 'Only matches' AND p.user_id IN ${matchedWithMe}))`,
      sql`p.paused_at IS NULL`,
      sql`p.user_id NOT IN (SELECT target_id FROM interactions WHERE actor_id = ${me} AND status = 'dislike')`,
    );
  }

  // Stage one reads only columns the recommendation index holds (recommendations without filters
  // are index-only: the already-swiped neighbours a heavy swiper's walk passes cost no heap reads);
  // the cards' columns are read for the `limit` survivors only. Suspended members are rare, so
  // they are dropped after the walk rather than checked for every row walked.
  return sql`
    WITH nearest AS MATERIALIZED (
      SELECT p.user_id, ${there} <-> ${here} AS knn
      FROM profiles p
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${there} <-> ${here}
      LIMIT ${search.limit}::int)
    SELECT ${cardColumns(me, here, search.mode === 'discover')}
    FROM nearest n
    JOIN profiles p ON p.user_id = n.user_id
    JOIN users u ON u.id = p.user_id
    WHERE u.status = 'active'`;
}

/** What ranking needs about one member (placing them in others' decks): no card fields. */
export interface PoolRow {
  id: string;
  birthdate: string | null;
  interests: string[];
  lookingFor: string | null;
  drinking: string;
  smoking: string;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  bioLength: number;
  locationSharing: LocationSharing;
  lastActiveAt: Date;
  boostedUntil: Date | null;
  /** Smoothed reply rate (ranking.ts REPLY_RATE), 0.5 when nobody has written to them yet. */
  replyRate: number;
  metres: number;
  theirStatus: 'like' | 'superlike' | null;
  answers: CandidateAnswers;
}

/** Ranking columns of a pool row, for the profile `p`. */
const poolColumns = sql`p.user_id AS id, p.birthdate::text AS birthdate, p.interests, p.looking_for AS "lookingFor",
      p.drinking, p.smoking, p.age_min AS "ageMin", p.age_max AS "ageMax", p.max_distance AS "maxDistance",
      length(btrim(p.bio)) AS "bioLength", p.location_sharing AS "locationSharing",
      p.last_active_at AS "lastActiveAt", p.boosted_until AS "boostedUntil",
      (SELECT rr.rate FROM reply_rates rr WHERE rr.user_id = p.user_id) AS "replyRate"`;

type RawPoolRow = Omit<PoolRow, 'answers' | 'replyRate'> & {
  answers: Parameters<typeof parseAnswers>[0];
  replyRate: number | string | null;
};
const toPoolRow = (row: RawPoolRow): PoolRow => ({
  ...row,
  metres: Number(row.metres),
  bioLength: Number(row.bioLength),
  lastActiveAt: new Date(row.lastActiveAt),
  boostedUntil: row.boostedUntil ? new Date(row.boostedUntil) : null,
  replyRate: row.replyRate === null ? REPLY_RATE.prior : Number(row.replyRate),
  answers: parseAnswers(row.answers),
});

/** One member as a pool row with all their answers (placing them in others' decks), or undefined. */
export async function findPoolMember(db: Database, memberId: string): Promise<PoolRow | undefined> {
  const result = await db.execute(sql`
    SELECT ${poolColumns}, 0 AS metres, NULL AS "theirStatus", ${answersColumn(sql`p.user_id`, 'all')} AS answers
    FROM profiles p WHERE p.user_id = ${memberId}`);
  const [row] = rowsOf<RawPoolRow>(result);
  return row ? toPoolRow(row) : undefined;
}

/**
 * Statements a deck window is split into on a server. Measured on the 1M-member bench, 25 ids of a
 * dense city read from disk: p50 34 → 24 ms; from memory no different (docs/decisions/056).
 */
const WINDOW_PARTS = 2;

/** `items` in `count` runs of near-equal length, in order (fewer when there are fewer items). */
export function inParts<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / Math.max(1, count));
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** A deck member who still passes every rule, with what scoring and the card need. */
export interface DeckCandidate {
  row: CandidateRow;
  /** Null when the caller asked for none (it reads them from the candidate index). */
  answers: CandidateAnswers | null;
  photos: PhotoRef[];
}

/**
 * The members of `ids` who still pass every recommendation rule for `seeker` (a stored deck is
 * re-checked on every read: a member who since hid, moved, was blocked or swiped drops out), in
 * no particular order, each with their photos and, unless `seekerQuestionIds` is null, their
 * answers to the seeker's questions: one statement for the whole window. A handful of ids: the
 * exclusions probe by primary key per member instead of hashing the seeker's whole seen set.
 */
export async function findCandidatesAmong(
  db: Database,
  seeker: Seeker,
  search: Omit<CandidateSearch, 'mode' | 'limit'>,
  ids: readonly string[],
  seekerQuestionIds: readonly string[] | null,
): Promise<DeckCandidate[]> {
  if (ids.length === 0) return [];
  type WindowRow = CandidateRow & {
    excluded: boolean;
    answers?: Parameters<typeof parseAnswers>[0];
    photoRefs: string[] | null;
  };
  // Read on every page of For You: prepared per shape (the ids and lists travel as arrays). On a
  // server, in parts on connections of their own: most of a window's time is reading scattered
  // pages one after another (the best fits live all over the radius), and parts read side by side.
  const parts = inParts(ids, Math.min(WINDOW_PARTS, statementsAtOnce(db)));
  const rows = await Promise.all(
    parts.map((part) =>
      runByShape<WindowRow>(db, 'kindred_deck_window', candidatesAmongQuery(seeker, search, part, seekerQuestionIds)),
    ),
  );
  return rows
    .flat()
    .filter((row) => !row.excluded)
    .map(({ answers, photoRefs, excluded: _, ...row }) => ({
      row: normaliseCandidate(row),
      answers: seekerQuestionIds === null ? null : parseAnswers(answers ?? null),
      photos: parsePhotoRefs(photoRefs),
    }));
}

/** The statement findCandidatesAmong runs (exported so its plan can be pinned). */
export function candidatesAmongQuery(
  seeker: Seeker,
  search: Omit<CandidateSearch, 'mode' | 'limit'>,
  ids: readonly string[],
  seekerQuestionIds: readonly string[] | null = [],
): SQL {
  const me = seeker.id;
  // The window's rows come by primary key: no radius box to walk, and each row's point is made once.
  const there = sql`p.shown_point`;
  const conditions = eligibility(
    seeker,
    { ...search, mode: 'recommendations', limit: ids.length },
    { there, box: false },
  );
  conditions.push(sql`p.profile_visibility = 'Everyone'`, sql`p.paused_at IS NULL`);
  // The exclusions are probes in the select list, not anti-joins: the planner then weighs two
  // relations instead of six, and planning cost more than running (bench/recommendations).
  const excluded = sql`(EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${me}::uuid AND b.blocked_id = p.user_id)
      OR EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = p.user_id AND b.blocked_id = ${me}::uuid)
      OR EXISTS (SELECT 1 FROM interactions i WHERE i.actor_id = ${me}::uuid AND i.target_id = p.user_id)
      OR EXISTS (SELECT 1 FROM matches m WHERE m.ended_at IS NULL
        AND m.user_low = least(p.user_id, ${me}::uuid) AND m.user_high = greatest(p.user_id, ${me}::uuid)))`;
  // Fenced so the ids alone pick the rows (primary key), whatever the planner makes of the
  // conditions on the point (it once chose to scan the radius box in the GiST index).
  return sql`
    WITH deck AS MATERIALIZED (
      SELECT *, ${shownPoint} AS shown_point FROM profiles p WHERE p.user_id = ANY(${uuidArray(ids)}::uuid[]))
    SELECT ${cardColumns(me, hereOf(seeker), false, there)},
      ${excluded} AS excluded,
      ${seekerQuestionIds === null ? sql`` : sql`${answersColumn(sql`p.user_id`, seekerQuestionIds)} AS answers,`}
      ${photoRefsColumn(sql`p.user_id`)} AS "photoRefs"
    FROM deck p
    JOIN users u ON u.id = p.user_id
    WHERE u.status = 'active' AND ${sql.join(conditions, sql` AND `)}`;
}

const hereOf = (seeker: Seeker) => sql`ll_to_earth(${seeker.lat}::float8, ${seeker.lng}::float8)`;
/** Others are measured at their shown point (docs/decisions/028): p.lat and p.lng are never read here. */
const shownPoint = sql`ll_to_earth(p.shown_lat, p.shown_lng)`;

/** Both members' preferences, onboarding and the search's own filters; exclusions are the caller's. */
function eligibility(
  seeker: Seeker,
  search: CandidateSearch,
  { there = shownPoint, box = true }: { there?: SQL; box?: boolean } = {},
): SQL[] {
  const here = hereOf(seeker);
  // Both limits (the search's and the candidate's own maximum) are compared with the distance the
  // seeker may know (profiles/shown-distance.ts), so a filter says no more than the card.
  const conditions: SQL[] = [
    // The box holds every point the exact distance below allows: it is there for the GiST index.
    ...(box
      ? [sql`earth_box(${here}, ${widestReachMiles(search.radiusMiles) * METRES_PER_MILE}::float8) @> ${there}`]
      : []),
    sql`earth_distance(${here}, ${there}) < least(${reachMetresSql(sql`${search.radiusMiles}::float8`)}, ${reachMetresSql(sql`p.max_distance::float8`)})`,
    sql`p.user_id <> ${seeker.id}::uuid`,
    sql`p.discoverable`,
    sql`p.birthdate > ${search.bornAfter}::date AND p.birthdate <= ${search.bornOnOrBefore}::date`,
    sql`p.age_min <= ${seeker.age}::smallint AND p.age_max >= ${seeker.age}::smallint`,
    seeker.showMeKey === null
      ? sql`p.show_me = 'Everyone'`
      : sql`(p.show_me = 'Everyone' OR p.show_me = ${seeker.showMeKey})`,
  ];
  if (seeker.wantedGenders) conditions.push(sql`p.gender IN ${seeker.wantedGenders}`);
  if (search.lookingFor) conditions.push(sql`p.looking_for = ${search.lookingFor}`);
  if (search.interests?.length) {
    const wanted = search.interests.map((interest) => interest.toLowerCase());
    conditions.push(
      sql`EXISTS (SELECT 1 FROM unnest(p.interests) AS i(name) WHERE lower(i.name) = ANY(${textArray(wanted)}::text[]))`,
    );
  }
  if (search.search) {
    const pattern = containsPattern(search.search);
    conditions.push(
      sql`(p.name ILIKE ${pattern} OR p.location ILIKE ${pattern} OR p.bio ILIKE ${pattern}
        OR array_to_string(p.interests, ' ') ILIKE ${pattern})`,
    );
  }
  if (search.verifiedOnly) {
    conditions.push(sql`EXISTS (SELECT 1 FROM users v WHERE v.id = p.user_id AND v.verified_at IS NOT NULL)`);
  }
  if (search.minPhotos) {
    conditions.push(sql`(SELECT count(*) FROM photos ph WHERE ph.user_id = p.user_id) >= ${search.minPhotos}`);
  }
  return conditions;
}

/** The columns of a card, seen by `me` from `here`; the query names the profile `p` and the user `u`. */
function cardColumns(me: string, here: SQL, ownState = true, there = shownPoint): SQL {
  // Recommendations leave out everyone the seeker acted on or matched: no need to look those up.
  const yourStatus = ownState
    ? sql`(SELECT i.status FROM interactions i
        WHERE i.actor_id = ${me} AND i.target_id = p.user_id AND i.status <> 'dislike')`
    : sql`NULL::text`;
  const matchId = ownState
    ? sql`(SELECT m.id FROM matches m WHERE m.ended_at IS NULL
        AND m.user_low = least(p.user_id, ${me}::uuid) AND m.user_high = greatest(p.user_id, ${me}::uuid))`
    : sql`NULL::uuid`;
  return sql`p.user_id AS id, p.name, p.birthdate::text AS birthdate, p.gender, p.location, p.bio, p.occupation,
      p.education, p.height, p.interests, p.looking_for AS "lookingFor", p.drinking, p.smoking,
      p.age_min AS "ageMin", p.age_max AS "ageMax", p.max_distance AS "maxDistance",
      p.location_sharing AS "locationSharing", p.activity_status AS "activityStatus",
      p.last_active_at AS "lastActiveAt", p.created_at AS "createdAt", p.boosted_until AS "boostedUntil",
      earth_distance(${here}, ${there}) AS metres,
      u.verified_at IS NOT NULL AS verified,
      (SELECT i.status FROM interactions i
        WHERE i.actor_id = p.user_id AND i.target_id = ${me} AND i.status <> 'dislike') AS "theirStatus",
      ${yourStatus} AS "yourStatus",
      ${matchId} AS "matchId"`;
}

const matchedWith = (me: string) => sql`(SELECT user_high FROM matches WHERE user_low = ${me} AND ended_at IS NULL
      UNION ALL SELECT user_low FROM matches WHERE user_high = ${me} AND ended_at IS NULL)`;

/**
 * One member as `seeker` may see them (a profile view from Discover or a link), or undefined when
 * they may not: hidden, only-matches and not matched, blocked either way, suspended, not onboarded.
 * Preferences do not apply here; the hard rules do. Distance is null when either has no location.
 */
export async function findVisibleMember(
  db: Database,
  seeker: { id: string; lat: number | null; lng: number | null },
  memberId: string,
): Promise<CandidateRow | undefined> {
  if (!isUuid(memberId)) return undefined;
  const me = seeker.id;
  const here =
    seeker.lat === null || seeker.lng === null
      ? sql`NULL::earth`
      : sql`ll_to_earth(${seeker.lat}::float8, ${seeker.lng}::float8)`;
  const result = await db.execute(sql`
    SELECT ${cardColumns(me, here)}
    FROM profiles p
    JOIN users u ON u.id = p.user_id
    WHERE p.user_id = ${memberId} AND p.user_id <> ${me}
      AND p.discoverable AND u.status = 'active'
      AND ((p.profile_visibility = 'Everyone' AND p.paused_at IS NULL)
        OR (p.profile_visibility <> 'Hidden' AND p.user_id IN ${matchedWith(me)}))
      AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${me} AND b.blocked_id = p.user_id)
        OR (b.blocker_id = p.user_id AND b.blocked_id = ${me}))`);
  const [row] = rowsOf<CandidateRow>(result);
  return row ? normaliseCandidate(row) : undefined;
}

/** The drivers disagree on timestamps (Date vs string) and numerics in raw results. */
function normaliseCandidate(row: CandidateRow): CandidateRow {
  return {
    ...row,
    metres: row.metres === null ? Number.NaN : Number(row.metres),
    lastActiveAt: new Date(row.lastActiveAt),
    createdAt: new Date(row.createdAt),
    boostedUntil: row.boostedUntil ? new Date(row.boostedUntil) : null,
  };
}

/**
 * profiles/shown-distance.ts's reachMiles in SQL, in metres, for a profile `p` and a float8 limit
 * in miles (a parameter or a column).
 * reach-metres-sql.test.ts checks the two agree.
 */
export function reachMetresSql(limit: SQL): SQL {
  const city = sql.raw(`${CITY_ONLY_ROUNDING_MILES}.0`);
  const band = sql.raw(`${HIDDEN_BAND_MILES}.0`);
  return sql`(CASE p.location_sharing
      WHEN 'Exact location' THEN floor(${limit}) + 0.5
      WHEN 'City only' THEN CASE WHEN floor(${limit} / ${city}) = 0 THEN 0 ELSE (floor(${limit} / ${city}) + 0.5) * ${city} END
      ELSE greatest(1, ceil(${limit} / ${band})) * ${band} END) * ${sql.raw(String(METRES_PER_MILE))}`;
}
