import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ROUTES } from '@kindred/contract/routes';
import { LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { LoginForm } from '@/features/auth/components/login-form';
import { ProviderButtons } from '@/features/auth/components/provider-buttons';
import { safeRedirectPath } from '@/lib/safe-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

/** SPEC 2 /login: on success, back to the page the visitor wanted, else /matches. */
export default function LoginPage() {
  useDocumentTitle(LOGIN_TEXTS.title);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const redirectTarget = safeRedirectPath(searchParams.get('redirect'));
  // Only the latest attempt's error shows: a new attempt, either way, clears the older one.
  const [lastAttempt, setLastAttempt] = useState<'password' | 'provider' | null>(null);
  const goOn = () => void navigate(redirectTarget ?? ROUTES.matches, { replace: true });
  const registerLink = redirectTarget
    ? `${ROUTES.register}?${new URLSearchParams({ redirect: redirectTarget }).toString()}`
    : ROUTES.register;

  return (
    <>
      <h1 className="text-center text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {LOGIN_TEXTS.title}
      </h1>
      <p className="mt-2 text-center text-stone-700 dark:text-stone-300">{LOGIN_TEXTS.subtitle}</p>
      <div className="mt-6">
        <LoginForm
          onSignedIn={goOn}
          onAttempt={() => setLastAttempt('password')}
          errorHidden={lastAttempt === 'provider'}
        />
      </div>
      <ProviderButtons
        caption={LOGIN_TEXTS.orContinueWith}
        onSignedIn={goOn}
        onAttempt={() => setLastAttempt('provider')}
        errorHidden={lastAttempt === 'password'}
      />
      <p className="mt-8 text-center text-sm text-stone-700 dark:text-stone-300">
        {LOGIN_TEXTS.noAccount}{' '}
        <Link to={registerLink} className="font-semibold text-rose-700 hover:underline dark:text-rose-300">
          {LOGIN_TEXTS.signUp}
        </Link>
      </p>
    </>
  );
}
