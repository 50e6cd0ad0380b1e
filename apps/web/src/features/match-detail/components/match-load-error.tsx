import { Link } from 'react-router';
import { MATCH_DETAIL_TEXTS } from '@kindred/contract/matches';
import { ROUTES } from '@kindred/contract/routes';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { LoadErrorCard } from '@/components/ui/load-error-card';

interface MatchLoadErrorProps {
  /** One of SPEC 8's match detail load texts. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
}

/** SPEC 2 Other states: the error with 'Back to Matches' and 'Try Again'. */
export function MatchLoadError({ message, onRetry, retrying }: MatchLoadErrorProps) {
  return (
    <LoadErrorCard message={message}>
      <Link to={ROUTES.matches} className={buttonClasses('outline')}>
        {MATCH_DETAIL_TEXTS.backToMatches}
      </Link>
      <Button busy={retrying} onClick={onRetry}>
        {MATCH_DETAIL_TEXTS.tryAgain}
      </Button>
    </LoadErrorCard>
  );
}
