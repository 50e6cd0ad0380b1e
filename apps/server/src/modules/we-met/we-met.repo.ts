import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { WE_MET_LIMITS, type WeMetAnswer } from '@kindred/contract/we-met';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { datePlans } from '../../db/schema/dates';
import { matches } from '../../db/schema/matches';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';
import { weMetPrompts, type WeMetPromptRow } from '../../db/schema/we-met';
import { liveMatch } from '../matches/live-match';
import { blockedEitherWay } from '../safety/blocked-either-way';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A prompt just created by the job: the member asked, and who about. */
export interface AskedPrompt {
  id: string;
  memberId: string;
  otherId: string;
  matchId: string;
}

/**
 * Asks both members of up to `limit` matches whose accepted date started `hoursAfterDate` hours
 * ago (and at most `dateLookbackDays` days ago): the match still live, or ended after the date
 * started (an open plan a match's end cancelled keeps `match_ended`). One INSERT: the unique
 * (member, match) key and ON CONFLICT DO NOTHING make each member asked once per match, ever,
 * however many processes run it at once; only the rows inserted are returned (and announced).
 */
export async function askAfterDates(db: Database, now: Date, limit: number): Promise<AskedPrompt[]> {
  const dueBy = new Date(now.getTime() - WE_MET_LIMITS.hoursAfterDate * HOUR_MS).toISOString();
  const notBefore = new Date(now.getTime() - WE_MET_LIMITS.dateLookbackDays * DAY_MS).toISOString();
  const rows = await db.execute(sql`
    INSERT INTO we_met_prompts (member_id, other_id, match_id, reason, date_plan_id, created_at)
    SELECT pair.member_id, pair.other_id, s.match_id, 'date', s.plan_id, ${now.toISOString()}::timestamptz
    FROM (
      SELECT DISTINCT ON (d.match_id) d.id AS plan_id, d.match_id, d.proposer_id, d.recipient_id
      FROM date_plans d
      JOIN matches m ON m.id = d.match_id
      WHERE d.starts_at <= ${dueBy}::timestamptz AND d.starts_at > ${notBefore}::timestamptz
        AND (d.state = 'accepted' OR (d.state = 'cancelled' AND d.match_ended))
        AND (m.ended_at IS NULL OR m.ended_at > d.starts_at)
        AND NOT ${blockedEitherWay(sql`d.proposer_id`, sql`d.recipient_id`)}
        AND NOT EXISTS (SELECT 1 FROM we_met_prompts w WHERE w.match_id = d.match_id)
      ORDER BY d.match_id, d.starts_at
      LIMIT ${limit}
    ) s
    CROSS JOIN LATERAL (VALUES (s.proposer_id, s.recipient_id), (s.recipient_id, s.proposer_id))
      AS pair(member_id, other_id)
    JOIN users u ON u.id = pair.member_id AND u.status = 'active'
    ON CONFLICT DO NOTHING
    RETURNING id, member_id AS "memberId", other_id AS "otherId", match_id AS "matchId"`);
  return rowsOf<AskedPrompt>(rows);
}

/**
 * Asks both members of up to `limit` live matches whose conversation went quiet `quietDays` days
 * ago (and at most `quietLookbackDays` ago) after a real exchange (each wrote at least
 * `quietMinMessagesEach` messages), with no date plan ever: they may have met outside the app
 * (decision 106). Once per member per match, as askAfterDates.
 */
export async function askAfterQuietChats(db: Database, now: Date, limit: number): Promise<AskedPrompt[]> {
  const quietSince = new Date(now.getTime() - WE_MET_LIMITS.quietDays * DAY_MS).toISOString();
  const notBefore = new Date(now.getTime() - WE_MET_LIMITS.quietLookbackDays * DAY_MS).toISOString();
  const each = WE_MET_LIMITS.quietMinMessagesEach;
  const wrote = (member: string) => sql`(SELECT count(*) FROM (
      SELECT 1 FROM messages x WHERE x.match_id = m.id AND x.sender_id = ${sql.raw(member)} LIMIT ${each}
    ) enough) = ${each}`;
  const rows = await db.execute(sql`
    INSERT INTO we_met_prompts (member_id, other_id, match_id, reason, created_at)
    SELECT pair.member_id, pair.other_id, s.match_id, 'quiet', ${now.toISOString()}::timestamptz
    FROM (
      SELECT m.id AS match_id, m.user_low, m.user_high
      FROM matches m
      CROSS JOIN LATERAL (
        SELECT x.created_at AS last_at FROM messages x WHERE x.match_id = m.id ORDER BY x.created_at DESC LIMIT 1
      ) latest
      WHERE m.ended_at IS NULL
        AND latest.last_at <= ${quietSince}::timestamptz AND latest.last_at > ${notBefore}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM date_plans d WHERE d.match_id = m.id)
        AND NOT EXISTS (SELECT 1 FROM we_met_prompts w WHERE w.match_id = m.id)
        AND NOT ${blockedEitherWay(sql`m.user_low`, sql`m.user_high`)}
        AND ${wrote('m.user_low')} AND ${wrote('m.user_high')}
      LIMIT ${limit}
    ) s
    CROSS JOIN LATERAL (VALUES (s.user_low, s.user_high), (s.user_high, s.user_low)) AS pair(member_id, other_id)
    JOIN users u ON u.id = pair.member_id AND u.status = 'active'
    ON CONFLICT DO NOTHING
    RETURNING id, member_id AS "memberId", other_id AS "otherId", match_id AS "matchId"`);
  return rowsOf<AskedPrompt>(rows);
}

