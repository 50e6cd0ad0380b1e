import { CalendarHeart } from 'lucide-react';
import { DATE_PLAN_TEXTS } from '@kindred/contract/date-plans';
import { useDatePlans } from '@/api/dates/get-date-plans';
import { DatePlanCard } from '@/components/date-plan/date-plan-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton, SkeletonStatus } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';

/** The Date Planner's Upcoming dates (issue 35): the member's live plans not yet started, soonest first. */
export function UpcomingDates() {
  const plans = useDatePlans({ upcoming: true });
  return (
    <section aria-labelledby="upcoming-dates-heading" className="space-y-3">
      <h2
        id="upcoming-dates-heading"
        className="flex items-center gap-2 text-xl font-bold text-stone-900 dark:text-stone-100"
      >
        <CalendarHeart aria-hidden="true" className="h-5 w-5 text-rose-600 dark:text-rose-400" />
        {DATE_PLAN_TEXTS.upcomingTitle}
      </h2>
      {plans.isPending ? (
        <SkeletonStatus className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Skeleton className="h-44" />
        </SkeletonStatus>
      ) : plans.isError ? (
        <RetryAlert
          message={errorMessage(plans.error, DATE_PLAN_TEXTS.upcomingLoadFailed)}
          onRetry={() => void plans.refetch()}
        />
      ) : plans.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 px-4 py-5 text-sm text-stone-700 dark:border-stone-700 dark:text-stone-300">
          {DATE_PLAN_TEXTS.upcomingEmpty}
        </p>
      ) : (
        <ul className="grid items-start gap-4 md:grid-cols-2 xl:grid-cols-3">
          {plans.data.map((plan) => (
            <li key={plan.id}>
              <DatePlanCard plan={plan} showMatch />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
