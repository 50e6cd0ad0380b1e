import { ScrollText } from 'lucide-react';
import { useState } from 'react';
import { MODERATION_DECISION_TEXTS } from '@kindred/contract/moderation-decisions';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { useUnsuspendMember } from '../api/unsuspend-member';
import { formatReportDate } from '../lib/format-report-date';
import { ModeratorsOnly } from './moderators-only';
import { PageControls } from './page-controls';

/** Every moderator action, newest first (decision 086): who, what, about whom, when. */
export function AuditLog({ isModerator }: { isModerator: boolean }) {
  const [page, setPage] = useState(1);
  const log = useAuditLog({ enabled: isModerator, page });
  const unsuspend = useUnsuspendMember();
  // Per member: lifted, or why not (409: not suspended any more).
  const [outcomes, setOutcomes] = useState<Record<string, string>>({});
  const lift = (memberId: string) =>
    unsuspend.mutate(memberId, {
      onSuccess: () => setOutcomes((current) => ({ ...current, [memberId]: MODERATION_DECISION_TEXTS.unsuspended })),
      onError: (error) =>
        setOutcomes((current) => ({
          ...current,
          [memberId]: errorMessage(error, MODERATION_PAGE_TEXTS.actionFailed),
        })),
    });
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
            {entry.action === 'report.suspend' && entry.subject && (
              <div className="flex flex-wrap items-center gap-3 pt-1">
                <Button
                  size="sm"
                  variant="outline"
                  busy={unsuspend.isPending && unsuspend.variables === entry.subject.id}
                  onClick={() => lift(entry.subject!.id)}
                  aria-label={MODERATION_DECISION_TEXTS.unsuspendMember(entry.subject.name)}
                >
                  {MODERATION_DECISION_TEXTS.unsuspend}
                </Button>
                {outcomes[entry.subject.id] && (
                  <p role="status" className="text-sm text-stone-700 dark:text-stone-300">
                    {outcomes[entry.subject.id]}
                  </p>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      <PageControls page={page} pages={log.data.pagination.pages} onPage={setPage} />
    </div>
  );
}
