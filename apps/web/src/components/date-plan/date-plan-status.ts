import { DATE_PLAN_TEXTS, type DatePlan } from '@kindred/contract/date-plans';

/**
 * The line under a plan that says where it stands for the reader: whose turn it is while
 * proposed, and who cancelled it (with their note) or that the match ended. Empty otherwise (the
 * badge says Accepted or Declined).
 */
export function datePlanStatus(plan: DatePlan): string {
  const other = plan.otherUser;
  if (plan.state === 'proposed') {
    if (plan.awaitingId === null) return '';
    return plan.awaitingId === other.id ? DATE_PLAN_TEXTS.waitingFor(other.name) : DATE_PLAN_TEXTS.yourTurn;
  }
  if (plan.state !== 'cancelled') return '';
  if (plan.matchEnded) return DATE_PLAN_TEXTS.matchEnded;
  if (plan.cancelledById === other.id) {
    return plan.cancelNote
      ? DATE_PLAN_TEXTS.cancelledWithNote(other.name, plan.cancelNote)
      : DATE_PLAN_TEXTS.cancelledBy(other.name);
  }
  return plan.cancelNote
    ? `${DATE_PLAN_TEXTS.cancelledYou}: \u201c${plan.cancelNote}\u201d`
    : DATE_PLAN_TEXTS.cancelledYou;
}
