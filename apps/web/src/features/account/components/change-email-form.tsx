import { useState, type FormEvent } from 'react';
import { changeEmailSchema } from '@kindred/contract/account';
import type { SessionUser } from '@kindred/contract/auth';
import { MESSAGES } from '@kindred/contract/messages';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { CurrentPasswordField } from './current-password-field';
import { useChangeEmail } from '../api/change-email';
import { accountFailure, issuesByField, type FieldErrors } from '../lib/account-form-errors';

type Field = 'email' | 'currentPassword';

interface ChangeEmailFormProps {
  currentEmail: string;
  /** Members who sign in only with Google or Apple have no password to confirm with. */
  hasPassword: boolean;
  onChanged: (user: SessionUser) => void;
}

export function ChangeEmailForm({ currentEmail, hasPassword, onChanged }: ChangeEmailFormProps) {
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const mutation = useChangeEmail();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const body = { email, ...(hasPassword ? { currentPassword } : {}) };
    const parsed = changeEmailSchema.safeParse(body);
    const found = parsed.success ? {} : issuesByField<Field>(parsed.error.issues);
    if (parsed.success && parsed.data.email === currentEmail.toLowerCase()) found.email = MESSAGES.sameEmail;
    setErrors(found);
    if (!parsed.success || found.email) return;
    mutation.mutate(parsed.data, {
      onSuccess: (response) => {
        setEmail('');
        setCurrentPassword('');
        // Not sent anywhere (decision 074) is news, not a success.
        setNotice({ tone: response.emailDelivery === 'none' ? 'info' : 'success', text: response.message });
        onChanged(response.user);
      },
      onError: (error) => {
        const failure = accountFailure<Field>(error, ['email', 'currentPassword'], 'email');
        setErrors(failure.fieldErrors);
        if (failure.banner) setNotice({ tone: 'error', text: failure.banner });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <TextField
        label={SETTINGS_TEXTS.newEmail}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.email}
      />
      <CurrentPasswordField
        hasPassword={hasPassword}
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
      />
      <Button type="submit" variant="outline" busy={mutation.isPending}>
        {SETTINGS_TEXTS.updateEmail}
      </Button>
    </form>
  );
}
