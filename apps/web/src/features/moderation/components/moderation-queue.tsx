import { Inbox } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import {
  MODERATION_TEXTS,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ModerationReport,
  type ModerationSort,
} from '@kindred/contract/safety';
import type { ModerationActionBody } from '@kindred/contract/moderation-decisions';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useModerationQueue } from '../api/get-moderation-queue';
import { reportAlreadyGone, useResolveReport } from '../api/resolve-report';
import { LoadMoreReports } from './load-more-reports';
import { ModerationReportCard } from './moderation-report-card';
import { ModeratorsOnly } from './moderators-only';
import { QueueOrderSelect } from './queue-order-select';

const OUTCOMES = {
  dismiss: 'dismissed',
  warn: 'warned',
  suspend: 'suspended',
  'remove-photo': 'photo-removed',
} as const;

/**
 * DESIGN 7: the moderation queue. Only a moderator's session (`isModerator`) asks for it; the server checks the
 * role as well, and its 403 shows the same moderators-only text.
 */
export function ModerationQueue({ isModerator }: { isModerator: boolean }) {
  const [sort, setSort] = useState<ModerationSort>('most-reported');
  const queue = useModerationQueue({ enabled: isModerator, sort });
  // Paged by offset while reports are resolved: a report can move to the next page, so keep each once.
  const reports = useMemo(() => {
    const byId = new Map<string, ModerationReport>();
    for (const page of queue.data?.pages ?? []) {
      for (const report of page.reports) if (!byId.has(report.id)) byId.set(report.id, report);
    }
    return [...byId.values()];
  }, [queue.data]);
  const total = queue.data?.pages[0]?.pagination.total ?? 0;
  const resolve = useResolveReport();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLDivElement>(null);

  const onResolve = (report: ModerationReport, action: ModerationAction, body?: ModerationActionBody) => {
    setErrors(({ [report.id]: _dropped, ...rest }) => rest);
    setAnnouncement('');
    const reason = REPORT_REASON_LABELS[report.reason];
    resolve.mutate(
      { reportId: report.id, action, body },
      {
        onSuccess: () => {
          setAnnouncement(MODERATION_PAGE_TEXTS.resolvedAs(MODERATION_TEXTS.resolved[OUTCOMES[action]], reason));
          // The card that had focus is gone: keep focus at the queue.
          listRef.current?.focus();
        },
        onError: (error) => {
          if (reportAlreadyGone(error)) {
            setAnnouncement(MODERATION_PAGE_TEXTS.alreadyResolved);
            listRef.current?.focus();
          } else {
            setErrors((current) => ({
              ...current,
              [report.id]: errorMessage(error, MODERATION_PAGE_TEXTS.actionFailed),
            }));
          }
        },
      },
    );
  };

  const forbidden = queue.error instanceof ApiRequestError && queue.error.status === 403;
  if (!isModerator || forbidden) return <ModeratorsOnly />;

  let body;
  if (queue.isPending) {
    body = <PageSpinner />;
  } else if (queue.isError) {
    body = (
      <RetryAlert
        message={errorMessage(queue.error, MODERATION_PAGE_TEXTS.loadFailed)}
        onRetry={() => void queue.refetch()}
      />
    );
  } else if (reports.length === 0) {
    body = (
      <EmptyState
        icon={Inbox}
        iconTone="emerald"
        title={MODERATION_TEXTS.empty}
        description={MODERATION_PAGE_TEXTS.emptyHint}
      />
    );
  } else {
    body = (
      <>
        <p className="text-sm font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.count(total)}</p>
        <ol className="space-y-5">
          {reports.map((report) => (
            <li key={report.id}>
              <ModerationReportCard
                report={report}
                onResolve={(action, body) => onResolve(report, action, body)}
                pendingAction={
                  resolve.isPending && resolve.variables.reportId === report.id ? resolve.variables.action : null
                }
                error={errors[report.id] ?? null}
              />
            </li>
          ))}
        </ol>
        <LoadMoreReports
          shown={reports.length}
          total={Math.max(total, reports.length)}
          hasMore={queue.hasNextPage}
          loading={queue.isFetchingNextPage}
          failed={queue.isFetchNextPageError}
          onLoadMore={() => void queue.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <div ref={listRef} tabIndex={-1} className="space-y-4 focus:outline-none">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <p className="max-w-2xl text-stone-700 dark:text-stone-300">{MODERATION_PAGE_TEXTS.intro}</p>
        <QueueOrderSelect value={sort} onChange={setSort} />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {body}
    </div>
  );
}
