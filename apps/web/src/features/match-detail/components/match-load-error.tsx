import { CircleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';

interface MatchLoadErrorProps {
  /** One of SPEC 8's match detail load texts. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** SPEC 2 Other states: the error with 'Back to Matches' and 'Try Again'. */
export function MatchLoadError({ message, onRetry, retrying }: MatchLoadErrorProps) {
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm dark:border-stone-700 dark:bg-stone-900">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
        <CircleAlert aria-hidden="true" className="h-7 w-7" />
      </span>
      <p role="alert" className="mt-4 text-base font-semibold text-stone-900 dark:text-stone-100">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={ROUTES.matches} className={buttonClasses('outline')}>
          {MATCH_DETAIL_TEXTS.backToMatches}
        </Link>
        <Button busy={retrying} onClick={onRetry}>
          {MATCH_DETAIL_TEXTS.tryAgain}
        </Button>
      </div>
    </div>
  );
}
