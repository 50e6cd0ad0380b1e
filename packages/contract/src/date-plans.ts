// Date plans (issue 35 part 1, decision 101): a date proposed to a match with an idea, a place and a
// time, answered in the chat (accept, suggest another time, decline), cancellable by either with a
// short note, reminded the day before and two hours before, exported to a calendar. Ours: SPEC has
// only the Date Planner's proposal, which was a chat message.
import { z } from 'zod';
import { DATE_PROPOSAL_LIMITS } from './date-planner';
import { isTimeZone } from './quiet-hours';
import { textField } from './text';

export const DATE_PLAN_STATES = ['proposed', 'accepted', 'declined', 'cancelled'] as const;
export type DatePlanState = (typeof DATE_PLAN_STATES)[number];

export const DATE_PLAN_LIMITS = {
  ideaMax: 100,
  placeMax: DATE_PROPOSAL_LIMITS.placeMax,
  noteMax: DATE_PROPOSAL_LIMITS.textMax,
  cancelNoteMax: 200,
  /** A plan starts at most this many days from now ("10 years ahead" is refused). */
  maxDaysAhead: 365,
  /** Reminders, by notification and push, this many hours before the start of an accepted plan. */
  reminderHoursBefore: [24, 2] as const,
  /** GET /dates answers at most this many plans, soonest first. */
  listMax: 100,
} as const;

/** The server's answers (errors and refusals). */
export const DATE_PLAN_MESSAGES = {
  invalidId: 'Invalid date plan ID',
  notFound: 'Date plan not found',
  matchRequired: 'Choose a match to send the proposal to.',
  matchNotFound: 'Match not found',
  matchEnded: 'You can no longer plan a date with this match.',
  ideaRequired: 'Say what the date is: choose an idea or write your own.',
  ideaTooLong: `The idea can be at most ${DATE_PLAN_LIMITS.ideaMax} characters.`,
  ideaNotFound: 'Date idea not found',
  placeRequired: 'Say where to meet.',
  placeTooLong: `The place can be at most ${DATE_PLAN_LIMITS.placeMax} characters.`,
  timeRequired: 'Choose a day and a time.',
  timeInvalid: 'Choose a valid day and time.',
  timeInPast: 'Choose a time in the future.',
  timeTooFar: 'Choose a day within the next year.',
  sameTime: 'Suggest a different time from the one proposed.',
  timeZoneInvalid: 'Unknown time zone.',
  noteRequired: 'Write a message for your match.',
  noteTooLong: `The message can be at most ${DATE_PLAN_LIMITS.noteMax} characters.`,
  cancelNoteTooLong: `The note can be at most ${DATE_PLAN_LIMITS.cancelNoteMax} characters.`,
  notYourTurn: 'Your match has not answered this plan yet.',
  alreadyAnswered: 'This plan has already been answered.',
  ended: 'This plan was declined or cancelled.',
  startPassed: 'This time has passed. Suggest another time.',
  /** GET /dates/{id}/calendar.ics of a plan not (or no longer) accepted. */
  calendarNotAccepted: 'Only an accepted date can be added to a calendar.',
  /** POST /dates with a clientId the member already used for a plan with another match. */
  clientIdTaken: 'This proposal id was already used for another match.',
} as const;

