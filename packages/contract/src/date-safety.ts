// "Share my date" and check-ins (issue 35 part 2, decision 104): an accepted date plan shared with
// the member's confirmed emergency contacts through a link readable without an account, and a
// timed check-in that asks "Are you OK?" and, unanswered, e-mails those contacts. Ours: SPEC has
// neither.
import { z } from 'zod';
import { textField } from './text';

export const DATE_SAFETY_LIMITS = {
  /** A shared page stops working this many hours after the plan's start. */
  shareHoursAfterStart: 24,
  /** Characters in the member's note to their contacts. */
  noteMax: 200,
  /** Check-in lengths a member may choose, in minutes. */
  checkInMinutes: [30, 60, 120, 180, 240] as const,
  /** Minutes after "Are you OK?" without "I'm OK" before the contacts are e-mailed. */
  answerMinutes: 15,
  /** A check-in can be started from the plan's start until this many hours after it. */
  checkInHoursAfterStart: 24,
} as const;

export type CheckInMinutes = (typeof DATE_SAFETY_LIMITS.checkInMinutes)[number];

export const DATE_SAFETY_MESSAGES = {
  invalidId: 'Invalid share ID',
  shareNotFound: 'Share not found',
  contactsRequired: 'Choose at least one emergency contact.',
  contactNotConfirmed: 'Share your date only with emergency contacts who have confirmed.',
  noteTooLong: `The note can be at most ${DATE_SAFETY_LIMITS.noteMax} characters.`,
  notAccepted: 'Only an accepted date can be shared or checked in on.',
  matchEnded: 'You can no longer share or check in on a date with this match.',
  shareEnded: 'This date is over: it can no longer be shared.',
  /** The public page, for an unknown, revoked or expired link (410). */
  linkGone: 'This shared date is no longer available.',
  tokenRequired: 'This link is missing its code. Open the link from the e-mail again.',
  checkInTooEarly: 'You can start a check-in from the time your date starts.',
  checkInTooLate: 'This date is over: a check-in can be started until a day after it starts.',
  checkInNotShared: 'Share your date with a contact first.',
  checkInOpen: 'You already have a check-in running for this date.',
  checkInMinutesInvalid: 'Choose 30 minutes, 1, 2, 3 or 4 hours.',
  noCheckIn: 'You have no check-in running for this date.',
  revoked: 'Sharing stopped.',
} as const;

export const CHECK_IN_EVENT_KINDS = ['started', 'asked', 'answered', 'ended', 'alerted'] as const;
export type CheckInEventKind = (typeof CHECK_IN_EVENT_KINDS)[number];

export const CHECK_IN_STATES = ['running', 'asked', 'missed', 'ok', 'ended'] as const;
export type CheckInState = (typeof CHECK_IN_STATES)[number];

