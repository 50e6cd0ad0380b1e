// The naive recommender the benchmark compares against: one SQL returns EVERYONE within the
// member's radius who passes the same hard rules as the real query (gender and showMe both ways,
// age both ways, distance both ways, visible, onboarded, active, not self, not blocked either way,
// not acted on, not matched), the exclusions written the obvious way (NOT EXISTS per candidate);
// then all their answers are loaded and every candidate is scored in JavaScript with the same
// engine and ranking, sorted, and the first 20 returned as the same cards.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { birthdateForAge } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import { recommendationSchema, type Recommendation } from '@kindred/contract/discovery';
import type { Database } from '../../apps/server/src/db/database';
import { rowsOf } from '../../apps/server/src/db/rows';
import { requireMember } from '../../apps/server/src/http/authenticate';
import { findLiveSession } from '../../apps/server/src/modules/auth/auth.repo';
import { hashToken } from '../../apps/server/src/modules/auth/token';
import { compatibility } from '../../apps/server/src/modules/compatibility/compatibility';
import type { QuestionAnswer } from '../../apps/server/src/modules/compatibility/compatibility-member';
import { listAnswers } from '../../apps/server/src/modules/compatibility/answers.repo';
import { reachMetresSql, type CandidateRow } from '../../apps/server/src/modules/discovery/candidates.repo';
import {
  METRES_PER_MILE,
  comparableDistance,
  widestReachMiles,
} from '../../apps/server/src/modules/profiles/shown-distance';
import { toCompatibilityMember } from '../../apps/server/src/modules/compatibility/profile-traits';
import { createInterestFrequencyCache } from '../../apps/server/src/modules/discovery/interest-frequencies';
import { uuidArray } from '../../apps/server/src/db/array-literal';
import { rankScore } from '../../apps/server/src/modules/discovery/ranking';
import { toRecommendation } from '../../apps/server/src/modules/discovery/recommendation-card';
import { photoRefsOfMany } from '../../apps/server/src/modules/photos/photos.repo';
import { cardPhotosOf } from '../../apps/server/src/modules/photos/photo-refs';
import { findProfile, touchLastActive } from '../../apps/server/src/modules/profiles/profiles.repo';

export const NAIVE_PATH = '/api/v1/bench/naive-recommendations';
const PAGE = 20;

const WANTED_GENDER: Record<string, string | null> = {
  Everyone: null,
  Women: 'female',
  Men: 'male',
  'Non-binary': 'non-binary',
};
const SHOW_ME_KEY: Record<string, string> = { female: 'Women', male: 'Men', 'non-binary': 'Non-binary' };

export interface NaiveResult {
  recommendations: Recommendation[];
  /** Members the SQL returned (everyone eligible and unseen in the radius). */
  candidates: number;
}

