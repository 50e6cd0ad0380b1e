import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { Button } from '@/components/ui/button';

/** Previous and next page under a moderator list, and where one is. */
export function PageControls({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label={MODERATION_DECISION_TEXTS.pageOf(page, pages)} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {MODERATION_DECISION_TEXTS.previous}
      </Button>
      <p className="text-sm text-stone-700 dark:text-stone-300">{MODERATION_DECISION_TEXTS.pageOf(page, pages)}</p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {MODERATION_DECISION_TEXTS.next}
      </Button>
    </nav>
  );
}
