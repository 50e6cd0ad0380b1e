// Issue 32 section 4 (decision 086): moderation that finishes the job. Every moderator action on
// a member writes a statement of reasons the member reads; a member may appeal each decision once;
// a moderator's answer is final; every moderator action is kept in an audit log.
import { z } from 'zod';
import { LIMITS } from './constants';
import { apiErrorSchema } from './errors';
import type { REPORT_REASONS } from './enums';
import { paginationSchema } from './matches';
import { textField } from './text';

/** Why a moderator acted: a short list; each has the sentence the member reads by default. */
export const STATEMENT_REASONS = [
  'harassment',
  'inappropriate',
  'fake_profile',
  'underAge',
  'offline',
  'spam',
  'photo_rules',
  'other',
  /** Unsuspending: the moderator looked again. */
  'reviewed',
] as const;
export type StatementReason = (typeof STATEMENT_REASONS)[number];

export const STATEMENT_REASON_TEXTS: Record<StatementReason, { label: string; text: string }> = {
  harassment: { label: 'Harassment', text: 'Messages or behaviour that harassed or threatened another member.' },
  inappropriate: { label: 'Inappropriate content', text: 'Content that breaks the Community Guidelines.' },
  fake_profile: { label: 'Fake profile', text: 'A profile that does not show who you are.' },
  underAge: { label: 'Age', text: 'Kindred is for adults of 18 and over.' },
  offline: { label: 'Offline behaviour', text: 'A report about how you behaved when meeting a member.' },
  spam: { label: 'Spam', text: 'Sending the same or unwanted messages to many members.' },
  photo_rules: {
    label: 'Photo rules',
    text: 'A photo that does not follow the photo rules (it must show you, clearly, and nothing explicit).',
  },
  other: { label: 'Other', text: 'Something that breaks the Community Guidelines.' },
  reviewed: { label: 'Reviewed again', text: 'A moderator reviewed your account again and lifted the suspension.' },
};

/** A report's reason, as the statement's default reason when the moderator gives none. */
export const REPORT_TO_STATEMENT_REASON: Record<(typeof REPORT_REASONS)[number], StatementReason> = {
  fake_profile: 'fake_profile',
  inappropriate: 'inappropriate',
  harassment: 'harassment',
  underAge: 'underAge',
  offline: 'offline',
  other: 'other',
};

export const SUSPENSION_DURATIONS = ['1d', '7d', '30d', 'permanent'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];
/** Days of each duration; null = for good (users.suspended_until stays null). */
export const SUSPENSION_DAYS: Record<SuspensionDuration, number | null> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  permanent: null,
};
export const SUSPENSION_DURATION_LABELS: Record<SuspensionDuration, string> = {
  '1d': '1 day',
  '7d': '7 days',
  '30d': '30 days',
  permanent: 'For good',
};

export const STATEMENT_ACTIONS = ['warn', 'suspend', 'unsuspend', 'remove-photo'] as const;
export type StatementAction = (typeof STATEMENT_ACTIONS)[number];

export const MODERATION_DECISION_MESSAGES = {
  photoRequired: 'Choose the photo to remove',
  photoNotFound: 'That photo is not one of this member’s photos',
  memberNotFound: 'Member not found',
  notSuspended: 'This member is not suspended',
  statementNotFound: 'Decision not found',
  alreadyAppealed: 'You have already appealed this decision',
  cannotAppealUnsuspend: 'There is nothing to appeal in a suspension being lifted',
  appealRequired: 'Please tell us why the decision should change',
  appealTooLong: `Please keep your appeal under ${LIMITS.appealMax} characters`,
  appealNotFound: 'Appeal not found',
  appealAlreadyAnswered: 'This appeal has already been answered',
  ownAppeal: 'Your own appeal is for another moderator to answer',
  answerRequired: 'Please write a short answer for the member',
  answerTooLong: 'Please keep the answer under 1000 characters',
  textTooLong: 'Please keep this under 1000 characters',
  appealTokenInvalid: 'Please sign in again to appeal',
} as const;

const moderatorText = (field: string) =>
  textField(field, { lines: 'multi' }).trim().max(1000, { error: MODERATION_DECISION_MESSAGES.textTooLong });

/**
 * The body of `POST /moderation/reports/{id}/{action}` (optional: a bodiless call takes the
 * report's reason, and a suspension without a duration is for good, as before decision 086).
 */
export const moderationActionBodySchema = z.object({
  reason: z.enum(STATEMENT_REASONS).optional(),
  /** What the member reads beside the reason's sentence. */
  message: moderatorText('message').optional(),
  /** For moderators only: the member never sees it. */
  note: moderatorText('note').optional(),
  duration: z.enum(SUSPENSION_DURATIONS).optional(),
  /** remove-photo: which of the reported member's photos (its URL or id). */
  photoId: textField('photoId').max(300).optional(),
});
export type ModerationActionBody = z.infer<typeof moderationActionBodySchema>;

