import { Apple } from 'lucide-react';
import { clsx } from 'clsx';
import { LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import { AUTH_PROVIDERS, type AuthProvider } from '@kindred/contract/enums';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { providerErrorMessage } from '@/lib/provider-id-token';
import { useAuthProviders } from '../api/get-auth-providers';
import { useProviderSignIn } from '../api/provider-sign-in';
import { GoogleMark } from './google-mark';

interface ProviderButtonsProps {
  /** The divider text above the buttons. */
  caption: string;
  onSignedIn: () => void;
  /** A sign-in through a provider starts: the page clears other attempts' errors. */
  onAttempt?: () => void;
  /** Another attempt started since this one failed: its error is old news. */
  errorHidden?: boolean;
}

/**
 * Google and Apple sign-in (SPEC 7: POST /auth/{provider}), each shown only when the server
 * has it configured (decision 051): a button that can only fail is not offered. Pressing one
 * loads the provider's own script and passes its ID token on (decision 072).
 */
export function ProviderButtons({ caption, onSignedIn, onAttempt, errorHidden = false }: ProviderButtonsProps) {
  const configured = useAuthProviders().data;
  const signIn = useProviderSignIn();
  const providers = AUTH_PROVIDERS.filter((provider) => configured?.[provider]);
  if (providers.length === 0) return null;

  const pending = signIn.isPending ? signIn.variables.provider : null;
  const start = (provider: AuthProvider) => {
    const client = configured?.clients[provider];
    if (!client) return;
    onAttempt?.();
    signIn.mutate({ provider, client }, { onSuccess: onSignedIn });
  };
  const failure =
    signIn.isError && !errorHidden ? providerErrorMessage(signIn.error, SESSION_MESSAGES.loginFailed) : null;

  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-stone-600 dark:text-stone-400">
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
        <span>{caption}</span>
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
      </div>
      <div className={clsx('grid gap-3', providers.length > 1 && 'grid-cols-2')}>
        {providers.includes('google') && (
          <Button variant="outline" busy={pending === 'google'} onClick={() => start('google')}>
            {pending !== 'google' && <GoogleMark />}
            {LOGIN_TEXTS.google}
          </Button>
        )}
        {providers.includes('apple') && (
          <Button variant="outline" busy={pending === 'apple'} onClick={() => start('apple')}>
            {pending !== 'apple' && <Apple aria-hidden="true" className="h-4 w-4" />}
            {LOGIN_TEXTS.apple}
          </Button>
        )}
      </div>
      {failure && (
        <Alert tone="error" className="mt-3">
          {failure}
        </Alert>
      )}
    </div>
  );
}
