import { Link } from 'react-router';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { ACCOUNT_RECOVERY_TEXTS, LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { useSession } from '../api/get-session';

/** Explains verification; a signed-in, unverified member can ask for a new link. */
export function ResendVerification() {
  const session = useSession();
  const resend = useResendVerification();
  const user = session.data?.user;

  return (
    <div className="space-y-5">
      <p className="text-stone-700 dark:text-stone-300">{ACCOUNT_RECOVERY_TEXTS.verificationIntro}</p>
      {user?.emailVerified && <Alert tone="success">{MESSAGES.alreadyVerified}</Alert>}
      {user && !user.emailVerified && (
        <>
          {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
          {resend.isError && <Alert tone="error">{errorMessage(resend.error, MESSAGES.somethingWentWrong)}</Alert>}
          <Button size="lg" className="w-full" busy={resend.isPending} onClick={() => resend.mutate()}>
            {resend.isPending ? ACCOUNT_RECOVERY_TEXTS.resending : ACCOUNT_RECOVERY_TEXTS.resendVerification}
          </Button>
        </>
      )}
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
