import { MESSAGES } from '@kindred/contract/messages';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';

/** SPEC 8 Profile helper: the profile could not be loaded; the page is still usable to retry. */
export function ProfileLoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">{title}</h1>
      <Alert tone="error" className="mt-6">
        {errorMessage(error, MESSAGES.failedToLoadProfile)}
      </Alert>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {MESSAGES.tryAgain}
      </Button>
    </section>
  );
}
