// "We met" (issue 35 part 5, decision 106): the day after an accepted date, or a week after a real
// conversation went quiet without one, each member is asked privately whether they met and whether
// they would like to see the other again. Answers are never shown to the other member; "would see
// again" answers tune the member's own For You order, and "We met and it felt unsafe" files a report.
import { z } from 'zod';
import { textField } from './text';

/**
 * The one answer a prompt stores: the two questions ("Did you meet?" then "Would you like to see
 * them again?") and the unsafe option, folded into one value sent once.
 */
export const WE_MET_ANSWERS = ['did_not_meet', 'see_again', 'not_again', 'unsafe'] as const;
export type WeMetAnswer = (typeof WE_MET_ANSWERS)[number];

/** Why the member is asked: after an accepted date plan, or after a conversation went quiet. */
export const WE_MET_REASONS = ['date', 'quiet'] as const;
export type WeMetReason = (typeof WE_MET_REASONS)[number];

export const WE_MET_LIMITS = {
  /** Asked this many hours after an accepted plan's start ("the day after"). */
  hoursAfterDate: 24,
  /** Plans that started longer ago than this are never asked about (the job was down, or older dates). */
  dateLookbackDays: 14,
  /** A conversation quiet this many days, without a date plan, is asked about. */
  quietDays: 7,
  /** Quiet conversations whose last message is older than this are never asked about. */
  quietLookbackDays: 30,
  /** A conversation counts as real when each member wrote at least this many messages. */
  quietMinMessagesEach: 3,
  /** The unsafe report's optional words. */
  detailsMax: 1000,
  /** GET /we-met answers at most this many open prompts, newest first. */
  listMax: 20,
} as const;

/** The server's answers (errors and refusals). */
export const WE_MET_MESSAGES = {
  invalidId: 'Invalid prompt ID',
  notFound: 'Prompt not found',
  answerRequired: 'Choose an answer.',
  alreadyAnswered: 'You have already answered this.',
  dismissed: 'This question was dismissed.',
  detailsTooLong: `What happened can be at most ${WE_MET_LIMITS.detailsMax} characters.`,
  detailsOnlyWhenUnsafe: 'Details go with "We met and it felt unsafe" only.',
} as const;

/** What the screens say: the prompt card at the top of Matches, its steps, the notification. */
export const WE_MET_TEXTS = {
  sectionLabel: 'Did you meet?',
  /** Step one. */
  didYouMeet: (name: string) => `Did you meet ${name}?`,
  /** Step two. */
  seeAgain: (name: string) => `Would you like to see ${name} again?`,
  yes: 'Yes',
  no: 'No',
  unsafe: 'We met and it felt unsafe',
  dismiss: 'Not now',
  dismissLabel: (name: string) => `Don't ask about ${name}`,
  back: 'Back',
  privateNote: 'Only you see your answer. It helps us show you people you will like.',
  afterDate: (idea: string) => `After your date: ${idea}`,
  afterQuiet: 'Your chat went quiet a week ago',
  thanks: 'Thank you. Your answer stays private.',
  /** The unsafe step: a report to the safety team, then the offer to block or unmatch. */
  unsafeHeading: 'We are sorry. Tell us what happened',
  unsafeDetailsLabel: 'What happened (optional)',
  unsafeSend: 'Send report',
  unsafeSent: 'Your report was sent to our safety team. You can also block or unmatch them.',
  block: 'Block',
  unmatch: 'Unmatch',
  done: 'Done',
  actionFailed: 'That did not work. Please try again.',
  blocked: (name: string) => `${name} is blocked.`,
  unmatched: (name: string) => `You unmatched ${name}.`,
  answerFailed: 'Your answer could not be saved. Please try again.',
  /** The notification (and push) that leads to the card. */
  notification: (name: string) => `Did you meet ${name}? Tell us privately.`,
  /** The report's details when filed from the prompt (the moderator reads them). */
  reportDetails: (details: string) =>
    `Reported after meeting: we met and it felt unsafe.${details ? `\n\n${details}` : ''}`,
} as const;

const id = z.string();

/** POST /we-met/{id}/answer: one answer, once; `details` only with `unsafe`. */
export const weMetAnswerInputSchema = z.object({
  answer: z.enum(WE_MET_ANSWERS, { error: WE_MET_MESSAGES.answerRequired }),
  details: textField('details', { lines: 'multi' })
    .trim()
    .max(WE_MET_LIMITS.detailsMax, { error: WE_MET_MESSAGES.detailsTooLong })
    .optional(),
});
export type WeMetAnswerInput = z.input<typeof weMetAnswerInputSchema>;

/** An open prompt as the member asked sees it. Nothing about the other member's own answer, ever. */
export const weMetPromptSchema = z.object({
  id,
  matchId: id,
  reason: z.enum(WE_MET_REASONS),
  /** The plan it follows (reason 'date'); its idea is what the card names. */
  datePlanId: z.string().nullable(),
  idea: z.string().nullable(),
  /** The other member as the asked member may see them (no photo once the match has ended). */
  otherUser: z.object({ id, name: z.string(), photo: z.string().nullable() }),
  /** Whether the match is still live: block and unmatch are offered only then. */
  matchLive: z.boolean(),
  askedAt: z.string(),
});
export type WeMetPrompt = z.infer<typeof weMetPromptSchema>;

export const weMetPromptsResponseSchema = z.object({ data: z.array(weMetPromptSchema) });

/** The answer stored, as its member reads it back; `reported` when it filed a report. */
export const weMetAnsweredSchema = z.object({
  id,
  answer: z.enum(WE_MET_ANSWERS),
  reported: z.boolean(),
  answeredAt: z.string(),
});
export const weMetAnsweredResponseSchema = z.object({ data: weMetAnsweredSchema });
export type WeMetAnswered = z.infer<typeof weMetAnsweredSchema>;
