import { Link } from 'react-router';
import { CHAT_TEXTS } from '@kindred/contract/conversations';
import { ROUTES } from '@kindred/contract/routes';
import { COMMON_TEXTS } from '@kindred/contract/screens';
import { BackLink } from '@/components/ui/back-link';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadErrorCard } from '@/components/ui/load-error-card';
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
        <BackLink to={ROUTES.messages} label={COMMON_TEXTS.backToMessages} look="bar" />
        <h1 className="text-lg font-bold text-stone-900 dark:text-stone-100">{title}</h1>
      </div>
      <LoadErrorCard message={errorMessage(error, CHAT_TEXTS.loadFailed)}>
        <Link to={ROUTES.messages} className={buttonClasses(final ? 'primary' : 'outline')}>
          {COMMON_TEXTS.backToMessages}
        </Link>
        {!final && (
          <Button busy={retrying} onClick={onRetry}>
            {CHAT_TEXTS.tryAgain}
          </Button>
        )}
      </LoadErrorCard>
    </div>
  );
}
