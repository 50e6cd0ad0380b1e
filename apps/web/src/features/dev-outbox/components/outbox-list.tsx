import { MESSAGES } from '@kindred/contract/messages';
import { DEV_OUTBOX_TEXTS } from '@kindred/contract/member-screens';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useOutbox } from '../api/get-outbox';
import { LinkifiedText } from './linkified-text';

export function OutboxList() {
  const outbox = useOutbox();
  if (outbox.isPending) return <PageSpinner />;
  if (outbox.isError) {
    const unavailable = outbox.error instanceof ApiRequestError && outbox.error.status === 404;
    return (
      <Alert tone={unavailable ? 'info' : 'error'}>
        {unavailable ? DEV_OUTBOX_TEXTS.unavailable : errorMessage(outbox.error, MESSAGES.somethingWentWrong)}
      </Alert>
    );
  }
  if (outbox.data.length === 0) return <p className="text-stone-700 dark:text-stone-300">{DEV_OUTBOX_TEXTS.empty}</p>;
  return (
    <ul className="space-y-4">
      {outbox.data.map((mail) => (
        <li
          key={mail.id}
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm dark:border-stone-700 dark:bg-stone-900"
        >
          <article>
            <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-100">{mail.subject}</h2>
            <p className="mt-1 text-sm text-stone-600 dark:text-stone-400">
              {DEV_OUTBOX_TEXTS.to}: {mail.to} ·{' '}
              <time dateTime={mail.createdAt}>{new Date(mail.createdAt).toLocaleString()}</time>
            </p>
            <p className="mt-3 whitespace-pre-wrap break-words text-stone-800 dark:text-stone-200">
              <LinkifiedText text={mail.text} />
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
