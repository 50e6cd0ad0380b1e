import { ArrowLeft, CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { ApiRequestError, errorMessage } from '@/lib/api-client';

interface ChatLoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * A chat that could not load: the server's reason when it has one for the member (a match that
 * ended or never was), else a plain failure with Try again; always a way back to Messages.
 */
export function ChatLoadError({ title, error, onRetry, retrying }: ChatLoadErrorProps) {
  const final = error instanceof ApiRequestError && error.status < 500;
  return (
    <div className="flex w-full flex-col px-4 py-4">
      <div className="flex items-center gap-2">
        <Link
          to={ROUTES.messages}
          className="inline-flex h-10 items-center gap-1.5 rounded-full pr-3 pl-2 text-sm font-semibold text-stone-700 hover:bg-stone-100 hover:text-rose-700 focus-visible:ring-2 focus-visible:ring-rose-500 focus-visible:outline-none dark:text-stone-300 dark:hover:bg-stone-800 dark:hover:text-rose-300"
        >
          <ArrowLeft aria-hidden="true" className="h-5 w-5" />
          {COMMON_TEXTS.backToMessages}
        </Link>
        <h1 className="text-lg font-bold text-stone-900 dark:text-stone-100">{title}</h1>
      </div>
      <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm dark:border-stone-700 dark:bg-stone-900">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
          <CircleAlert aria-hidden="true" className="h-7 w-7" />
        </span>
        <p role="alert" className="mt-4 text-base font-semibold text-stone-900 dark:text-stone-100">
          {errorMessage(error, CHAT_TEXTS.loadFailed)}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to={ROUTES.messages} className={buttonClasses(final ? 'primary' : 'outline')}>
            {COMMON_TEXTS.backToMessages}
          </Link>
          {!final && (
            <Button busy={retrying} onClick={onRetry}>
              {CHAT_TEXTS.tryAgain}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