/** What the screens, the notifications and the e-mails say. */
export const DATE_SAFETY_TEXTS = {
  panelTitle: 'Date safety',
  share: 'Share my date',
  shareTitle: 'Share my date',
  shareIntro:
    'Your chosen contacts get an e-mail with a link to this date: who you are meeting, where and when. The link stops working a day after the date.',
  contactsLabel: 'Send to',
  noContacts: 'Add an emergency contact first: they confirm by e-mail, then you can share dates with them.',
  addContacts: 'Add emergency contacts',
  waitingContact: 'Waiting for confirmation',
  noteLabel: 'A note for your contacts (optional)',
  notePlaceholder: 'e.g. I will text you when I am home.',
  send: 'Share',
  close: 'Close',
  sharedWith: 'Shared with',
  sharedNotice: (names: string) => `Shared with ${names}.`,
  revoke: (name: string) => `Stop sharing with ${name}`,
  revokeAll: 'Stop sharing',
  notShared: 'Not shared yet.',
  // Check-in.
  checkInTitle: 'Check-in',
  checkInIntro: (minutes: number) =>
    `We ask "Are you OK?" when the time is up. No answer within ${minutes} minutes, and we e-mail the contacts you shared this date with.`,
  checkInLength: 'Check in after',
  checkInLengths: { 30: '30 minutes', 60: '1 hour', 120: '2 hours', 180: '3 hours', 240: '4 hours' } satisfies Record<
    CheckInMinutes,
    string
  >,
  startCheckIn: 'Start a check-in',
  checkInFromStart: 'You can start a check-in from the time your date starts.',
  shareFirst: 'Share your date with a contact first.',
  running: (time: string) => `Check-in running: we will ask at ${time}.`,
  askedState: 'Are you OK? Tap "I\u2019m OK" to let us know.',
  missedState: 'You did not check in: we e-mailed your contacts.',
  okState: 'You checked in.',
  endedState: 'Check-in ended.',
  imOk: 'I\u2019m OK',
  endCheckIn: 'End check-in',
  logTitle: 'Check-in log',
  log: {
    started: (minutes: number) => `Check-in started for ${minutes} minutes`,
    asked: 'We asked "Are you OK?"',
    answered: 'You answered "I\u2019m OK"',
    ended: 'You ended the check-in',
    alerted: (names: readonly string[]) =>
      names.length ? `We e-mailed ${names.join(', ')}: you did not check in` : 'No contact could be e-mailed',
  },
  // Notifications.
  askNotice: 'Are you OK? Your date check-in is up. Tap to answer "I\u2019m OK".',
  missedNotice: (names: readonly string[]) =>
    names.length
      ? `You did not check in: we e-mailed ${names.join(', ')}.`
      : 'You did not check in, and no contact could be e-mailed.',
  // The public page.
  pageTitle: 'A shared date',
  pageIntro: (memberName: string) => `${memberName} shared the details of a date with you on Kindred.`,
  pageWith: (name: string) => `Meeting ${name}`,
  pageWhen: 'When',
  pageWhere: 'Where',
  pageNote: (memberName: string) => `${memberName}\u2019s note`,
  pageCancelled: 'This date was cancelled.',
  pageFooter:
    'You received this because you are one of their emergency contacts. If you are worried about their safety, contact them, and in an emergency call your local emergency number.',
  pageMissingToken: 'This link is incomplete. Open the link from the e-mail again.',
  pageLoadFailed: 'This page could not be loaded. Please try again.',
  // E-mails to the contacts.
  shareEmailSubject: (memberName: string) => `${memberName} shared the details of a date with you`,
  shareEmailIntro: (contactName: string, memberName: string) =>
    `Hi ${contactName}, ${memberName} is going on a date and shared its details with you on Kindred, as one of their emergency contacts.`,
  shareEmailAction: 'See the date',
  shareEmailOutro: 'The link stops working a day after the date. You do not need a Kindred account.',
  missedEmailSubject: (memberName: string) => `${memberName} did not check in after their date`,
  missedEmailIntro: (contactName: string, memberName: string, minutes: number) =>
    `Hi ${contactName}, ${memberName} started a safety check-in on Kindred during a date and did not answer "Are you OK?" within ${minutes} minutes.`,
  missedEmailAdvice:
    'It may be nothing (a flat phone battery, a good conversation), but please try to reach them. In an emergency, call your local emergency number.',
  missedEmailDetails: (matchName: string, place: string, when: string) =>
    `The date: meeting ${matchName} at ${place}, ${when}.`,
  okEmailSubject: (memberName: string) => `${memberName} checked in: they are OK`,
  okEmailBody: (contactName: string, memberName: string) =>
    `Hi ${contactName}, ${memberName} has now answered their check-in on Kindred: they are OK.`,
} as const;

const checkInMinutes = z
  .number({ error: DATE_SAFETY_MESSAGES.checkInMinutesInvalid })
  .refine(
    (value): value is CheckInMinutes => (DATE_SAFETY_LIMITS.checkInMinutes as readonly number[]).includes(value),
    {
      error: DATE_SAFETY_MESSAGES.checkInMinutesInvalid,
    },
  );

