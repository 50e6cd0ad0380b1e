import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';
import { DATE_PLAN_LIMITS, DATE_PLAN_MESSAGES, type CreateDatePlanInput } from '@kindred/contract/date-plans';
import { instantFrom } from '@/lib/local-date-time';

/** The Custom Plan form as typed. */
export interface DateProposalDraft {
  matchId: string;
  /** A catalogue idea's id, or '' when the member writes their own. */
  ideaId: string;
  /** The member's own idea, or ''. */
  ownIdea: string;
  /** `YYYY-MM-DD` from a date input, the member's own calendar day. */
  day: string;
  /** `HH:MM` from a time input, on the member's own clock. */
  time: string;
  place: string;
  text: string;
}

export type DateProposalErrors = Partial<Record<'matchId' | 'idea' | 'day' | 'time' | 'place' | 'text', string>>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC 5: a proposal needs a chosen match and text; a date plan (issue 35) also needs an idea (the
 * catalogue's or the member's own), a day and time in the future within the server's year, and
 * a place. The server says the same in the same words (DATE_PLAN_MESSAGES).
 */
export function validateDateProposal(draft: DateProposalDraft, now = new Date()): DateProposalErrors {
  const errors: DateProposalErrors = {};
  if (!draft.matchId) errors.matchId = DATE_PLANNER_TEXTS.matchRequired;
  if (!draft.ideaId && !draft.ownIdea.trim()) errors.idea = DATE_PLAN_MESSAGES.ideaRequired;
  if (!draft.day) errors.day = DATE_PLAN_MESSAGES.timeRequired;
  if (!draft.time) errors.time = DATE_PLAN_MESSAGES.timeRequired;
  if (draft.day && draft.time) {
    const startsAt = instantFrom(draft.day, draft.time);
    if (!startsAt) errors.day = DATE_PLAN_MESSAGES.timeInvalid;
    else if (Date.parse(startsAt) <= now.getTime()) errors.day = DATE_PLAN_MESSAGES.timeInPast;
    else if (Date.parse(startsAt) > now.getTime() + DATE_PLAN_LIMITS.maxDaysAhead * DAY_MS) {
      errors.day = DATE_PLAN_MESSAGES.timeTooFar;
    }
  }
  if (!draft.place.trim()) errors.place = DATE_PLAN_MESSAGES.placeRequired;
  if (!draft.text.trim()) errors.text = DATE_PLANNER_TEXTS.textRequired;
  return errors;
}

/**
 * `POST /dates`'s body for a valid draft: the catalogue idea by id, or the member's own words;
 * the day and time as an instant, with the member's time zone (the server states the time in it
 * in the chat line and the reminders); one `clientId` for every attempt at this proposal.
 */
export function datePlanInput(draft: DateProposalDraft, clientId: string, timeZone: string): CreateDatePlanInput {
  const ownIdea = draft.ownIdea.trim();
  return {
    matchId: draft.matchId,
    ...(ownIdea ? { idea: ownIdea } : { ideaId: draft.ideaId }),
    place: draft.place.trim(),
    startsAt: instantFrom(draft.day, draft.time) ?? '',
    timeZone,
    note: draft.text.trim(),
    clientId,
  };
}
