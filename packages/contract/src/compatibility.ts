// DESIGN 6: compatibility. The names the server computes and the web shows.

/** How much a question's answer matters to a member, from "not at all" to "a dealbreaker". */
export const IMPORTANCE_LEVELS = ['irrelevant', 'a little', 'somewhat', 'very', 'mandatory'] as const;
export type Importance = (typeof IMPORTANCE_LEVELS)[number];

/** The words a member sees when choosing an importance. */
export const IMPORTANCE_LABELS: Record<Importance, string> = {
  irrelevant: 'Irrelevant',
  'a little': 'A little important',
  somewhat: 'Somewhat important',
  very: 'Very important',
  mandatory: 'Mandatory',
};

export const QUESTION_CATEGORIES = ['values', 'lifestyle'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** The four sub-scores of the compatibility card, each 0 to 100, in the order the card lists them. */
export const COMPATIBILITY_SUB_SCORES = ['values', 'interests', 'lifestyle', 'communication'] as const;
export type CompatibilitySubScore = (typeof COMPATIBILITY_SUB_SCORES)[number];

export const SUB_SCORE_LABELS: Record<CompatibilitySubScore, string> = {
  values: 'Values',
  interests: 'Interests',
  lifestyle: 'Lifestyle',
  communication: 'Communication',
};

/** What the compatibility card shows for a pair. */
export interface Compatibility {
  /** 0 to 100, the weighted blend of the sub-scores. */
  overall: number;
  subScores: Record<CompatibilitySubScore, number>;
  /** True when a mandatory answer is not accepted by the other member: never recommend the pair. */
  excluded: boolean;
  /** At most three sentences, most informative first ("You live 4 miles apart"). */
  reasons: string[];
}
