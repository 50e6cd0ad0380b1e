import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

interface LoadMoreReportsProps {
  shown: number;
  total: number;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onLoadMore: () => void;
}

/** Under the queue: how much of it is shown, and the next page on request. */
export function LoadMoreReports({ shown, total, hasMore, loading, failed, onLoadMore }: LoadMoreReportsProps) {
  return (
    <div className="flex flex-col items-center gap-3 pt-2">
      <p className="text-sm text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.shown(shown, total)}</p>
      {failed && <Alert tone="error">{MODERATION_PAGE_TEXTS.loadMoreFailed}</Alert>}
      {hasMore && (
        <Button variant="outline" onClick={onLoadMore} busy={loading}>
          {loading ? MODERATION_PAGE_TEXTS.loadingMore : MODERATION_PAGE_TEXTS.loadMore}
        </Button>
      )}
    </div>
  );
}
