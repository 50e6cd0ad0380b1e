import { MESSAGES } from '@kindred/contract/messages';
import { Alert } from './alert';
import { Button } from './button';

/** A list that failed to load: the reason, and Try again beside it. */
export function RetryAlert({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert tone="error" className="flex flex-wrap items-center justify-between gap-3">
      {message}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {MESSAGES.tryAgain}
      </Button>
    </Alert>
  );
}
