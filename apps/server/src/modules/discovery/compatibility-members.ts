import { inArray } from 'drizzle-orm';
import { ageOn } from '@kindred/contract/age';
import type { Database } from '../../db/database';
import { questionAnswers } from '../../db/schema/answers';
import type { CompatibilityMember, QuestionAnswer } from '../compatibility/compatibility-member';

export type AnswersByMember = Map<string, Record<string, QuestionAnswer>>;

/** Answers of many members in one query (the candidates of one recommendation request). */
export async function loadAnswers(db: Database, userIds: readonly string[]): Promise<AnswersByMember> {
  const byMember: AnswersByMember = new Map();
  if (userIds.length === 0) return byMember;
  const rows = await db
    .select({
      userId: questionAnswers.userId,
      questionId: questionAnswers.questionId,
      answer: questionAnswers.answer,
      accepted: questionAnswers.accepted,
      importance: questionAnswers.importance,
    })
    .from(questionAnswers)
    .where(inArray(questionAnswers.userId, [...userIds]));
  for (const row of rows) {
    const answers = byMember.get(row.userId) ?? {};
    answers[row.questionId] = { answer: row.answer, accepted: row.accepted, importance: row.importance };
    byMember.set(row.userId, answers);
  }
  return byMember;
}

/** The profile fields the engine reads, whichever query loaded them. */
export interface ProfileTraits {
  birthdate: string | null;
  interests: readonly string[];
  lookingFor: string | null;
  drinking: string;
  smoking: string;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  bio: string;
}

export function toCompatibilityMember(
  traits: ProfileTraits,
  answers: Record<string, QuestionAnswer> = {},
  today = new Date(),
): CompatibilityMember {
  return {
    answers,
    interests: traits.interests,
    lookingFor: traits.lookingFor,
    drinking: traits.drinking,
    smoking: traits.smoking,
    age: traits.birthdate ? ageOn(traits.birthdate, today) : null,
    ageRange: [traits.ageMin, traits.ageMax],
    maxDistance: traits.maxDistance,
    bioLength: traits.bio.trim().length,
    answeredCount: Object.keys(answers).length,
  };
}
