// DESIGN 6: compatibility. The names the server computes and the web shows.
import { z } from 'zod';
import { textField } from './text';

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

export const ANSWER_MESSAGES = {
  unknownQuestion: 'This question does not exist',
  answerRequired: 'Please choose your answer',
  unknownOption: 'Please choose one of the listed answers',
  acceptedRequired: 'Choose at least one answer you would accept from a match',
  importanceRequired: 'Please choose how much this matters to you',
} as const;

/** PUT /profile/answers/{questionId}: the member's answer, the answers they accept, how much it matters. */
export const answerInputSchema = z.object({
  answer: textField('answer', { missing: ANSWER_MESSAGES.answerRequired, notString: ANSWER_MESSAGES.answerRequired })
    .min(1, { error: ANSWER_MESSAGES.answerRequired })
    .max(60),
  accepted: z
    .array(textField('accepted').max(60), { error: ANSWER_MESSAGES.acceptedRequired })
    .min(1, { error: ANSWER_MESSAGES.acceptedRequired })
    .max(10)
    .transform((ids) => [...new Set(ids)]),
  importance: z.enum(IMPORTANCE_LEVELS, { error: ANSWER_MESSAGES.importanceRequired }),
});
export type AnswerInput = z.infer<typeof answerInputSchema>;

export const questionSchema = z.object({
  id: z.string(),
  category: z.enum(QUESTION_CATEGORIES),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
});
// A plain shape, not answerInputSchema.extend(): responses are encoded by zod, which cannot run
// the input's one-way transform backwards.
export const storedAnswerSchema = z.object({
  questionId: z.string(),
  answer: z.string(),
  accepted: z.array(z.string()),
  importance: z.enum(IMPORTANCE_LEVELS),
  updatedAt: z.string(),
});
export type StoredAnswer = z.infer<typeof storedAnswerSchema>;

/** How many questions the end of onboarding offers (each optional; the rest are on the profile). */
export const QUICK_QUESTION_COUNT = 5;

/**
 * Answers that earn a profile's full answer depth in the score (the server's communication score),
 * and below which For You asks for more (issue 38): about half the bank.
 */
export const WELL_ANSWERED_COUNT = 20;

/** Where the profile's questions section is, for links that lead to it. */
export const QUESTIONS_SECTION_ID = 'compatibility-questions';

/** Decided: what members see when they answer the question bank (onboarding and /profile). */
export const QUESTION_TEXTS = {
  sectionTitle: 'Compatibility questions',
  sectionIntro:
    'Multiple-choice questions about your values and lifestyle. The more you answer, the better your match percentages.',
  answeredCount: (answered: number, total: number) => `${answered} of ${total} answered`,
  progressLabel: 'Questions answered',
  openList: 'Answer questions',
  closeList: 'Hide questions',
  categoryFilter: 'Show questions about',
  allCategories: 'All',
  categories: { values: 'Values', lifestyle: 'Lifestyle' } satisfies Record<QuestionCategory, string>,
  yourAnswer: 'Your answer',
  acceptedAnswers: "Answers you'd accept from a match",
  acceptedHint: 'Starts with your own answer. Tick every answer you would be happy with.',
  importance: 'How important is this to you?',
  mandatoryWarning:
    'Mandatory makes this a dealbreaker: a match whose answer you do not accept will never be recommended to you.',
  save: 'Save answer',
  saving: 'Saving...',
  saved: 'Answer saved',
  skip: 'Skip',
  cancel: 'Cancel',
  clear: 'Clear answer',
  clearing: 'Clearing...',
  cleared: 'Answer cleared',
  notAnswered: 'Not answered yet',
  answer: 'Answer',
  edit: 'Edit',
  answerQuestion: (question: string) => `Answer: ${question}`,
  editAnswer: (question: string) => `Edit your answer: ${question}`,
  youAnswered: (answer: string) => `You: ${answer}`,
  youAccept: (answers: string) => `You accept: ${answers}`,
  noQuestionsInFilter: 'No questions here.',
  loadFailed: 'Failed to load the questions. Please try again.',
  retry: 'Try again',
  saveFailed: 'Failed to save your answer. Please try again.',
  clearFailed: 'Failed to clear your answer. Please try again.',
  quickTitle: 'Answer a few quick questions to improve your matches',
  quickIntro: 'Optional: skip any question you like. You can answer more on your profile at any time.',
  questionOf: (position: number, total: number) => `Question ${position} of ${total}`,
  quickDone: 'Thanks! You can answer more questions, or change these answers, on your profile.',
  quickNoneLeft: 'You have already answered these questions. You can answer more on your profile.',
  /** For You's banner while the member has answered few questions (issue 38). */
  answerMoreTitle: (left: number) =>
    left === 1 ? 'Answer 1 more question to see better matches' : `Answer ${left} questions to see better matches`,
  answerMoreBody:
    'Your match percentages compare your answers with theirs. With few answers, every score sits near the middle.',
  answerMoreAction: 'Answer questions',
} as const;