/** `POST /moderation/members/{id}/unsuspend`. */
export const unsuspendBodySchema = z.object({
  reason: z.enum(STATEMENT_REASONS).optional(),
  message: moderatorText('message').optional(),
  note: moderatorText('note').optional(),
});

export const APPEAL_STATES = ['none', 'open', 'upheld', 'overturned'] as const;
export type AppealState = (typeof APPEAL_STATES)[number];

export const statementSchema = z.object({
  id: z.string(),
  action: z.enum(STATEMENT_ACTIONS),
  reason: z.enum(STATEMENT_REASONS),
  reasonLabel: z.string(),
  /** What the member reads: the reason's sentence, then the moderator's message if any. */
  text: z.string(),
  /** remove-photo: the photo's position, 1 = the first (the photo itself is gone). */
  photoPosition: z.number().nullable(),
  /** suspend: when it ends by itself; null = for good. */
  until: z.string().nullable(),
  createdAt: z.string(),
  appeal: z.object({
    state: z.enum(APPEAL_STATES),
    /** Whether the member may still appeal it (once per decision, never an unsuspension). */
    canAppeal: z.boolean(),
    text: z.string().nullable(),
    /** The moderator's final answer. */
    answer: z.string().nullable(),
    answeredAt: z.string().nullable(),
  }),
});
export type Statement = z.infer<typeof statementSchema>;
export const statementsResponseSchema = z.object({ statements: z.array(statementSchema) });

/**
 * The 403 of a sign-in with the right password while suspended: why, until when, the decision's
 * appeal state, and a short-lived token that can file that decision's appeal and nothing else.
 */
export const suspensionNoticeSchema = z.object({
  statement: statementSchema,
  /** Null once the decision has been appealed. */
  appealToken: z.string().nullable(),
});
export type SuspensionNotice = z.infer<typeof suspensionNoticeSchema>;

export const appealInputSchema = z.object({
  statementId: textField('statementId', {
    missing: MODERATION_DECISION_MESSAGES.statementNotFound,
    notString: MODERATION_DECISION_MESSAGES.statementNotFound,
  }).max(100),
  text: textField('text', {
    lines: 'multi',
    missing: MODERATION_DECISION_MESSAGES.appealRequired,
    notString: MODERATION_DECISION_MESSAGES.appealRequired,
  })
    .trim()
    .min(1, { error: MODERATION_DECISION_MESSAGES.appealRequired })
    .max(LIMITS.appealMax, { error: MODERATION_DECISION_MESSAGES.appealTooLong }),
  /** Instead of a session: the token the suspended sign-in answered with. */
  appealToken: textField('appealToken').max(200).optional(),
});
export type AppealInput = z.infer<typeof appealInputSchema>;
export const appealResponseSchema = z.object({ statement: statementSchema });

export const APPEAL_OUTCOMES = ['uphold', 'overturn'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
export const appealAnswerSchema = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  message: textField('message', {
    lines: 'multi',
    missing: MODERATION_DECISION_MESSAGES.answerRequired,
    notString: MODERATION_DECISION_MESSAGES.answerRequired,
  })
    .trim()
    .min(1, { error: MODERATION_DECISION_MESSAGES.answerRequired })
    .max(1000, { error: MODERATION_DECISION_MESSAGES.answerTooLong }),
});

const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.moderationPageSize),
};
export const QUEUE_AGE_SORTS = ['oldest', 'newest'] as const;
/** The appeals queue shows those waiting, or those answered (what was decided, and by which answer). */
export const APPEAL_QUEUE_STATUSES = ['open', 'answered'] as const;
export type AppealQueueStatus = (typeof APPEAL_QUEUE_STATUSES)[number];
export const moderationAppealsQuerySchema = z.object({
  status: z.enum(APPEAL_QUEUE_STATUSES).default('open'),
  sort: z.enum(QUEUE_AGE_SORTS).default('oldest'),
  ...page,
});
export const moderationAuditQuerySchema = z.object(page);

export const moderationAppealSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'upheld', 'overturned']),
  text: z.string(),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  member: z.object({ id: z.string(), name: z.string(), status: z.enum(['active', 'suspended']) }),
  statement: statementSchema
    .omit({ appeal: true })
    .extend({ note: z.string().nullable(), reportId: z.string().nullable() }),
});
export type ModerationAppeal = z.infer<typeof moderationAppealSchema>;
export const moderationAppealsResponseSchema = z.object({
  appeals: z.array(moderationAppealSchema),
  pagination: paginationSchema,
});
export const moderationAppealResponseSchema = z.object({ appeal: moderationAppealSchema });

export const AUDIT_ACTIONS = [
  'report.dismiss',
  'report.warn',
  'report.suspend',
  'report.remove-photo',
  'member.unsuspend',
  'verification.approve',
  'verification.reject',
  'appeal.uphold',
  'appeal.overturn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  moderator: z.object({ id: z.string().nullable(), name: z.string() }),
  subject: z.object({ id: z.string(), name: z.string() }).nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const moderationAuditResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  pagination: paginationSchema,
});
export const unsuspendResponseSchema = z.object({ statement: statementSchema });

