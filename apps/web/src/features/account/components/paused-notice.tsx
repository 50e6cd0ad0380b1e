import { Link } from 'react-router';
import { PAUSE_TEXTS } from '@kindred/contract/account-pause';
import { ROUTES } from '@kindred/contract/routes';
import { Alert } from '@/components/ui/alert';
import { useAccountPause } from '../api/get-account-pause';

/** On the member's own profile while they take a break: what it means and where to end it. */
export function PausedNotice() {
  const pause = useAccountPause();
  if (!pause.data?.paused) return null;
  return (
    <Alert tone="info">
      {PAUSE_TEXTS.pausedNotice}{' '}
      <Link to={`${ROUTES.settings}#take-a-break`} className="font-semibold underline underline-offset-2">
        {PAUSE_TEXTS.resume}
      </Link>
    </Alert>
  );
}
