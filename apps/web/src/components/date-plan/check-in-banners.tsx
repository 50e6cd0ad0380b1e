import { ShieldAlert } from 'lucide-react';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { DATE_SAFETY_LIMITS, DATE_SAFETY_TEXTS } from '@kindred/contract/date-safety';
import type { DatePlan } from '@kindred/contract/date-plans';
import { useCheckIns } from '@/api/date-safety/get-check-ins';
import { useFinishCheckIn } from '@/api/date-safety/finish-check-in';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

const HOUR_MS = 60 * 60 * 1000;

function CheckInBanner({ planId }: { planId: string }) {
  const checkIns = useCheckIns(planId);
  const finish = useFinishCheckIn();
  const open = checkIns.data?.checkIns.find((checkIn) => checkIn.endedAt === null);
  if (!open || (open.state !== 'asked' && open.state !== 'missed')) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 border-b border-rose-200 bg-rose-50 px-4 py-2.5 dark:border-rose-900 dark:bg-rose-950/60">
      <p
        role="alert"
        className="flex min-w-0 flex-1 items-center gap-2 text-sm font-bold text-rose-900 dark:text-rose-100"
      >
        <ShieldAlert aria-hidden="true" className="h-5 w-5 shrink-0" />
        {open.state === 'asked' ? DATE_SAFETY_TEXTS.askedState : DATE_SAFETY_TEXTS.missedState}
      </p>
      <Button size="sm" busy={finish.isPending} onClick={() => finish.mutate({ planId, how: 'ok' })}>
        {DATE_SAFETY_TEXTS.imOk}
      </Button>
      {finish.isError && (
        <Alert tone="error" className="w-full">
          {errorMessage(finish.error, DATE_PLAN_TEXTS.actionFailed)}
        </Alert>
      )}
    </div>
  );
}

/**
 * At the top of a chat (decision 104): "Are you OK?" with "I'm OK" one tap away, for each accepted
 * plan of the match begun within the check-in window whose check-in has asked (the notification
 * leads here) or gone unanswered. The plan's own card, further up the thread, has the rest.
 */
export function CheckInBanners({ plans }: { plans: readonly DatePlan[] }) {
  const now = Date.now();
  const begun = plans.filter((plan) => {
    const start = Date.parse(plan.startsAt);
    return (
      plan.state === 'accepted' && start <= now && now < start + DATE_SAFETY_LIMITS.checkInHoursAfterStart * HOUR_MS
    );
  });
  return begun.map((plan) => <CheckInBanner key={plan.id} planId={plan.id} />);
}