/** What the screens say: the chat card, the Date Planner's Upcoming dates, notifications. */
export const DATE_PLAN_TEXTS = {
  planADate: 'Plan a date',
  upcomingTitle: 'Upcoming dates',
  upcomingEmpty: 'No upcoming dates yet. Propose one to a match below.',
  upcomingLoadFailed: 'Your dates could not be loaded. Please try again.',
  cardLabel: 'Date plan',
  states: {
    proposed: 'Proposed',
    accepted: 'Accepted',
    declined: 'Declined',
    cancelled: 'Cancelled',
  } satisfies Record<DatePlanState, string>,
  waitingFor: (name: string) => `Waiting for ${name} to answer`,
  yourTurn: 'Your answer',
  accept: 'Accept',
  suggestTime: 'Suggest another time',
  decline: 'Decline',
  cancel: 'Cancel date',
  cancelHeading: 'Cancel this date?',
  cancelNoteLabel: 'A short note for your match (optional)',
  cancelConfirm: 'Cancel date',
  keep: 'Keep it',
  newDayLabel: 'New day',
  newTimeLabel: 'New time',
  sendNewTime: 'Send new time',
  addToCalendar: 'Add to calendar',
  cancelledWithNote: (name: string, note: string) => `${name} cancelled: \u201c${note}\u201d`,
  cancelledBy: (name: string) => `Cancelled by ${name}`,
  cancelledYou: 'You cancelled this date',
  matchEnded: 'Cancelled: the match ended',
  actionFailed: 'That did not work. Please try again.',
  // Notifications (the other member reads them).
  proposed: (name: string) => `${name} suggested a date`,
  accepted: (name: string) => `${name} accepted your date`,
  declined: (name: string) => `${name} declined your date`,
  rescheduled: (name: string) => `${name} suggested another time`,
  cancelled: (name: string) => `${name} cancelled your date`,
  reminderDayBefore: (idea: string, name: string) => `Tomorrow: ${idea} with ${name}`,
  reminderSoon: (idea: string, name: string) => `In 2 hours: ${idea} with ${name}`,
  /** The chat message a proposal is sent as, so every client reads it (the web app draws a card). */
  chatLine: (idea: string, place: string, when: string) => `Date proposal: ${idea} at ${place}, ${when}`,
} as const;

const id = z.string().min(1);

const isoInstant = textField('startsAt', {
  missing: DATE_PLAN_MESSAGES.timeRequired,
  notString: DATE_PLAN_MESSAGES.timeInvalid,
})
  .trim()
  .refine(
    (value) => value.length <= 40 && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && Number.isFinite(Date.parse(value)),
    {
      error: DATE_PLAN_MESSAGES.timeInvalid,
    },
  );
const timeZone = textField('timeZone', { notString: DATE_PLAN_MESSAGES.timeZoneInvalid })
  .trim()
  .refine(isTimeZone, { error: DATE_PLAN_MESSAGES.timeZoneInvalid });

/**
 * POST /dates: `ideaId` a catalogue idea (its title is the idea) or `idea` in the member's own
 * words; `startsAt` an instant (ISO 8601 with its offset); `timeZone` the proposer's (IANA), in
 * which the chat line and reminders say the time; `note` the message to the match (SPEC 5: the
 * proposal needs text); `clientId` makes a retry answer the plan already stored.
 */
export const createDatePlanInputSchema = z.object({
  matchId: textField('matchId', { missing: DATE_PLAN_MESSAGES.matchRequired })
    .trim()
    .min(1, { error: DATE_PLAN_MESSAGES.matchRequired })
    .max(100),
  ideaId: textField('ideaId').trim().max(100).nullable().optional(),
  idea: textField('idea')
    .trim()
    .max(DATE_PLAN_LIMITS.ideaMax, { error: DATE_PLAN_MESSAGES.ideaTooLong })
    .nullable()
    .optional(),
  place: textField('place', { missing: DATE_PLAN_MESSAGES.placeRequired })
    .trim()
    .min(1, { error: DATE_PLAN_MESSAGES.placeRequired })
    .max(DATE_PLAN_LIMITS.placeMax, { error: DATE_PLAN_MESSAGES.placeTooLong }),
  startsAt: isoInstant,
  timeZone: timeZone.default('UTC'),
  note: textField('note', { lines: 'multi', missing: DATE_PLAN_MESSAGES.noteRequired })
    .trim()
    .min(1, { error: DATE_PLAN_MESSAGES.noteRequired })
    .max(DATE_PLAN_LIMITS.noteMax, { error: DATE_PLAN_MESSAGES.noteTooLong }),
  clientId: textField('clientId').trim().min(1).max(100).optional(),
  /** As on a chat send (decision 084): the note was flagged "Are you sure?" and the member sends it anyway. */
  sendAnyway: z.boolean().optional(),
});
export type CreateDatePlanInput = z.input<typeof createDatePlanInputSchema>;

