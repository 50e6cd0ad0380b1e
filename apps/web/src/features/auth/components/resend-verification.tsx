import { Link } from 'react-router';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { ACCOUNT_RECOVERY_TEXTS, LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { ResendVerificationButton } from './resend-verification-button';
import { useSession } from '../api/get-session';

/** Explains verification; a signed-in, unverified member can ask for a new link. */
export function ResendVerification() {
  const session = useSession();
  const user = session.data?.user;

  return (
    <div className="space-y-5">
      <p className="text-stone-700 dark:text-stone-300">{ACCOUNT_RECOVERY_TEXTS.verificationIntro}</p>
      {user?.emailVerified && <Alert tone="success">{MESSAGES.alreadyVerified}</Alert>}
      {user && !user.emailVerified && <ResendVerificationButton size="lg" />}
      {session.isSuccess && !user && (
        <p className="text-stone-700 dark:text-stone-300">
          {ACCOUNT_RECOVERY_TEXTS.signInToResend}{' '}
          <Link to={ROUTES.login} className="font-semibold text-rose-700 hover:underline dark:text-rose-300">
            {LOGIN_TEXTS.submit}
          </Link>
        </p>
      )}
    </div>
  );
}
