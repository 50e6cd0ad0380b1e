import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@kindred/contract/messages';
import { ACCOUNT_RECOVERY_TEXTS, LOGIN_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailDeliveryNotice } from './email-delivery-notice';

/**
 * Asks for a reset link; the server answers the same generic message for any address, which also
 * says when this server cannot send mail at all (decision 074).
 */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (email.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    request.mutate(email.trim());
  };

  if (request.isSuccess) return <EmailDeliveryNotice answer={request.data} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-stone-700 dark:text-stone-300">{ACCOUNT_RECOVERY_TEXTS.forgotIntro}</p>
      {request.isError && <Alert tone="error">{errorMessage(request.error, MESSAGES.somethingWentWrong)}</Alert>}
      <TextField
        label={LOGIN_TEXTS.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing ? MESSAGES.emailRequired : undefined}
        required
      />
      <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
        {request.isPending ? ACCOUNT_RECOVERY_TEXTS.sending : ACCOUNT_RECOVERY_TEXTS.sendResetLink}
      </Button>
    </form>
  );
}
