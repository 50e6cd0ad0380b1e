import { Clock, MapPin } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { DATE_SAFETY_TEXTS } from '@kindred/contract/date-safety';
import { useSharedDate } from '@/api/date-safety/get-shared-date';
import { Alert } from '@/components/ui/alert';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { photoProps } from '@/lib/photo-srcset';

/** The time as the member planned it, in the plan's own zone, named ("Sat, Dec 5, 7:00 PM GMT"). */
function planTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-US', {
    timeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * /shared-date?token=...: the date a member shared with their emergency contact (decision 104),
 * read without an account: who they meet (first name, main photo), where, when, their note. A
 * revoked, expired or unknown link says only that it is no longer available.
 */
export default function SharedDatePage() {
  useDocumentTitle(DATE_SAFETY_TEXTS.pageTitle);
  const token = useSearchParams()[0].get('token');
  const shared = useSharedDate(token);

  let body;
  if (!token) {
    body = <Alert tone="error">{DATE_SAFETY_TEXTS.pageMissingToken}</Alert>;
  } else if (shared.isPending) {
    body = <PageSpinner />;
  } else if (shared.isError) {
    const gone = shared.error instanceof ApiRequestError && shared.error.status < 500;
    body = (
      <Alert tone="error">
        {gone ? shared.error.message : errorMessage(shared.error, DATE_SAFETY_TEXTS.pageLoadFailed)}
      </Alert>
    );
  } else {
    const date = shared.data;
    body = (
      <>
        <p className="text-stone-700 dark:text-stone-300">{DATE_SAFETY_TEXTS.pageIntro(date.memberName)}</p>
        {date.cancelled && (
          <Alert tone="info" className="mt-4">
            {DATE_SAFETY_TEXTS.pageCancelled}
          </Alert>
        )}
        <div className="mt-5 flex items-center gap-4">
          {date.photo && (
            <img
              {...photoProps(date.photo, { width: 80, height: 96 })}
              alt={date.matchName}
              referrerPolicy="no-referrer"
              className="h-24 w-20 shrink-0 rounded-2xl object-cover"
            />
          )}
          <div className="min-w-0">
            <h2 className="text-xl font-bold break-words text-stone-900 dark:text-stone-100">
              {DATE_SAFETY_TEXTS.pageWith(date.matchName)}
            </h2>
            <p className="mt-0.5 break-words text-stone-700 dark:text-stone-300">{date.idea}</p>
          </div>
        </div>
        <dl className="mt-5 space-y-2 text-stone-800 dark:text-stone-200">
          <div className="flex items-start gap-2">
            <dt>
              <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 text-stone-500 dark:text-stone-400" />
              <span className="sr-only">{DATE_SAFETY_TEXTS.pageWhen}</span>
            </dt>
            <dd className={date.cancelled ? 'line-through' : 'font-semibold'}>
              {planTime(date.startsAt, date.timeZone)}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt>
              <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 text-stone-500 dark:text-stone-400" />
              <span className="sr-only">{DATE_SAFETY_TEXTS.pageWhere}</span>
            </dt>
            <dd className="min-w-0 break-words">{date.place}</dd>
          </div>
        </dl>
        {date.note && (
          <figure className="mt-5 rounded-xl bg-stone-50 px-4 py-3 dark:bg-stone-800">
            <figcaption className="text-xs font-bold text-stone-600 uppercase dark:text-stone-400">
              {DATE_SAFETY_TEXTS.pageNote(date.memberName)}
            </figcaption>
            <p className="mt-1 break-words whitespace-pre-line text-stone-800 dark:text-stone-200">{date.note}</p>
          </figure>
        )}
        <p className="mt-6 text-sm text-stone-600 dark:text-stone-400">{DATE_SAFETY_TEXTS.pageFooter}</p>
      </>
    );
  }

  return (
    <>
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {DATE_SAFETY_TEXTS.pageTitle}
      </h1>
      {body}
    </>
  );
}
