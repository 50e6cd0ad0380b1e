import { clsx } from 'clsx';
import { CalendarHeart, CalendarPlus, Clock, MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { DATE_PLAN_FORM_TEXTS, DATE_PLAN_TEXTS, type DatePlan } from '@kindred/contract/date-plans';
import { ROUTES } from '@kindred/contract/routes';
import { useAcceptDatePlan } from '@/api/dates/accept-date-plan';
import { useCancelDatePlan } from '@/api/dates/cancel-date-plan';
import { useDeclineDatePlan } from '@/api/dates/decline-date-plan';
import { useDownloadDateCalendar } from '@/api/dates/download-date-calendar';
import { useRescheduleDatePlan } from '@/api/dates/reschedule-date-plan';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatLocalDateTime } from '@/lib/local-date-time';
import { DatePlanCancelForm } from './date-plan-cancel-form';
import { DatePlanRescheduleForm } from './date-plan-reschedule-form';
import { DateSafetyPanel } from './date-safety-panel';
import { datePlanStatus } from './date-plan-status';

const BADGE: Record<DatePlan['state'], string> = {
  proposed: 'bg-amber-100 text-amber-900 dark:bg-amber-950/70 dark:text-amber-200',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950/70 dark:text-emerald-200',
  declined: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
  cancelled: 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-200',
};

interface DatePlanCardProps {
  plan: DatePlan;
  /** Where no chat says who the date is with (the Date Planner): "With NAME", a link to the chat. */
  showMatch?: boolean;
  className?: string;
}

/**
 * A date plan (issue 35) as the reader sees it, in the chat in place of the proposal's message and
 * in the Date Planner's Upcoming dates: the idea, the place, the time in the reader's zone, the
 * state, and what the reader may do now. The plan says whose turn it is (`awaitingId`) and who the
 * other member is, so the card needs no session.
 */
