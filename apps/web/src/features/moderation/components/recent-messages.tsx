import { clsx } from 'clsx';
import { useId } from 'react';
import { MODERATION_TEXTS, type ModerationReport } from '@kindred/contract/safety';
import { formatReportDate } from '../lib/format-report-date';

/**
 * The latest messages between reporter and reported member, oldest first, each with its sender;
 * for screening's reports (no reporter), what it holds from the member's recipients.
 */
export function RecentMessages({ report }: { report: ModerationReport }) {
  const id = useId();
  const { reporter } = report;
  const senderName = (senderId: string) =>
    reporter && senderId === reporter.id ? reporter.name : (report.reported?.name ?? '');
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-stone-600 dark:text-stone-400">
        {!reporter
          ? MODERATION_TEXTS.heldMessages
          : report.reportedMessageId
            ? MODERATION_TEXTS.aroundReportedMessage
            : MODERATION_TEXTS.recentMessages}
      </h3>
      {report.recentMessages.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600 dark:text-stone-400">{MODERATION_TEXTS.noMessages}</p>
      ) : (
        // Long threads scroll; the list takes focus so keyboard users can scroll it too.
        <ol
          tabIndex={0}
          aria-labelledby={`${id}-heading`}
          className="mt-2 max-h-80 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none space-y-2 overflow-y-auto rounded-xl bg-stone-50 p-3 dark:bg-stone-800/60"
        >
          {report.recentMessages.map((message) => {
            const fromReporter = message.senderId === reporter?.id;
            const reported = message.id === report.reportedMessageId;
            return (
              <li
                key={message.id}
                className={clsx(
                  'max-w-[85%] rounded-2xl px-3 py-2 text-sm',
                  reported && 'ring-2 ring-red-600 dark:ring-red-400',
                  fromReporter
                    ? 'bg-white text-stone-900 dark:bg-stone-900 dark:text-stone-100'
                    : 'ml-auto bg-amber-100 text-stone-900 dark:bg-amber-950 dark:text-amber-50',
                )}
              >
                <p className="text-xs font-semibold text-stone-600 dark:text-stone-300">
                  {senderName(message.senderId)}{' '}
                  <time dateTime={message.createdAt} className="font-normal">
                    {formatReportDate(message.createdAt)}
                  </time>
                </p>
                <p className="mt-0.5 break-words whitespace-pre-line">{message.content}</p>
                {reported && (
                  <p className="mt-1 text-xs font-bold text-red-700 dark:text-red-300">
                    {MODERATION_TEXTS.reportedMessage}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
