import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { formatReportDate } from '../lib/format-report-date';
import { ModeratorsOnly } from './moderators-only';
import { PageControls } from './page-controls';

/** Every moderator action, newest first (decision 086): who, what, about whom, when. */
export function AuditLog({ isModerator }: { isModerator: boolean }) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ enabled: isModerator, page });
  const forbidden = log.error instanceof ApiRequestError && log.error.status === 403;
  if (!isModerator || forbidden) return <ModeratorsOnly />;
  if (log.isPending) return <PageSpinner />;
  if (log.isError)
    return (
      <RetryAlert
        message={errorMessage(log.error, MODERATION_PAGE_TEXTS.loadFailed)}
        onRetry={() => void log.refetch()}
      />
    );
  if (log.data.entries.length === 0)
    return <EmptyState icon={ScrollText} title={MODERATION_DECISION_TEXTS.auditEmpty} />;
  return (
    <div className="space-y-4">
      <ol className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white dark:divide-stone-700 dark:border-stone-700 dark:bg-stone-900">
        {log.data.entries.map((entry) => (
          <li key={entry.id} className="space-y-1 p-4">
            <p className="font-semibold text-stone-900 dark:text-stone-100">
              {MODERATION_DECISION_TEXTS.auditActions[entry.action]}
              {entry.subject && <span className="font-normal"> · {entry.subject.name}</span>}
            </p>
            <p className="text-sm text-stone-600 dark:text-stone-400">
              {MODERATION_DECISION_TEXTS.auditBy(entry.moderator.name)} ·{' '}
              <time dateTime={entry.createdAt}>{formatReportDate(entry.createdAt)}</time>
            </p>
            {Object.keys(entry.details).some((key) => !key.endsWith('Id')) && (
              <p className="text-sm break-words text-stone-700 dark:text-stone-300">
                {Object.entries(entry.details)
                  .filter(([key]) => !key.endsWith('Id'))
                  .map(([key, value]) => `${key}: ${String(value)}`)
                  .join(' · ')}
              </p>
            )}
          </li>
        ))}
      </ol>
      <PageControls page={page} pages={log.data.pagination.pages} onPage={setPage} />
    </div>
  );
}
