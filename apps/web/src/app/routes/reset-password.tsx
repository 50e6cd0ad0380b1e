import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ACCOUNT_RECOVERY_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /reset-password?token=...: the link from the reset e-mail. */
export default function ResetPasswordPage() {
  useDocumentTitle(SCREEN_TITLES.resetPassword);
  const token = useSearchParams()[0].get('token');
  // Once the password is reset the form's own button leads to sign-in; one such link is enough.
  const [done, setDone] = useState(false);
  return (
    <>
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.resetPassword}
      </h1>
      {token ? (
        <ResetPasswordForm token={token} onReset={() => setDone(true)} />
      ) : (
        <Alert tone="error">{ACCOUNT_RECOVERY_TEXTS.resetMissingToken}</Alert>
      )}
      {!done && (
        <p className="mt-8 text-center text-sm">
          {!token && (
            <Link
              to={ROUTES.forgotPassword}
              className="mr-4 font-semibold text-rose-700 hover:underline dark:text-rose-300"
            >
              {ACCOUNT_RECOVERY_TEXTS.requestNewLink}
            </Link>
          )}
          <Link to={ROUTES.login} className="font-semibold text-rose-700 hover:underline dark:text-rose-300">
            {ACCOUNT_RECOVERY_TEXTS.backToSignIn}
          </Link>
        </p>
      )}
    </>
  );
}
