import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SESSION_MESSAGES } from '@kindred/contract/session-messages';
import { ROUTES } from '@kindred/contract/routes';
import { LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useLogin } from '../api/login';

interface LoginFormProps {
  onSignedIn: () => void;
  /** Prefilled (just registered); the password field then takes the focus. */
  initialEmail?: string;
  /** A password sign-in starts: the page clears other attempts' errors. */
  onAttempt?: () => void;
  /** Another attempt (Google, Apple) started since this one failed: its error is old news. */
  errorHidden?: boolean;
}

/** SPEC 2 /login; SPEC 5 both fields required; SPEC 8 server message, else the fallback. */
export function LoginForm({ onSignedIn, initialEmail, onAttempt, errorHidden = false }: LoginFormProps) {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [missingFields, setMissingFields] = useState(false);
  const login = useLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onAttempt?.();
    if (email.trim() === '' || password === '') {
      setMissingFields(true);
      return;
    }
    setMissingFields(false);
    login.mutate({ email: email.trim(), password, rememberMe }, { onSuccess: onSignedIn });
  };

  const error = errorHidden
    ? null
    : missingFields
      ? SESSION_MESSAGES.loginBothRequired
      : login.isError
        ? errorMessage(login.error, SESSION_MESSAGES.loginFailed)
        : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {error && <Alert tone="error">{error}</Alert>}
      <TextField
        label={LOGIN_TEXTS.email}
        type="email"
        name="email"
        autoComplete="email"
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
    </form>
  );
}
