import { Link } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { ACCOUNT_RECOVERY_TEXTS } from '@kindred/contract/auth-screens';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function ForgotPasswordPage() {
  useDocumentTitle(SCREEN_TITLES.forgotPassword);
  return (
    <>
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {SCREEN_TITLES.forgotPassword}
      </h1>
      <ForgotPasswordForm />
      <p className="mt-8 text-center text-sm">
        <Link to={ROUTES.login} className="font-semibold text-rose-700 hover:underline dark:text-rose-300">
          {ACCOUNT_RECOVERY_TEXTS.backToSignIn}
        </Link>
      </p>
    </>
  );
}
