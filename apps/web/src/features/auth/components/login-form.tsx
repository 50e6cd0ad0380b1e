import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import { ROUTES } from '@kindred/contract/routes';
import { LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { PASSKEY_MESSAGES, PASSKEY_TEXTS } from '@kindred/contract/passkeys';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { passkeyCeremonyFailure } from '@/lib/passkey-ceremony';
import { SuspendedSignIn, useLogin } from '../api/login';
import { usePasskeySignIn } from '../hooks/use-passkey-sign-in';

// Only a suspended member sees it: its statement and appeal form stay out of /login's first load.
const SuspensionNoticePanel = lazy(() =>
  import('./suspension-notice').then((module) => ({ default: module.SuspensionNoticePanel })),
);

interface LoginFormProps {
  onSignedIn: () => void;
  /** Prefilled (just registered); the password field then takes the focus. */
  initialEmail?: string;
  /** A password sign-in starts: the page clears other attempts' errors. */
  onAttempt?: () => void;
  /** Another attempt (Google, Apple) started since this one failed: its error is old news. */
  errorHidden?: boolean;
}

/** Why a passkey sign-in failed, for the member. */
function passkeyError(error: unknown): string {
  switch (passkeyCeremonyFailure(error)) {
    case 'cancelled':
      return PASSKEY_TEXTS.signInCancelled;
    case 'unavailable':
      return PASSKEY_TEXTS.signInUnsupported;
    default:
      return errorMessage(error, PASSKEY_MESSAGES.signInFailed);
  }
}

/**
 * SPEC 2 /login; SPEC 5 both fields required; SPEC 8 server message, else the fallback. Beside
 * the password, a passkey (decision 071): the button, or the e-mail field's autofill.
 */
export function LoginForm({ onSignedIn, initialEmail, onAttempt, errorHidden = false }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [missingFields, setMissingFields] = useState(false);
  const login = useLogin();
  // Only the latest attempt's error shows, password or passkey.
  const [lastTried, setLastTried] = useState<'password' | 'passkey'>('password');
  const passkey = usePasskeySignIn({
    rememberMe,
    onSignedIn,
    onAttempt: () => {
      setLastTried('passkey');
      onAttempt?.();
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setLastTried('password');
    onAttempt?.();
    if (email.trim() === '' || password === '') {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    login.mutate({ email: email.trim(), password, rememberMe }, { onSuccess: onSignedIn });
  };

  const suspension = login.error instanceof SuspendedSignIn ? login.error.notice : null;
  const passwordError = missingFields
    ? SESSION_MESSAGES.loginBothRequired
    : login.isError && !suspension
      ? errorMessage(login.error, SESSION_MESSAGES.loginFailed)
      : null;
  const passkeyFailure = passkey.error === null ? null : passkeyError(passkey.error);
  const error = errorHidden ? null : lastTried === 'passkey' ? passkeyFailure : passwordError;

  return (
    <>
      {suspension && !errorHidden && lastTried === 'password' && (
        <div className="mb-6">
          <Suspense fallback={null}>
            <SuspensionNoticePanel
              key={suspension.statement.id + suspension.statement.appeal.state}
              notice={suspension}
            />
          </Suspense>
        </div>
      )}
      <form onSubmit={submit} noValidate className="space-y-5">
        {error && <Alert tone="error">{error}</Alert>}
        <TextField
          label={LOGIN_TEXTS.email}
          type="email"
          name="email"
          // Conditional UI: the browser offers this site's passkeys among the field's suggestions.
          autoComplete="username webauthn"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
        />
        <TextField
          label={LOGIN_TEXTS.password}
          type="password"
          name="password"
          autoComplete="current-password"
          autoFocus={Boolean(initialEmail)}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          required
        />
        <div className="flex items-center justify-between gap-3">
          <Checkbox
            label={LOGIN_TEXTS.rememberMe}
            name="rememberMe"
            checked={rememberMe}
            onChange={(event) => setRememberMe(event.target.checked)}
          />
          <Link
            to={ROUTES.forgotPassword}
            className="hit-area relative rounded text-sm font-semibold text-rose-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-rose-500 dark:text-rose-300"
          >
            {LOGIN_TEXTS.forgotPassword}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={login.isPending}>
          {login.isPending ? LOGIN_TEXTS.submitting : LOGIN_TEXTS.submit}
        </Button>
        <Button variant="outline" size="lg" className="w-full" busy={passkey.busy} onClick={passkey.start}>
          {!passkey.busy && <KeyRound aria-hidden="true" className="h-5 w-5" />}
          {passkey.busy ? PASSKEY_TEXTS.signingIn : PASSKEY_TEXTS.signIn}
        </Button>
      </form>
    </>
  );
}