/** An open prompt as its member reads it. */
export interface OpenPrompt {
  prompt: WeMetPromptRow;
  otherName: string;
  idea: string | null;
  live: boolean;
}

/**
 * The member's open prompts (not answered, not dismissed), newest first. A pair with a block
 * either way is never shown (nor is a prompt about a member who deleted their account: cascade).
 */
export async function openPromptsOf(db: Database, memberId: string, promptId?: string): Promise<OpenPrompt[]> {
  const other = alias(users, 'other_user');
  const otherProfile = alias(profiles, 'other_profile');
  return db
    .select({
      prompt: weMetPrompts,
      otherName: otherProfile.name,
      idea: datePlans.idea,
      live: sql<boolean>`${liveMatch({ match: 'matches', me: sql`${memberId}::uuid`, otherUser: 'other_user' })}`,
    })
    .from(weMetPrompts)
    .innerJoin(matches, eq(matches.id, weMetPrompts.matchId))
    .innerJoin(other, eq(other.id, weMetPrompts.otherId))
    .innerJoin(otherProfile, eq(otherProfile.userId, other.id))
    .leftJoin(datePlans, eq(datePlans.id, weMetPrompts.datePlanId))
    .where(
      and(
        eq(weMetPrompts.memberId, memberId),
        promptId ? eq(weMetPrompts.id, promptId) : undefined,
        isNull(weMetPrompts.answer),
        isNull(weMetPrompts.dismissedAt),
        sql`NOT ${blockedEitherWay(sql`${memberId}::uuid`, sql`other_user.id`)}`,
      ),
    )
    .orderBy(desc(weMetPrompts.createdAt), desc(weMetPrompts.id))
    .limit(WE_MET_LIMITS.listMax);
}

/** One prompt of the member's, whatever its state (undefined for anyone else's). */
export async function findPrompt(db: Database, memberId: string, promptId: string) {
  const [row] = await db
    .select()
    .from(weMetPrompts)
    .where(and(eq(weMetPrompts.id, promptId), eq(weMetPrompts.memberId, memberId)));
  return row;
}

/** Stores the answer if the prompt is still open; undefined when another request came first. */
export async function answerPrompt(
  db: Database,
  memberId: string,
  promptId: string,
  answer: WeMetAnswer,
  now: Date,
): Promise<WeMetPromptRow | undefined> {
  const [row] = await db
    .update(weMetPrompts)
    .set({ answer, answeredAt: now })
    .where(
      and(
        eq(weMetPrompts.id, promptId),
        eq(weMetPrompts.memberId, memberId),
        isNull(weMetPrompts.answer),
        isNull(weMetPrompts.dismissedAt),
      ),
    )
    .returning();
  return row;
}

/** "Not now": the prompt is closed without an answer, and never asked again. */
export async function dismissPrompt(
  db: Database,
  memberId: string,
  promptId: string,
  now: Date,
): Promise<WeMetPromptRow | undefined> {
  const [row] = await db
    .update(weMetPrompts)
    .set({ dismissedAt: now })
    .where(
      and(
        eq(weMetPrompts.id, promptId),
        eq(weMetPrompts.memberId, memberId),
        isNull(weMetPrompts.answer),
        isNull(weMetPrompts.dismissedAt),
      ),
    )
    .returning();
  return row;
}

/** One "would / would not see again" answer with the other member as they are now (ranking's taste). */
export interface TasteAnswer {
  again: boolean;
  interests: string[];
  birthdate: string | null;
}

/** The member's latest `limit` see-again / not-again answers, with the other member's interests and birthdate. */
export async function tasteAnswersOf(db: Database, memberId: string, limit: number): Promise<TasteAnswer[]> {
  const rows = await db
    .select({ answer: weMetPrompts.answer, interests: profiles.interests, birthdate: profiles.birthdate })
    .from(weMetPrompts)
    .innerJoin(profiles, eq(profiles.userId, weMetPrompts.otherId))
    .where(and(eq(weMetPrompts.memberId, memberId), inArray(weMetPrompts.answer, ['see_again', 'not_again'])))
    .orderBy(desc(weMetPrompts.answeredAt))
    .limit(limit);
  return rows.map((row) => ({
    again: row.answer === 'see_again',
    interests: row.interests ?? [],
    birthdate: row.birthdate,
  }));
}

/** Every prompt of the member's (the data export): their own answers only. */
export async function promptsOf(db: Database, memberId: string): Promise<WeMetPromptRow[]> {
  return db.select().from(weMetPrompts).where(eq(weMetPrompts.memberId, memberId)).orderBy(asc(weMetPrompts.createdAt));
}
