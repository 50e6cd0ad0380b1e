import { Alert } from '@/components/ui/alert';

/** What an account card's last action did: a polite status when it worked, an alert when not. */
export function ActionOutcome({ done, failure }: { done: string | null; failure: string | null }) {
  return (
    <>
      <div role="status" className="mt-2 text-sm font-medium text-emerald-800 empty:hidden dark:text-emerald-200">
        {done}
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </>
  );
}
