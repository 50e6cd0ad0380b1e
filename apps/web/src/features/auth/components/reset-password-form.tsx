import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import { ROUTES } from '@kindred/contract/routes';
import { ACCOUNT_RECOVERY_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { errorMessage } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

function passwordError(password: string): string | undefined {
  if (password === '') return MESSAGES.passwordRequired;
  if (password.length < LIMITS.passwordMin) return MESSAGES.passwordTooShort;
  return undefined;
}

/** Sets a new password with the token from the e-mailed link, then points to sign-in. */
export function ResetPasswordForm({ token, onReset }: { token: string; onReset?: () => void }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const reset = useResetPassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = {
      password: passwordError(password),
      confirm: confirm !== password ? MESSAGES.passwordsDoNotMatch : undefined,
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    reset.mutate({ token, password }, { onSuccess: onReset });
  };

  if (reset.isSuccess) {
    return (
      <div className="space-y-5">
        <Alert tone="success">{reset.data.message}</Alert>
        <Link to={ROUTES.login} className={buttonClasses('primary', 'lg', 'w-full')}>
          {ACCOUNT_RECOVERY_TEXTS.backToSignIn}
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {reset.isError && <Alert tone="error">{errorMessage(reset.error, MESSAGES.resetTokenInvalid)}</Alert>}
      <NewPasswordFields
        labels={{ password: ACCOUNT_RECOVERY_TEXTS.newPassword, confirm: ACCOUNT_RECOVERY_TEXTS.confirmNewPassword }}
        password={password}
        confirm={confirm}
        onPasswordChange={setPassword}
        onConfirmChange={setConfirm}
        errors={errors}
      />
      <Button type="submit" size="lg" className="w-full" busy={reset.isPending}>
        {reset.isPending ? ACCOUNT_RECOVERY_TEXTS.resetting : ACCOUNT_RECOVERY_TEXTS.resetSubmit}
      </Button>
    </form>
  );
}
