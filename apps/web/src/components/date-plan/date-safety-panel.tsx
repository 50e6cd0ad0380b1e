import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import {
  DATE_SAFETY_LIMITS,
  DATE_SAFETY_TEXTS,
  type CheckIn,
  type CheckInEvent,
  type CheckInMinutes,
} from '@kindred/contract/date-safety';
import { useCheckIns } from '@/api/date-safety/get-check-ins';
import { useDateShares } from '@/api/date-safety/get-date-shares';
import { useFinishCheckIn } from '@/api/date-safety/finish-check-in';
import { useStartCheckIn } from '@/api/date-safety/start-check-in';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage } from '@/lib/api-client';
import { DateShareDialog } from './date-share-dialog';

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function logLine(event: CheckInEvent): string {
  switch (event.kind) {
    case 'started':
      return DATE_SAFETY_TEXTS.log.started(event.minutes ?? 0);
    case 'asked':
      return DATE_SAFETY_TEXTS.log.asked;
    case 'answered':
      return DATE_SAFETY_TEXTS.log.answered;
    case 'ended':
      return DATE_SAFETY_TEXTS.log.ended;
    case 'alerted':
      return DATE_SAFETY_TEXTS.log.alerted(event.contactNames);
  }
}

function stateLine(checkIn: CheckIn): string {
  switch (checkIn.state) {
    case 'running':
      return DATE_SAFETY_TEXTS.running(clock(checkIn.endsAt));
    case 'asked':
      return DATE_SAFETY_TEXTS.askedState;
    case 'missed':
      return DATE_SAFETY_TEXTS.missedState;
    case 'ok':
      return DATE_SAFETY_TEXTS.okState;
    case 'ended':
      return DATE_SAFETY_TEXTS.endedState;
  }
}

/**
 * The safety part of an accepted plan's card (decision 104): who the date is shared with and the
 * "Share my date" dialog; the check-in (a length to choose from the start, then its state, "I'm OK"
 * and its log). Each member sees only their own shares and check-ins.
 */
export function DateSafetyPanel({ planId }: { planId: string }) {
  const id = useId();
  const shares = useDateShares(planId);
  const checkIns = useCheckIns(planId);
  const start = useStartCheckIn();
  const finish = useFinishCheckIn();
  const [sharing, setSharing] = useState(false);
  const [minutes, setMinutes] = useState<CheckInMinutes>(60);
  const [error, setError] = useState<string | null>(null);

  const names = shares.data?.shares.map((share) => share.contactName) ?? [];
  const latest = checkIns.data?.checkIns[0];
  const open = latest && latest.endedAt === null ? latest : undefined;
  const onError = (cause: Error) => setError(errorMessage(cause, DATE_PLAN_TEXTS.actionFailed));

  return (
    <section aria-labelledby={`${id}-title`} className="mt-3 border-t border-stone-200 pt-3 dark:border-stone-700">
      <h4 id={`${id}-title`} className="flex items-center gap-1.5 text-sm font-bold text-stone-900 dark:text-stone-100">
        <ShieldCheck aria-hidden="true" className="h-4 w-4 text-emerald-700 dark:text-emerald-400" />
        {DATE_SAFETY_TEXTS.panelTitle}
      </h4>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm text-stone-700 dark:text-stone-300">
          {names.length ? `${DATE_SAFETY_TEXTS.sharedWith} ${names.join(', ')}` : DATE_SAFETY_TEXTS.notShared}
        </p>
        <Button variant="secondary" size="sm" onClick={() => setSharing(true)}>
          {DATE_SAFETY_TEXTS.share}
        </Button>
      </div>
      {sharing && <DateShareDialog planId={planId} onClose={() => setSharing(false)} />}
      {latest && !open && (
        <p role="status" className="mt-2 text-sm font-semibold text-stone-800 dark:text-stone-200">
          {stateLine(latest)}
        </p>
      )}

      {open ? (
        <div className="mt-3 space-y-2">
          <p
            role="status"
            className={
              open.state === 'running'
                ? 'text-sm font-semibold text-stone-800 dark:text-stone-200'
                : 'text-sm font-bold text-rose-700 dark:text-rose-300'
            }
          >
            {stateLine(open)}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              busy={finish.isPending && finish.variables?.how === 'ok'}
              disabled={finish.isPending}
              onClick={() => finish.mutate({ planId, how: 'ok' }, { onError })}
            >
              {DATE_SAFETY_TEXTS.imOk}
            </Button>
            <Button
              variant="outline"
              busy={finish.isPending && finish.variables?.how === 'end'}
              disabled={finish.isPending}
              onClick={() => finish.mutate({ planId, how: 'end' }, { onError })}
            >
              {DATE_SAFETY_TEXTS.endCheckIn}
            </Button>
          </div>
        </div>
      ) : checkIns.data?.canStart ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            setError(null);
            start.mutate({ planId, minutes }, { onError });
          }}
        >
          <p className="w-full text-xs text-stone-600 dark:text-stone-400">
            {DATE_SAFETY_TEXTS.checkInIntro(DATE_SAFETY_LIMITS.answerMinutes)}
          </p>
          <SelectField
            label={DATE_SAFETY_TEXTS.checkInLength}
            value={String(minutes)}
            onChange={(event) => setMinutes(Number(event.target.value) as CheckInMinutes)}
            options={DATE_SAFETY_LIMITS.checkInMinutes.map((value) => ({
              value: String(value),
              label: DATE_SAFETY_TEXTS.checkInLengths[value],
            }))}
            className="min-w-36 flex-1"
          />
          <Button type="submit" busy={start.isPending}>
            {DATE_SAFETY_TEXTS.startCheckIn}
          </Button>
        </form>
      ) : (
        checkIns.data?.reason && (
          <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">
            {checkIns.data.reason}
            {/* A check-in needs a contact to tell: the way there is the button above. */}
          </p>
        )
      )}

      {latest && latest.events.length > 0 && (
        <details className="mt-2 text-sm" open={open !== undefined}>
          <summary className="cursor-pointer rounded-md py-1 font-semibold text-stone-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-300">
            {DATE_SAFETY_TEXTS.logTitle}
          </summary>
          <ol className="mt-1 space-y-0.5 text-stone-700 dark:text-stone-300">
            {latest.events.map((event, index) => (
              <li key={`${event.kind}-${index}`}>
                <time dateTime={event.at} className="font-semibold tabular-nums">
                  {clock(event.at)}
                </time>{' '}
                {logLine(event)}
              </li>
            ))}
          </ol>
        </details>
      )}

      {error && (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      )}
    </section>
  );
}
