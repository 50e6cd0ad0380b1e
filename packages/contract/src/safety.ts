// SPEC 2 (Blocked Users, Safety Center), 3 (Blocked user, Forms: report form), 5 (Forms) and 6
// (blocking); DESIGN 7: reports reach a moderation queue.
import { z } from 'zod';
import { LIMITS } from './constants';
import { DISCOVERY_MESSAGES } from './discovery';
import { REPORT_REASONS } from './enums';
import { paginationSchema } from './matches';
import { textField } from './text';
import { voiceNoteSchema } from './voice-notes';

export type ReportReason = (typeof REPORT_REASONS)[number];

export const SAFETY_MESSAGES = {
  reasonRequired: DISCOVERY_MESSAGES.reportReasonInvalid,
  descriptionRequired: 'Please describe what happened',
  descriptionTooLong: 'Please keep the description under 1000 characters',
  subjectTooLong: 'Please keep the name or ID under 100 characters',
  reportReceived: DISCOVERY_MESSAGES.reportReceived,
  moderatorsOnly: 'Only moderators can open the moderation queue',
  reportNotFound: 'Report not found',
  reportAlreadyResolved: 'This report has already been resolved',
  reportNamesNoMember: 'This report names no member, so it can only be dismissed',
  tooManyReports:
    'You have sent a lot of reports today. Our safety team is reviewing them; you can send more tomorrow. In an emergency, contact local authorities.',
} as const;

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  fake_profile: 'Fake profile',
  inappropriate: 'Inappropriate content',
  harassment: 'Harassment',
  underAge: 'Underage user',
  offline: 'Offline behavior',
  other: 'Other',
};

export const SAFETY_TEXTS = {
  tabs: { tips: 'Safety Tips', report: 'Report a Concern', resources: 'Resources' },
  reportTitle: 'Report a Concern',
  reason: 'Reason',
  chooseReason: 'Choose a reason',
  description: 'Description',
  subject: 'User name or ID (optional)',
  submit: 'Submit Report',
  submitting: 'Submitting...',
  submitted: 'Report submitted',
  submitAnother: 'Submit Another Report',
} as const;

export const BLOCKED_USERS_TEXTS = {
  empty: 'No blocked users',
  unblock: 'Unblock',
  blockedOn: (date: string) => `Blocked ${date}`,
} as const;

/**
 * Block and report wherever a member meets someone (issue 32, decision 080): the cards of For You
 * and Discover, Likes You, the chat header and the unmatch dialog. SPEC 6's block text, in its voice.
 */
export const MEMBER_SAFETY_TEXTS = {
  menuLabel: (name: string) => `Report or block ${name}`,
  report: (name: string) => `Report ${name}`,
  block: (name: string) => `Block ${name}`,
  blockTitle: (name: string) => `Block ${name}?`,
  /** SPEC 6 (stated in text): what a block does, for someone the member has not matched. */
  blockConfirm: "They won't be able to see your profile, message you or match with you, and you won't see them again.",
  /** The same, with a match: it ends too (SPEC 6: a block removes an existing match). */
  blockConfirmMatched:
    "They won't be able to see your profile or message you, you won't see them again, and your match ends.",
  confirmBlock: 'Block',
  blocking: 'Blocking...',
  blocked: (name: string) => `You blocked ${name}. You won't see each other again.`,
  /** The unmatch dialog's "Also report" (issue 32): the report is filed, then the match ends. */
  alsoReport: (name: string) => `Also report ${name}`,
  unmatchAndReport: 'Unmatch and report',
  unmatchedAndReported: (name: string) => `You unmatched ${name}. Our safety team will review your report.`,
} as const;

