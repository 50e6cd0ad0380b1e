import { DATE_PLANNER_TEXTS } from '@kindred/contract/date-planner';

/** The Custom Plan form as typed; the optional fields may be ''. */
export interface DateProposalDraft {
  matchId: string;
  /** The chosen idea's title, or '' for none. */
  ideaTitle: string;
  /** `YYYY-MM-DD` from a date input. */
  day: string;
  /** `HH:MM` from a time input. */
  time: string;
  place: string;
  text: string;
}

export type DateProposalErrors = Partial<Record<'matchId' | 'text', string>>;

/** SPEC 5: a date proposal needs a chosen match and non-empty text. */
export function validateDateProposal({ matchId, text }: DateProposalDraft): DateProposalErrors {
  const errors: DateProposalErrors = {};
  if (!matchId) errors.matchId = DATE_PLANNER_TEXTS.matchRequired;
  if (!text.trim()) errors.text = DATE_PLANNER_TEXTS.textRequired;
  return errors;
}

/** The member's own calendar day as a date input's value (the earliest day to propose). */
export function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/** "Sat, Jun 14", "10:00 AM", "Sat, Jun 14, 10:00 AM": the day and time as the receiver reads them. */
export function formatWhen(day: string, time: string): string {
  const dayMatch = DAY.exec(day);
  const timeMatch = TIME.exec(time);
  const at = new Date(
    dayMatch ? Number(dayMatch[1]) : 2000,
    dayMatch ? Number(dayMatch[2]) - 1 : 0,
    dayMatch ? Number(dayMatch[3]) : 1,
    timeMatch ? Number(timeMatch[1]) : 0,
    timeMatch ? Number(timeMatch[2]) : 0,
  );
  const parts = [
    dayMatch ? at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' }) : null,
    timeMatch ? at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/**
 * The chat message a proposal becomes: a first line that says what it is at a glance
 * ("Date idea: Coffee tasting crawl · Sat, Jun 14, 10:00 AM · Blue Bottle"), then the member's words.
 */
export function composeDateProposal(draft: DateProposalDraft): string {
  const heading = draft.ideaTitle
    ? DATE_PLANNER_TEXTS.proposalIdea(draft.ideaTitle)
    : DATE_PLANNER_TEXTS.proposalHeading;
  const details = [heading, formatWhen(draft.day, draft.time), draft.place.trim()].filter(Boolean);
  return `${details.join(' · ')}\n\n${draft.text.trim()}`;
}
