import { Laptop, Smartphone } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SESSION_TEXTS, type AccountSession } from '@kindred/contract/account-sessions';
import { Button } from '@/components/ui/button';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatRelativeTime } from '@/lib/format-relative-time';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useAccountSessions } from '../api/get-account-sessions';
import { ActionOutcome } from './action-outcome';

const PHONE = /iPhone|Android|iPad/;

function SessionRow({ session, onEnd, ending }: { session: AccountSession; onEnd: () => void; ending: boolean }) {
  const Icon = PHONE.test(session.device) ? Smartphone : Laptop;
  return (
    <li className="flex items-center gap-3 py-3">
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-stone-500 dark:text-stone-400" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-stone-900 dark:text-stone-100">
          {session.device}
          {session.current && (
            <span className="ml-2 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
              {SESSION_TEXTS.thisDevice}
            </span>
          )}
        </p>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {[session.place, SESSION_TEXTS.lastActive(formatRelativeTime(session.lastActiveAt))]
            .filter(Boolean)
            .join(' · ')}
          {' · '}
          {SESSION_TEXTS.started(formatRelativeTime(session.createdAt))}
        </p>
      </div>
      {!session.current && (
        <Button
          size="sm"
          variant="outline"
          busy={ending}
          onClick={onEnd}
          aria-label={SESSION_TEXTS.signOutDevice(session.device)}
        >
          {SESSION_TEXTS.signOut}
        </Button>
      )}
    </li>
  );
}

/** Settings → "Where you're signed in" (decision 069): each session, and signing them out. */
export function AccountSessions() {
  const sessions = useAccountSessions();
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [done, setDone] = useState<string | null>(null);
  const loaded = sessions.isSuccess;
  useEffect(() => {
    // Opened from the e-mail's link: bring the list into view once it is there.
    if (loaded && window.location.hash === '#sessions') document.getElementById('sessions')?.scrollIntoView();
  }, [loaded]);

  if (sessions.isPending) return <Skeleton className="h-24 w-full" />;
  if (sessions.isError)
    return <RetryAlert message={SESSION_TEXTS.loadFailed} onRetry={() => void sessions.refetch()} />;

  const others = sessions.data.filter((session) => !session.current).length;
  const failure = endSession.error ?? endOthers.error;
  return (
    <div>
      <p className="text-sm text-stone-700 dark:text-stone-300">{SESSION_TEXTS.intro}</p>
      <ul className="mt-2 divide-y divide-stone-200 dark:divide-stone-700">
        {sessions.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            ending={endSession.isPending && endSession.variables === session.id}
            onEnd={() => endSession.mutate(session.id, { onSuccess: () => setDone(SESSION_TEXTS.signedOut) })}
          />
        ))}
      </ul>
      <ActionOutcome done={done} failure={failure ? errorMessage(failure, SESSION_TEXTS.sessionNotFound) : null} />
      {others > 0 ? (
        <Button
          variant="outline"
          className="mt-3"
          busy={endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, { onSuccess: ({ ended }) => setDone(SESSION_TEXTS.signedOutOthers(ended)) })
          }
        >
          {SESSION_TEXTS.signOutOthers}
        </Button>
      ) : (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{SESSION_TEXTS.onlyThisOne}</p>
      )}
    </div>
  );
}