export function DatePlanCard({ plan, showMatch = false, className }: DatePlanCardProps) {
  const id = useId();
  const [open, setOpen] = useState<'reschedule' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const accept = useAcceptDatePlan();
  const decline = useDeclineDatePlan();
  const reschedule = useRescheduleDatePlan();
  const cancel = useCancelDatePlan();
  const calendar = useDownloadDateCalendar();
  const busy = accept.isPending || decline.isPending || reschedule.isPending || cancel.isPending;

  const other = plan.otherUser;
  const live = plan.state === 'proposed' || plan.state === 'accepted';
  const myTurn = plan.state === 'proposed' && plan.awaitingId !== null && plan.awaitingId !== other.id;
  const status = datePlanStatus(plan);

  // Every action clears the last error and closes what it came from once the server agrees.
  const run =
    <T,>(mutate: (input: T, options: { onSuccess: () => void; onError: (e: Error) => void }) => void) =>
    (input: T) => {
      setError(null);
      mutate(input, {
        onSuccess: () => setOpen(null),
        onError: (cause) => setError(errorMessage(cause, DATE_PLAN_TEXTS.actionFailed)),
      });
    };
  const toggle = (panel: 'reschedule' | 'cancel') => {
    setError(null);
    setOpen((current) => (current === panel ? null : panel));
  };

  return (
    <article
      aria-labelledby={`${id}-label ${id}-idea`}
      className={clsx(
        'w-full rounded-2xl border border-rose-200 bg-white p-4 text-left shadow-sm dark:border-rose-900/70 dark:bg-stone-900',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <p
          id={`${id}-label`}
          className="flex items-center gap-1.5 text-xs font-bold tracking-wide text-rose-700 uppercase dark:text-rose-300"
        >
          <CalendarHeart aria-hidden="true" className="h-4 w-4" />
          {DATE_PLAN_TEXTS.cardLabel}
        </p>
        {/* A status: the change is read out when the other member answers while the card is on screen. */}
        <p role="status" className={clsx('rounded-full px-2.5 py-0.5 text-xs font-bold', BADGE[plan.state])}>
          {DATE_PLAN_TEXTS.states[plan.state]}
        </p>
      </div>
      <h3
        id={`${id}-idea`}
        className="mt-2 text-lg leading-snug font-bold break-words text-stone-900 dark:text-stone-100"
      >
        {plan.idea}
      </h3>
      {showMatch && (
        <p className="-mb-2 text-sm text-stone-700 dark:text-stone-300">
          <Link
            to={ROUTES.messageThread(plan.matchId)}
            className="inline-flex min-h-11 items-center rounded-md font-semibold text-rose-700 underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-rose-300"
          >
            {DATE_PLAN_FORM_TEXTS.withName(other.name)}
          </Link>
        </p>
      )}
      <dl className="mt-2 space-y-1 text-sm text-stone-800 dark:text-stone-200">
        <div className="flex items-start gap-2">
          <dt>
            <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 text-stone-500 dark:text-stone-400" />
            <span className="sr-only">{DATE_PLAN_FORM_TEXTS.whenLabel}</span>
          </dt>
          <dd
            className={clsx(plan.state === 'cancelled' || plan.state === 'declined' ? 'line-through' : 'font-semibold')}
          >
            {formatLocalDateTime(plan.startsAt, plan.timeZone)}
          </dd>
        </div>
        <div className="flex items-start gap-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 text-stone-500 dark:text-stone-400" />
            <span className="sr-only">{DATE_PLAN_FORM_TEXTS.whereLabel}</span>
          </dt>
          <dd className="min-w-0 break-words">{plan.place}</dd>
        </div>
      </dl>
      {plan.note && (
        <p className="mt-3 rounded-xl bg-stone-50 px-3 py-2 text-sm break-words whitespace-pre-line text-stone-800 dark:bg-stone-800 dark:text-stone-200">
          {plan.note}
        </p>
      )}
      <p
        role="status"
        className={clsx(
          'text-sm font-semibold',
          myTurn ? 'text-rose-700 dark:text-rose-300' : 'text-stone-700 dark:text-stone-300',
          status && 'mt-3',
        )}
      >
        {status}
      </p>

      {myTurn && (
        // Two short answers side by side, the long one under them: no button is cut on a phone.
        <div className="mt-3 grid grid-cols-2 gap-2">
          <Button busy={accept.isPending} disabled={busy} onClick={() => run(accept.mutate)(plan.id)}>
            {DATE_PLAN_TEXTS.accept}
          </Button>
          <Button
            variant="outline"
            busy={decline.isPending}
            disabled={busy}
            onClick={() => run(decline.mutate)(plan.id)}
          >
            {DATE_PLAN_TEXTS.decline}
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            aria-expanded={open === 'reschedule'}
            onClick={() => toggle('reschedule')}
            className="col-span-2"
          >
            {DATE_PLAN_TEXTS.suggestTime}
          </Button>
        </div>
      )}
      {myTurn && open === 'reschedule' && (
        <DatePlanRescheduleForm
          startsAt={plan.startsAt}
          pending={reschedule.isPending}
          onSend={(input) => run(reschedule.mutate)({ planId: plan.id, ...input })}
        />
      )}

      {/* "Share my date" and the check-in (decision 104): an accepted plan's, each member their own. */}
      {plan.state === 'accepted' && <DateSafetyPanel planId={plan.id} />}

      {live && open !== 'cancel' && (
        <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-stone-200 pt-3 dark:border-stone-700">
          {plan.state === 'accepted' && (
            <Button
              variant="secondary"
              size="sm"
              busy={calendar.isPending}
              onClick={() => run(calendar.mutate)(plan.id)}
            >
              {!calendar.isPending && <CalendarPlus aria-hidden="true" className="h-4 w-4" />}
              {DATE_PLAN_TEXTS.addToCalendar}
            </Button>
          )}
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => toggle('cancel')} className="ml-auto">
            {DATE_PLAN_TEXTS.cancel}
          </Button>
        </div>
      )}
      {live && open === 'cancel' && (
        <DatePlanCancelForm
          pending={cancel.isPending}
          onKeep={() => setOpen(null)}
          onCancelDate={(note) => run(cancel.mutate)({ planId: plan.id, note })}
        />
      )}

      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </article>
  );
}
