// Candidates' answers to the compatibility questions, read in SQL for the scoring of many at once.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { textArray } from '../../db/array-literal';
import type { QuestionAnswer } from '../compatibility/compatibility-member';
import type { Importance } from '../compatibility/importance';

export interface CandidateAnswers {
  /** Only the questions the seeker answered: the values score and reasons read no others. */
  shared: Record<string, QuestionAnswer>;
  /** Every question the candidate answered (communication reads the count). */
  answeredCount: number;
}

/** A candidate's answers as one JSON value: `{ count, shared: [[questionId, answer, accepted, importance]] }`. */
type AnswersJson = { count: number; shared: [string, string, string[], Importance][] };

/**
 * A correlated column with the answers of the member `userId` names, aggregated in SQL (only the
 * seeker's questions, plus a count): one JSON value parses far faster than ~20 answer rows each.
 */
export function answersColumn(userId: SQL, seekerQuestionIds: readonly string[] | 'all'): SQL {
  const shared =
    seekerQuestionIds === 'all'
      ? sql`true`
      : seekerQuestionIds.length > 0
        ? sql`qa.question_id = ANY(${textArray(seekerQuestionIds)}::text[])`
        : sql`false`;
  return sql`(SELECT json_build_object('count', count(*),
      'shared', coalesce(json_agg(json_build_array(qa.question_id, qa.answer, qa.accepted, qa.importance))
        FILTER (WHERE ${shared}), '[]'))
    FROM question_answers qa WHERE qa.user_id = ${userId})`;
}

export function parseAnswers(value: AnswersJson | string | null): CandidateAnswers {
  const json: AnswersJson = typeof value === 'string' ? JSON.parse(value) : (value ?? { count: 0, shared: [] });
  const shared: Record<string, QuestionAnswer> = {};
  for (const [questionId, answer, accepted, importance] of json.shared)
    shared[questionId] = { answer, accepted, importance };
  return { shared, answeredCount: Number(json.count) };
}

/** Answers of many candidates in one query (the deck build scores its whole pool). */
export async function loadAnswers(
  db: Database,
  userIds: readonly string[],
  seekerQuestionIds: readonly string[],
): Promise<Map<string, CandidateAnswers>> {
  if (userIds.length === 0) return new Map();
  const result = await db.execute(sql`
    SELECT m.id, ${answersColumn(sql`m.id`, seekerQuestionIds)} AS answers
    FROM unnest(${sql`ARRAY[${sql.join(
      userIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]`}) AS m(id)`);
  return new Map(
    rowsOf<{ id: string; answers: AnswersJson | string }>(result).map((row) => [row.id, parseAnswers(row.answers)]),
  );
}
