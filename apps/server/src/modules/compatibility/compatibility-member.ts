import type { Importance } from './importance';

/** One member's answer to one question of the bank (question-bank.ts). */
export interface QuestionAnswer {
  /** The option the member chose. */
  answer: string;
  /** The options the member would accept from a partner (usually including their own). */
  accepted: readonly string[];
  importance: Importance;
}

/**
 * How a member replies in the conversation with the other member of the pair. A hook for when
 * conversations exist: absent before the pair chats, and then communication uses depth alone.
 */
export interface ReplyStats {
  /** Share of the other member's messages this member answered, 0 to 1. */
  replyRate: number;
  /** Median minutes between the other's message and this member's reply. */
  medianReplyMinutes: number;
}

/** What the compatibility engine needs to know about one member; the caller loads it. */
export interface CompatibilityMember {
  /** Keyed by question id. */
  answers: Readonly<Record<string, QuestionAnswer>>;
  /** As the member wrote them; compared case-insensitively. */
  interests: readonly string[];
  /** One of the contract's LOOKING_FOR, or null when unset. */
  lookingFor: string | null;
  /** One of the contract's DRINKING, or '' when unset. */
  drinking: string;
  /** One of the contract's SMOKING, or '' when unset. */
  smoking: string;
  age: number | null;
  /** The ages the member wants to see, inclusive. */
  ageRange: readonly [number, number];
  /** The farthest, in miles, the member wants a match to live. */
  maxDistance: number;
  /** Characters in the bio. */
  bioLength: number;
  /** Questions of the bank the member answered (may exceed the shared ones). */
  answeredCount: number;
  replyStats?: ReplyStats;
}

/** What is known about the pair rather than either member. */
export interface PairContext {
  /** Between the two members, or null when either location is unknown. */
  distanceMiles: number | null;
  /**
   * The distance the members may be told, with location-sharing settings applied (rounded, or
   * null when hidden). Reasons quote this one; scores use the exact one. Absent: distanceMiles.
   */
  shownDistanceMiles?: number | null;
  /** Share of members who list an interest, 0 to 1 (case-insensitive key, see interests-score.ts). */
  interestFrequency: (interest: string) => number;
}

/** Neutral value of a sub-score or component when there is nothing to compare. */
export const NEUTRAL_SCORE = 50;

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
