import { Link } from 'react-router';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { ACCOUNT_RECOVERY_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useVerifyEmail } from '../api/verify-email';

/** Spends the token from the verification link and shows what the server said. */
export function VerifyEmailResult({ token }: { token: string }) {
  const verification = useVerifyEmail(token);
  if (verification.isPending) {
    return (
      <div className="flex items-center gap-3 text-stone-700 dark:text-stone-300">
        <Spinner size="sm" decorative />
        <span role="status">{ACCOUNT_RECOVERY_TEXTS.verifying}</span>
      </div>
    );
  }
  if (verification.isError) {
    return <Alert tone="error">{errorMessage(verification.error, MESSAGES.verifyTokenInvalid)}</Alert>;
  }
  return (
    <div className="space-y-5">
      <Alert tone="success">{verification.data.message}</Alert>
      <Link to={ROUTES.matches} className={buttonClasses('primary', 'lg', 'w-full')}>
        {ACCOUNT_RECOVERY_TEXTS.goToMatches}
      </Link>
    </div>
  );
}