/** POST /dates/{id}/shares: confirmed contacts of the member's, and an optional note for them. */
export const shareDateInputSchema = z.object({
  contactIds: z
    .array(z.string().trim().min(1).max(100), { error: DATE_SAFETY_MESSAGES.contactsRequired })
    .min(1, { error: DATE_SAFETY_MESSAGES.contactsRequired })
    .max(10),
  note: textField('note', { lines: 'multi' })
    .trim()
    .max(DATE_SAFETY_LIMITS.noteMax, { error: DATE_SAFETY_MESSAGES.noteTooLong })
    .nullable()
    .optional(),
});
export type ShareDateInput = z.input<typeof shareDateInputSchema>;

export const dateShareSchema = z.object({
  id: z.string(),
  contactId: z.string(),
  contactName: z.string(),
  note: z.string().nullable(),
  sharedAt: z.string(),
  expiresAt: z.string(),
});
export type DateShare = z.infer<typeof dateShareSchema>;

/** The member's own contacts, as the share dialog lists them (their own data). */
export const shareContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  confirmed: z.boolean(),
});

/** GET /dates/{id}/shares: the member's live shares of the plan, and their contacts to choose from. */
export const dateSharesResponseSchema = z.object({
  shares: z.array(dateShareSchema),
  contacts: z.array(shareContactSchema),
});
export type DateSharesResponse = z.infer<typeof dateSharesResponseSchema>;

/** The public page: POST {token}, from the e-mail's link. */
export const dateShareTokenSchema = z.object({
  token: textField('token', { missing: DATE_SAFETY_MESSAGES.tokenRequired })
    .min(1, { error: DATE_SAFETY_MESSAGES.tokenRequired })
    .max(200, { error: DATE_SAFETY_MESSAGES.linkGone }),
});
export const dateSharePhotoQuerySchema = dateShareTokenSchema;

/** What a contact reads: first names, the match's main photo (a link scoped to the token), place, time. */
export const sharedDateSchema = z.object({
  memberName: z.string(),
  matchName: z.string(),
  /** `API_PATHS.dateSafety.sharedPhoto` with the token, or null when the match has no photo. */
  photo: z.string().nullable(),
  idea: z.string(),
  place: z.string(),
  startsAt: z.string(),
  timeZone: z.string(),
  note: z.string().nullable(),
  cancelled: z.boolean(),
  expiresAt: z.string(),
});
export type SharedDate = z.infer<typeof sharedDateSchema>;
export const sharedDateResponseSchema = z.object({ data: sharedDateSchema });

/** POST /dates/{id}/check-ins: how long until "Are you OK?". */
export const startCheckInInputSchema = z.object({ minutes: checkInMinutes });
export type StartCheckInInput = z.input<typeof startCheckInInputSchema>;

export const checkInEventSchema = z.object({
  kind: z.enum(CHECK_IN_EVENT_KINDS),
  at: z.string(),
  minutes: z.number().nullable(),
  contactNames: z.array(z.string()),
});
export type CheckInEvent = z.infer<typeof checkInEventSchema>;

export const checkInSchema = z.object({
  id: z.string(),
  datePlanId: z.string(),
  minutes: z.number(),
  state: z.enum(CHECK_IN_STATES),
  startedAt: z.string(),
  endsAt: z.string(),
  askedAt: z.string().nullable(),
  alertedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  events: z.array(checkInEventSchema),
});
export type CheckIn = z.infer<typeof checkInSchema>;

/**
 * GET /dates/{id}/check-ins: the member's check-ins on the plan, newest first, each with its log;
 * `canStart` says whether a new one may start now, `reason` why not.
 */
export const checkInsResponseSchema = z.object({
  checkIns: z.array(checkInSchema),
  canStart: z.boolean(),
  reason: z.string().nullable(),
});
export type CheckInsResponse = z.infer<typeof checkInsResponseSchema>;
export const checkInResponseSchema = z.object({ data: checkInSchema });
