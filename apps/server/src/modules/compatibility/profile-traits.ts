import { ageOn } from '@kindred/contract/age';
import type { CompatibilityMember, QuestionAnswer } from './compatibility-member';

/** A member's own answer rows as the engine reads them. */
export function answerRecord(
  rows: readonly (QuestionAnswer & { questionId: string })[],
): Record<string, QuestionAnswer> {
  return Object.fromEntries(
    rows.map((row) => [row.questionId, { answer: row.answer, accepted: row.accepted, importance: row.importance }]),
  );
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
  answeredCount = Object.keys(answers).length,
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
    answeredCount,
  };
}
