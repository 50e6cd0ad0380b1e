import { useId, useState } from 'react';
import { MODERATION_PAGE_TEXTS } from '@kindred/contract/safety-center';
import {
  MODERATION_TEXTS,
  REPORT_REASON_LABELS,
  type ModerationAction,
  type ModerationReport,
} from '@kindred/contract/safety';
import { REPORT_TO_STATEMENT_REASON, type ModerationActionBody } from '@kindred/contract/moderation-decisions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatRelativeTime } from '@/lib/format-relative-time';
import { formatReportDate } from '../lib/format-report-date';
import { RecentMessages } from './recent-messages';
import { ReportedMember } from './reported-member';
import { SuspendDialog } from './suspend-dialog';

interface ModerationReportCardProps {
  report: ModerationReport;
  onResolve: (action: ModerationAction, body?: ModerationActionBody) => void;
  /** The action being sent for this report, if any. */
  pendingAction: ModerationAction | null;
  error: string | null;
}

/** One open report: what was reported, by whom, about whom, their messages, and the decision. */
export function ModerationReportCard({ report, onResolve, pendingAction, error }: ModerationReportCardProps) {
  const id = useId();
  const [confirming, setConfirming] = useState<'warn' | 'suspend' | null>(null);
  // The photo a moderator chose to remove: its URL and position (1 = first).
  const [removing, setRemoving] = useState<{ url: string; position: number } | null>(null);
  const reason = REPORT_REASON_LABELS[report.reason];
  const member = report.reported;
  const busy = pendingAction !== null;

  return (
    <article
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6 dark:border-stone-700 dark:bg-stone-900"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-stone-900 dark:text-stone-100">
          {reason}
          {member && <span className="sr-only">: {member.name}</span>}
        </h2>
        <p className="text-sm text-stone-600 dark:text-stone-400">
          {MODERATION_PAGE_TEXTS.reportedBy(
            report.reporter
              ? report.reporter.name || MODERATION_PAGE_TEXTS.unnamedReporter
              : MODERATION_TEXTS.screening,
          )}
        </p>
      </header>

      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.received}</dt>
        <dd className="text-stone-900 dark:text-stone-100">
          <time dateTime={report.createdAt}>{formatReportDate(report.createdAt)}</time>{' '}
          <span className="text-stone-600 dark:text-stone-400">({formatRelativeTime(report.createdAt)})</span>
        </dd>
        <dt className="font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.source}</dt>
        <dd className="text-stone-900 dark:text-stone-100">
          {MODERATION_PAGE_TEXTS.sources[report.source] ?? report.source}
        </dd>
      </dl>

      <h3 className="mt-4 text-sm font-semibold text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.details}</h3>
      <p className="mt-1 break-words whitespace-pre-line text-stone-900 dark:text-stone-100">
        {report.details || MODERATION_PAGE_TEXTS.noDetails}
      </p>

      <div className="mt-5 grid gap-6 border-t border-stone-200 pt-5 lg:grid-cols-2 dark:border-stone-700">
        {member ? (
          <ReportedMember
            member={member}
            onRemovePhoto={busy ? undefined : (url, position) => setRemoving({ url, position })}
          />
        ) : (
          <section aria-labelledby={`${id}-subject`}>
            <h3 id={`${id}-subject`} className="text-sm font-semibold text-stone-600 dark:text-stone-400">
              {MODERATION_TEXTS.unknownMember}
            </h3>
            <p className="mt-2 text-sm font-semibold text-stone-600 dark:text-stone-400">
              {MODERATION_PAGE_TEXTS.typedSubject}
            </p>
            <p className="mt-1 break-words text-stone-900 dark:text-stone-100">
              {report.subject ?? MODERATION_PAGE_TEXTS.nothingTyped}
            </p>
          </section>
        )}
        <RecentMessages report={report} />
      </div>

      {error && (
        <Alert tone="error" className="mt-5">
          {error}
        </Alert>
      )}
      <div
        role="group"
        aria-label={MODERATION_PAGE_TEXTS.actionsFor(reason)}
        className="mt-5 flex flex-wrap items-center gap-3 border-t border-stone-200 pt-5 dark:border-stone-700"
      >
        <Button
          variant="outline"
          busy={pendingAction === 'dismiss'}
          disabled={busy}
          onClick={() => onResolve('dismiss')}
        >
          {MODERATION_TEXTS.actions.dismiss}
        </Button>
        <Button
          variant="secondary"
          busy={pendingAction === 'warn'}
          disabled={busy || !member}
          onClick={() => setConfirming('warn')}
        >
          {MODERATION_TEXTS.actions.warn}
        </Button>
        <Button
          variant="danger"
          busy={pendingAction === 'suspend'}
          disabled={busy || !member}
          onClick={() => setConfirming('suspend')}
        >
          {MODERATION_TEXTS.actions.suspend}
        </Button>
        {!member && (
          <p className="text-sm text-stone-600 dark:text-stone-400">{MODERATION_PAGE_TEXTS.warnNeedsMember}</p>
        )}
      </div>

      {confirming && member && (
        <SuspendDialog
          name={member.name}
          action={confirming}
          defaultReason={REPORT_TO_STATEMENT_REASON[report.reason]}
          onCancel={() => setConfirming(null)}
          onConfirm={(body) => {
            setConfirming(null);
            onResolve(confirming, body);
          }}
        />
      )}
      {removing && member && (
        <SuspendDialog
          name={member.name}
          action="remove-photo"
          photoPosition={removing.position}
          defaultReason="photo_rules"
          onCancel={() => setRemoving(null)}
          onConfirm={(body) => {
            setRemoving(null);
            onResolve('remove-photo', { ...body, photoId: removing.url });
          }}
        />
      )}
    </article>
  );
}
