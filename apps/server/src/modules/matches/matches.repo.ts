import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { liveMatch } from './live-match';
import { matches, type FrozenSubScores } from '../../db/schema/matches';
import type { QuestionAnswer } from '../../db/schema/profiles';
import type { LocationSharing } from '../profiles/shown-distance';

/** A live match as one member sees it: the match and the other member's profile. */
export interface MatchRow {
  id: string;
  compatibilityScore: number;
  subScores: FrozenSubScores;
  reasons: string[];
  createdAt: Date;
  otherId: string;
  name: string;
  birthdate: string | null;
  gender: string | null;
  location: string;
  bio: string;
  occupation: string;
  education: string;
  height: string;
  lookingFor: string | null;
  languages: string[];
  drinking: string;
  smoking: string;
  zodiac: string;
  instagram: string;
  spotifyArtists: string[];
  questions: QuestionAnswer[];
  interests: string[];
  locationSharing: LocationSharing;
  activityStatus: boolean;
  lastActiveAt: Date;
  /** NaN when either member has no location. */
  metres: number;
  verified: boolean;
}

/**
 * The member's live matches (or one of them; live-match.ts says what live means). Reads across
 * profiles, users and blocks in one statement: a list is one query, not one per card.
 */
function liveMatchesOf(me: string, extra: SQL = sql`TRUE`): SQL {
  return sql`
    SELECT m.id, m.compatibility_score AS "compatibilityScore", m.sub_scores AS "subScores", m.reasons,
      m.created_at AS "createdAt", p.user_id AS "otherId", p.name, p.birthdate::text AS birthdate, p.gender,
      p.location, p.bio, p.occupation, p.education, p.height, p.looking_for AS "lookingFor", p.languages,
      p.drinking, p.smoking, p.zodiac, p.instagram, p.spotify_artists AS "spotifyArtists", p.questions,
      p.interests, p.location_sharing AS "locationSharing", p.activity_status AS "activityStatus",
      p.last_active_at AS "lastActiveAt",
      CASE WHEN me.lat IS NULL OR p.shown_lat IS NULL THEN NULL
        ELSE earth_distance(ll_to_earth(me.lat, me.lng), ll_to_earth(p.shown_lat, p.shown_lng)) END AS metres,
      u.verified_at IS NOT NULL AS verified
    FROM matches m
    JOIN profiles me ON me.user_id = ${me}::uuid
    JOIN profiles p ON p.user_id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
    JOIN users u ON u.id = p.user_id
    WHERE (m.user_low = ${me}::uuid OR m.user_high = ${me}::uuid)
      AND ${liveMatch({ match: 'm', me: sql`${me}::uuid`, otherUser: 'u' })}
      AND ${extra}
    ORDER BY m.created_at DESC, m.id`;
}

export async function listLiveMatches(db: Database, me: string): Promise<MatchRow[]> {
  return rowsOf<MatchRow>(await db.execute(liveMatchesOf(me))).map(normalise);
}

export async function findLiveMatch(db: Database, me: string, matchId: string): Promise<MatchRow | undefined> {
  const [row] = rowsOf<MatchRow>(await db.execute(liveMatchesOf(me, sql`m.id = ${matchId}::uuid`)));
  return row ? normalise(row) : undefined;
}

/** The pair of a match `me` belongs to, live or ended (reports may follow an unmatch). */
export async function findMatchPair(
  db: Database,
  me: string,
  matchId: string,
): Promise<{ otherId: string; endedAt: Date | null } | undefined> {
  const [row] = rowsOf<{ otherId: string; endedAt: Date | string | null }>(
    await db.execute(sql`
      SELECT CASE WHEN user_low = ${me}::uuid THEN user_high ELSE user_low END AS "otherId", ended_at AS "endedAt"
      FROM matches WHERE id = ${matchId}::uuid AND (user_low = ${me}::uuid OR user_high = ${me}::uuid)`),
  );
  return row ? { otherId: row.otherId, endedAt: row.endedAt ? new Date(row.endedAt) : null } : undefined;
}

/** Ends the live match between two members, if any; the id of the match ended. */
export async function endLiveMatchBetween(db: Database, a: string, b: string, by: string): Promise<string | null> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE matches SET ended_at = now(), ended_by = ${by}::uuid
      WHERE user_low = ${low}::uuid AND user_high = ${high}::uuid AND ended_at IS NULL
      RETURNING id`),
  );
  return row?.id ?? null;
}

function normalise(row: MatchRow): MatchRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    lastActiveAt: new Date(row.lastActiveAt),
    metres: row.metres === null ? Number.NaN : Number(row.metres),
  };
}

/** The pair's live match, if any (the pair in either order). */
export async function findActiveMatch(db: Database, a: string, b: string) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select()
    .from(matches)
    .where(and(eq(matches.userLow, low), eq(matches.userHigh, high), sql`${matches.endedAt} IS NULL`));
  return row;
}

/** A new match of the pair, with its compatibility frozen as it is now. */
export async function insertMatch(
  db: Database,
  a: string,
  b: string,
  score: { compatibilityScore: number; subScores: FrozenSubScores; reasons: string[] },
) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .insert(matches)
    .values({ userLow: low, userHigh: high, ...score })
    .returning();
  if (!row) throw new Error('insert into matches returned no row');
  return row;
}

/** Every match the member had, live or ended (the data export). */
export async function matchesOfMember(db: Database, userId: string) {
  return db
    .select()
    .from(matches)
    .where(or(eq(matches.userLow, userId), eq(matches.userHigh, userId)));
}
