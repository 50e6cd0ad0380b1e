import { Apple } from 'lucide-react';
import { LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import type { AuthProvider } from '@kindred/contract/enums';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useProviderSignIn } from '../api/provider-sign-in';
import { GoogleMark } from './google-mark';

interface ProviderButtonsProps {
  /** The divider text above the buttons. */
  caption: string;
  onSignedIn: () => void;
}

/** Google and Apple sign-in (SPEC 7: POST /auth/{provider}); shows the server's answer. */
export function ProviderButtons({ caption, onSignedIn }: ProviderButtonsProps) {
  const signIn = useProviderSignIn();
  const pending = signIn.isPending ? signIn.variables : null;
  const start = (provider: AuthProvider) => signIn.mutate(provider, { onSuccess: onSignedIn });

  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-sm text-stone-600 dark:text-stone-400">
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
        <span>{caption}</span>
        <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" busy={pending === 'google'} onClick={() => start('google')}>
          {pending !== 'google' && <GoogleMark />}
          {LOGIN_TEXTS.google}
        </Button>
        <Button variant="outline" busy={pending === 'apple'} onClick={() => start('apple')}>
          {pending !== 'apple' && <Apple aria-hidden="true" className="h-4 w-4" />}
          {LOGIN_TEXTS.apple}
        </Button>
      </div>
      {signIn.isError && (
        <Alert tone="error" className="mt-3">
          {errorMessage(signIn.error, SESSION_MESSAGES.loginFailed)}
        </Alert>
      )}
    </div>
  );
}
