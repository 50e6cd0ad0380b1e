import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { SCREEN_TITLES } from '@kindred/contract/screens';
import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';
import { startSession } from '@/features/auth/lib/start-session';
import { RegistrationWizard } from '@/features/registration/components/registration-wizard';
import { rememberSignUpEmailDelivery } from '@/lib/sign-up-email-delivery';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * SPEC 2 /register: the wizard. On success the session the register call answered is stored
 * (SPEC 7) and the member goes to /login, whose guard forwards a signed-in member into the app:
 * onboarding, or the page they came for, without typing the password twice (issue 38).
 */
export default function RegisterPage() {
  useDocumentTitle(SCREEN_TITLES.register);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const queryClient = useQueryClient();
  return (
    <RegistrationWizard
      onRegistered={(response) => {
        startSession(queryClient, response);
        rememberSignUpEmailDelivery(response.emailDelivery);
        // Only where the visitor was going travels on; the wizard's own ?step= does not.
        void navigate(redirect ? `${ROUTES.login}?${new URLSearchParams({ redirect }).toString()}` : ROUTES.login, {
          replace: true,
        });
      }}
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