/** `exposureOf`: the app's candidate index's figure, so both rank with the same fairness term. */
export function createNaiveRecommender(db: Database, exposureOf: (id: string) => number = () => 0) {
  const frequencies = createInterestFrequencyCache(db);

  return async function recommend(memberId: string): Promise<NaiveResult> {
    const today = new Date();
    const [profile, ownAnswers] = await Promise.all([findProfile(db, memberId), listAnswers(db, memberId)]);
    if (!profile || profile.lat === null || profile.lng === null) return { recommendations: [], candidates: 0 };
    const me = toCompatibilityMember(
      profile,
      Object.fromEntries(
        ownAnswers.map((a) => [a.questionId, { answer: a.answer, accepted: a.accepted, importance: a.importance }]),
      ),
      today,
    );
    const age = me.age ?? LIMITS.minAge;
    // Distances as members may know them (docs/decisions/028): filters on the reach of the shown
    // distance, scores and ranks on the comparable distance, as the real recommender.
    const box = widestReachMiles(profile.maxDistance) * METRES_PER_MILE;
    const here = sql`ll_to_earth(${profile.lat}, ${profile.lng})`;
    // Measured to the shown point, as the real query does (docs/decisions/028).
    const there = sql`ll_to_earth(p.shown_lat, p.shown_lng)`;
    const wanted = WANTED_GENDER[profile.showMe] ?? null;
    const showMeKey = profile.gender ? (SHOW_ME_KEY[profile.gender] ?? null) : null;

    const rows = rowsOf<CandidateRow>(
      await db.execute(sql`
        SELECT p.user_id AS id, p.name, p.birthdate::text AS birthdate, p.gender, p.location, p.bio, p.occupation,
          p.education, p.height, p.interests, p.looking_for AS "lookingFor", p.drinking, p.smoking,
          p.age_min AS "ageMin", p.age_max AS "ageMax", p.max_distance AS "maxDistance",
          p.location_sharing AS "locationSharing", p.activity_status AS "activityStatus",
          p.last_active_at AS "lastActiveAt", p.created_at AS "createdAt", p.boosted_until AS "boostedUntil",
          earth_distance(${here}, ${there}) AS metres, u.verified_at IS NOT NULL AS verified,
          liked.status AS "theirStatus", NULL AS "yourStatus", NULL AS "matchId"
        FROM profiles p
        JOIN users u ON u.id = p.user_id
        LEFT JOIN interactions liked ON liked.actor_id = p.user_id AND liked.target_id = ${memberId}
          AND liked.status <> 'dislike'
        WHERE earth_box(${here}, ${box}::float8) @> ${there}
          AND earth_distance(${here}, ${there})
            < least(${reachMetresSql(sql`${profile.maxDistance}::float8`)}, ${reachMetresSql(sql`p.max_distance::float8`)})
          AND p.user_id <> ${memberId}
          AND p.discoverable AND u.status = 'active' AND p.profile_visibility = 'Everyone'
          AND p.birthdate > ${birthdateForAge(profile.ageMax + 1, today)}
          AND p.birthdate <= ${birthdateForAge(profile.ageMin, today)}
          AND p.age_min <= ${age} AND p.age_max >= ${age}
          AND ${wanted === null ? sql`true` : sql`p.gender = ${wanted}`}
          AND ${showMeKey === null ? sql`p.show_me = 'Everyone'` : sql`p.show_me IN ('Everyone', ${showMeKey})`}
          AND NOT EXISTS (SELECT 1 FROM interactions i WHERE i.actor_id = ${memberId} AND i.target_id = p.user_id)
          AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = ${memberId} AND b.blocked_id = p.user_id)
            OR (b.blocker_id = p.user_id AND b.blocked_id = ${memberId}))
          AND NOT EXISTS (SELECT 1 FROM matches m WHERE m.ended_at IS NULL
            AND m.user_low = least(p.user_id, ${memberId}::uuid) AND m.user_high = greatest(p.user_id, ${memberId}::uuid))
      `),
    );

    const answers = new Map<string, Record<string, QuestionAnswer>>();
    if (rows.length > 0) {
      const answerRows = rowsOf<{ userId: string; questionId: string } & QuestionAnswer>(
        await db.execute(sql`
          SELECT user_id AS "userId", question_id AS "questionId", answer, accepted, importance
          FROM question_answers
          JOIN unnest(${uuidArray(rows.map((row) => row.id))}::uuid[]) AS ids(id) ON user_id = ids.id`),
      );
      for (const row of answerRows) {
        const own = answers.get(row.userId) ?? {};
        own[row.questionId] = { answer: row.answer, accepted: row.accepted, importance: row.importance };
        answers.set(row.userId, own);
      }
    }

    const shares = await frequencies.get();
    const ranked = rows.flatMap((raw) => {
      const row: CandidateRow = {
        ...raw,
        metres: Number(raw.metres),
        lastActiveAt: new Date(raw.lastActiveAt),
        createdAt: new Date(raw.createdAt),
        boostedUntil: raw.boostedUntil ? new Date(raw.boostedUntil) : null,
      };
      const miles = comparableDistance(row.metres, row.locationSharing);
      const score = compatibility(me, toCompatibilityMember(row, answers.get(row.id), today), {
        distanceMiles: miles,
        interestFrequency: shares.share,
      });
      if (score.excluded) return [];
      const rank = rankScore(
        {
          compatibility: score.overall,
          theirStatus: row.theirStatus,
          boostedUntil: row.boostedUntil,
          lastActiveAt: row.lastActiveAt,
          miles: miles ?? profile.maxDistance,
          radiusMiles: profile.maxDistance,
          exposure: exposureOf(row.id),
        },
        today,
      );
      return [{ row, score, rank }];
    });
    ranked.sort((a, b) => b.rank - a.rank || a.row.metres - b.row.metres);
    const page = ranked.slice(0, PAGE);

    const photoRefs = await photoRefsOfMany(
      db,
      page.map((entry) => entry.row.id),
    );
    const photos = new Map([...photoRefs].map(([userId, refs]) => [userId, cardPhotosOf(userId, refs)]));
    return {
      recommendations: page.map((entry) =>
        toRecommendation(
          entry.row,
          photos.get(entry.row.id) ?? { photos: [], photoPlaceholders: [] },
          entry.score,
          today,
        ),
      ),
      candidates: rows.length,
    };
  };
}

const naiveResponseSchema = z.object({ recommendations: z.array(recommendationSchema), candidates: z.number() });

/**
 * Mounts the naive recommender on the app under test, behind the same kind of session check as
 * the real routes (session lookup by token hash, then the last-active touch), so both are timed
 * through app.inject with the same HTTP, auth and serialisation costs.
 */
export function registerNaiveRoute(app: FastifyInstance, db: Database): void {
  const recommend = createNaiveRecommender(db, app.candidateIndex.exposureOf);
  const member = requireMember(async (token) => {
    const session = await findLiveSession(db, hashToken(token));
    if (!session || session.status !== 'active') return null;
    await touchLastActive(db, session.userId);
    return { userId: session.userId, sessionId: session.sessionId, role: session.role };
  });
  app.get(NAIVE_PATH, { onRequest: member, schema: { response: { 200: naiveResponseSchema } } }, async (request) =>
    recommend(request.member!.userId),
  );
}