/** POST /dates/{id}/reschedule ("Suggest another time"): the turn to answer passes to the other member. */
export const rescheduleDatePlanInputSchema = z.object({
  startsAt: isoInstant,
  timeZone: timeZone.optional(),
});
export type RescheduleDatePlanInput = z.input<typeof rescheduleDatePlanInputSchema>;

/** POST /dates/{id}/cancel: either member, while the plan is proposed or accepted. */
export const cancelDatePlanInputSchema = z.object({
  note: textField('note', { lines: 'multi' })
    .trim()
    .max(DATE_PLAN_LIMITS.cancelNoteMax, { error: DATE_PLAN_MESSAGES.cancelNoteTooLong })
    .nullable()
    .optional(),
});
export type CancelDatePlanInput = z.input<typeof cancelDatePlanInputSchema>;

/** GET /dates: `matchId` narrows to one conversation's plans; `upcoming=true` keeps live plans not yet started. */
export const datePlansQuerySchema = z.object({
  matchId: textField('matchId').trim().max(100).optional(),
  upcoming: z.enum(['true', 'false']).optional(),
});
export type DatePlansQuery = z.input<typeof datePlansQuerySchema>;

/** GET /dates/{id}/calendar.ics: the time zone the calendar file states its time in (the reader's). */
export const datePlanCalendarQuerySchema = z.object({
  timeZone: timeZone.optional(),
});

/** A date plan as one of its two members sees it. Never the other member's e-mail or location. */
export const datePlanSchema = z.object({
  id,
  matchId: id,
  proposerId: id,
  /** The other member of the match, as the reader sees them. */
  otherUser: z.object({ id, name: z.string(), photo: z.string().nullable() }),
  ideaId: z.string().nullable(),
  idea: z.string(),
  place: z.string(),
  startsAt: z.string(),
  /** The time zone the proposer planned in. */
  timeZone: z.string(),
  note: z.string(),
  state: z.enum(DATE_PLAN_STATES),
  /** Who must answer next while proposed (the other after "Suggest another time"); null otherwise. */
  awaitingId: z.string().nullable(),
  /** The chat message the proposal was sent as (the web app draws it as this card). */
  messageId: z.string().nullable(),
  cancelledById: z.string().nullable(),
  cancelNote: z.string().nullable(),
  /** Cancelled because the match ended (unmatch or block). */
  matchEnded: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DatePlan = z.infer<typeof datePlanSchema>;

export const datePlanResponseSchema = z.object({ data: datePlanSchema });
export const datePlansResponseSchema = z.object({ data: z.array(datePlanSchema) });

/** The payload of `SOCKET_EVENTS.datePlanUpdated` (realtime.ts): a plan of the member's changed. */
export interface DatePlanUpdatedPayload {
  datePlanId: string;
  matchId: string;
}

/** The web app's words around the plans: the Custom Plan form's fields (all required now) and the card. */
export const DATE_PLAN_FORM_TEXTS = {
  ideaLabel: 'Date idea',
  ownIdeaLabel: 'Or your own idea',
  ownIdeaPlaceholder: 'e.g. Picnic by the river',
  dayLabel: 'Day',
  timeLabel: 'Time',
  placeLabel: 'Place',
  planIntro: 'Your match answers in your chat: accept, suggest another time or decline.',
  /** The card in the Date Planner's Upcoming dates, where no chat says who it is with. */
  withName: (name: string) => `With ${name}`,
  whenLabel: 'When',
  whereLabel: 'Where',
  calendarFilename: 'kindred-date.ics',
} as const;