/** The Safety Center form (SPEC 3 Forms: reason, description, optional user name or ID). */
export const safetyReportInputSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: SAFETY_MESSAGES.reasonRequired }),
  description: textField('description', {
    lines: 'multi',
    missing: SAFETY_MESSAGES.descriptionRequired,
    notString: SAFETY_MESSAGES.descriptionRequired,
  })
    .trim()
    .min(1, { error: SAFETY_MESSAGES.descriptionRequired })
    .max(1000, { error: SAFETY_MESSAGES.descriptionTooLong }),
  reportedUser: textField('reportedUser').trim().max(100, { error: SAFETY_MESSAGES.subjectTooLong }).optional(),
});
export type SafetyReportInput = z.infer<typeof safetyReportInputSchema>;

/** SPEC 3 Blocked user. */
export const blockedUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  blockedDate: z.string(),
  reason: z.string().nullable(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockedUsersResponseSchema = z.object({ blockedUsers: z.array(blockedUserSchema) });
export const blockMemberInputSchema = z.object({
  userId: textField('userId').min(1),
  reason: textField('reason', { lines: 'multi' }).trim().max(1000).optional(),
});

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'remove-photo'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'warned', 'suspended', 'photo-removed'] as const;
/** The queue's orders (decision 030): most-reported = most distinct members with an open report. */
export const MODERATION_SORTS = ['most-reported', 'newest', 'oldest'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];

export const moderationQueueQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES).default('open'),
  sort: z.enum(MODERATION_SORTS).default('most-reported'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(LIMITS.moderationPageSize),
});

export const MODERATION_TEXTS = {
  title: 'Moderation queue',
  empty: 'No open reports',
  reporter: 'Reported by',
  reported: 'Reported member',
  unknownMember: 'No member named',
  recentMessages: 'Recent messages between them',
  reportedMessage: 'Reported message',
  aroundReportedMessage: 'The reported message in its conversation',
  noMessages: 'No messages between them',
  actions: { dismiss: 'Dismiss', warn: 'Warn', suspend: 'Suspend', 'remove-photo': 'Remove photo' } satisfies Record<
    ModerationAction,
    string
  >,
  resolved: { dismissed: 'Dismissed', warned: 'Warned', suspended: 'Suspended', 'photo-removed': 'Photo removed' },
  /** A report Kindred's own screening filed (decision 081): no member is its reporter. */
  screening: 'Kindred screening',
  heldMessages: 'Messages held from their recipients',
  copiedOpeners: (conversations: number) =>
    `The same first message went into ${conversations} conversations in 24 hours. From the ${LIMITS.copiedOpeners.conversations + 1}th on it is held: Dismiss delivers what is held; Warn or Suspend keeps it from its recipients.`,
} as const;

const moderationMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  age: z.number().nullable(),
  location: z.string(),
  bio: z.string(),
  photos: z.array(z.string()),
  status: z.enum(['active', 'suspended']),
  openReports: z.number(),
  /** How many different members have an open report about them (the queue's "most reported"). */
  reporters: z.number(),
  /** Hidden from everyone new until a moderator decides (decision 083). */
  quarantined: z.boolean(),
});

export const moderationReportSchema = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  source: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  /** What the reporter typed as "user name or ID" on the Safety Center form, if anything. */
  subject: z.string().nullable(),
  /** Null when Kindred's own screening filed the report (decision 081). */
  reporter: z.object({ id: z.string(), name: z.string() }).nullable(),
  reported: moderationMemberSchema.nullable(),
  recentMessages: z.array(
    z.object({
      id: z.string(),
      senderId: z.string(),
      content: z.string(),
      createdAt: z.string(),
      /** A voice note (decision 109), kept for the report even when its sender unsent the message. */
      voice: voiceNoteSchema.nullable().optional(),
    }),
  ),
  /** The one message reported, when the report is about one: it is among `recentMessages`. */
  reportedMessageId: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;
export const moderationReportsResponseSchema = z.object({
  reports: z.array(moderationReportSchema),
  pagination: paginationSchema,
});
export const moderationActionResponseSchema = z.object({ report: moderationReportSchema });