/** What members and moderators read (issue 32 section 4). */
export const MODERATION_DECISION_TEXTS = {
  /** Settings: the member's statements of reasons. */
  statementsTitle: 'Moderation decisions about you',
  statementsEmpty: 'There are no moderation decisions about your account.',
  actions: {
    warn: 'Warning',
    suspend: 'Suspension',
    unsuspend: 'Suspension lifted',
    'remove-photo': 'Photo removed',
  } satisfies Record<StatementAction, string>,
  photoPosition: (position: number) => `Your photo number ${position}`,
  until: (date: string) => `Until ${date}`,
  forGood: 'For good',
  appeal: 'Appeal this decision',
  appealLabel: 'Why should this decision change?',
  appealSend: 'Send appeal',
  appealSending: 'Sending...',
  appealOpen: 'Your appeal is waiting for a moderator.',
  appealUpheld: 'Your appeal was reviewed: the decision stands. This answer is final.',
  appealOverturned: 'Your appeal was reviewed: the decision was overturned. This answer is final.',
  appealYourText: 'Your appeal',
  appealTheirText: 'The member’s appeal',
  answer: 'Moderator’s answer',
  /** Sign-in while suspended. */
  suspendedTitle: 'Your account is suspended',
  suspendedWhy: 'Why',
  suspendedUntil: (date: string) => `Your suspension ends on ${date}. You can sign in again then.`,
  suspendedForGood: 'This suspension is for good.',
  appealOnce: 'You can appeal once. A moderator will read it, and their answer is final.',
  appealSentSignIn: 'Your appeal was sent. Sign in again later to read the answer.',
  appealFailed: 'Failed to send your appeal. Please try again.',
  loadFailed: 'Failed to load moderation decisions. Please try again.',
  /** Notifications. */
  notices: {
    warn: (reason: string) =>
      `Our safety team reviewed a report about your account: ${reason} Please follow the Community Guidelines; further reports may lead to suspension. Read why in Settings.`,
    removePhoto: (position: number, reason: string) =>
      `Our safety team removed your photo number ${position}: ${reason} Read why in Settings.`,
    unsuspend: 'Your suspension has been lifted. Welcome back.',
    appealUpheld: 'Your appeal was answered: the decision stands. Read the answer in Settings.',
    appealOverturned: 'Your appeal was answered: the decision was overturned. Read the answer in Settings.',
  },
  /** Overturning cannot bring a removed photo back (its files are deleted). */
  photoNotRestored:
    'Overturning does not bring the photo back: its files were deleted. The member can upload it again.',
  /** Moderator screens. */
  tabs: { reports: 'Reports', verifications: 'Verifications', appeals: 'Appeals', audit: 'Audit log' },
  appealsEmpty: 'No appeals waiting',
  appealsAnsweredEmpty: 'No appeals answered yet',
  appealsShow: 'Show',
  appealQueueStatuses: { open: 'Waiting', answered: 'Answered' } satisfies Record<AppealQueueStatus, string>,
  /** An answered appeal, as the moderators read it afterwards. */
  appealAnswered: { upheld: 'Upheld: the decision stands', overturned: 'Overturned' },
  finalAnswer: 'Final answer',
  auditEmpty: 'No moderator actions yet',
  uphold: 'Uphold',
  overturn: 'Overturn',
  answerLabel: 'Answer for the member (final)',
  reasonLabel: 'Reason',
  messageLabel: 'Message the member reads (optional)',
  noteLabel: 'Note for moderators (the member never sees it)',
  durationLabel: 'Suspend for',
  warnTitle: (name: string) => `Warn ${name}?`,
  warnBody: (name: string) => `${name} is notified, and reads why in Settings, where they can appeal once.`,
  removePhotoBody: 'The photo and its files are deleted; this cannot be undone.',
  removePhoto: 'Remove photo',
  removePhotoOf: (position: number, name: string) => `Remove photo ${position} of ${name}`,
  unsuspend: 'Unsuspend',
  unsuspendMember: (name: string) => `Unsuspend ${name || 'this member'}`,
  unsuspended: 'Suspension lifted. The member can sign in again and has been told why.',
  moderatorNote: 'Moderator note',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  auditActions: {
    'report.dismiss': 'Report dismissed',
    'report.warn': 'Warned',
    'report.suspend': 'Suspended',
    'report.remove-photo': 'Photo removed',
    'member.unsuspend': 'Suspension lifted',
    'verification.approve': 'Selfie approved',
    'verification.reject': 'Selfie rejected',
    'appeal.uphold': 'Appeal upheld',
    'appeal.overturn': 'Appeal overturned',
  } satisfies Record<AuditAction, string>,
  auditBy: (name: string) => `By ${name || 'a former moderator'}`,
  oldestFirst: 'Oldest first',
  newestFirst: 'Newest first',
} as const;

/** A sign-in's 403: a suspended member who gave the right password also reads `suspension`. */
export const signInRefusedSchema = apiErrorSchema.extend({ suspension: suspensionNoticeSchema.optional() });
