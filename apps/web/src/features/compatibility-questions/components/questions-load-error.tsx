import { QUESTION_TEXTS } from '@kindred/contract/compatibility';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** The bank or the member's answers could not be loaded. */
export function QuestionsLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <Alert tone="error">{QUESTION_TEXTS.loadFailed}</Alert>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {QUESTION_TEXTS.retry}
      </Button>
    </div>
  );
}
