import { Link, useNavigate } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';
import { RegistrationWizard } from '@/features/registration/components/registration-wizard';
import { useDocumentTitle } from '@/lib/use-document-title';
import type { LoginNotice } from './login';

/** SPEC 2 /register: the wizard; on success the new member signs in on /login. */
export default function RegisterPage() {
  useDocumentTitle(SCREEN_TITLES.register);
  const navigate = useNavigate();
  return (
    <RegistrationWizard
      onRegistered={(email) =>
        void navigate(ROUTES.login, { state: { registered: true, email } satisfies LoginNotice })
      }
      accountExtras={
        <ProviderButtons
          caption={REGISTER_TEXTS.orSignUpWith}
          onSignedIn={() => void navigate(ROUTES.matches, { replace: true })}
        />
      }
      footer={
        <p className="mt-8 text-center text-sm text-stone-700 dark:text-stone-300">
          {REGISTER_TEXTS.haveAccount}{' '}
          <Link to={ROUTES.login} className="font-semibold text-rose-700 hover:underline dark:text-rose-300">
            {REGISTER_TEXTS.signIn}
          </Link>
        </p>
      }
    />
  );
}
