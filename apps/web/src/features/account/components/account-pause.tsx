import { useEffect, useState } from 'react';
import { PAUSE_TEXTS } from '@kindred/contract/account-pause';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDay } from '../lib/format-day';
import { useAccountPause } from '../api/get-account-pause';
import { useSetAccountPause } from '../api/set-account-pause';
import { ActionOutcome } from './action-outcome';

/** Settings → "Take a break" (decision 070): pause the account and come back. */
export function AccountPause() {
  const pause = useAccountPause();
  const change = useSetAccountPause();
  const [done, setDone] = useState<string | null>(null);
  const loaded = pause.isSuccess;
  useEffect(() => {
    // Opened from the profile's paused notice: bring the card into view once it is there.
    if (loaded && window.location.hash === '#take-a-break') document.getElementById('take-a-break')?.scrollIntoView();
  }, [loaded]);

  if (pause.isPending) return <Skeleton className="h-20 w-full" />;
  if (pause.isError) return <RetryAlert message={PAUSE_TEXTS.failed} onRetry={() => void pause.refetch()} />;

  const { paused, pausedAt } = pause.data;
  const toggle = () =>
    change.mutate(!paused, { onSuccess: (state) => setDone(state.paused ? PAUSE_TEXTS.paused : PAUSE_TEXTS.resumed) });
  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{PAUSE_TEXTS.intro}</p>
      {paused && pausedAt && (
        <p className="mt-3 text-sm font-semibold text-amber-800 dark:text-amber-200">
          {PAUSE_TEXTS.pausedSince(formatDay(pausedAt))}
        </p>
      )}
      <ActionOutcome done={done} failure={change.error ? errorMessage(change.error, PAUSE_TEXTS.failed) : null} />
      <Button variant={paused ? 'primary' : 'outline'} className="mt-3" busy={change.isPending} onClick={toggle}>
        {paused ? PAUSE_TEXTS.resume : PAUSE_TEXTS.pause}
      </Button>
    </div>
  );
}
