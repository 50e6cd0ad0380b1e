import { useState, type FormEvent } from 'react';
import { changePasswordSchema } from '@kindred/contract/account';
import { MESSAGES } from '@kindred/contract/messages';
import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
import { CurrentPasswordField } from './current-password-field';
import { useChangePassword } from '../api/change-password';
import { accountFailure, issuesByField, type FieldErrors } from '../lib/account-form-errors';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';

interface ChangePasswordFormProps {
  /** Without a password yet (Google or Apple sign-in), this sets the first one. */
  hasPassword: boolean;
  onChanged: () => void;
}

export function ChangePasswordForm({ hasPassword, onChanged }: ChangePasswordFormProps) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const mutation = useChangePassword();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const body = { newPassword, ...(hasPassword ? { currentPassword } : {}) };
    const parsed = changePasswordSchema.safeParse(body);
    const found = parsed.success ? {} : issuesByField<Field>(parsed.error.issues);
    if (newPassword !== confirmPassword) found.confirmPassword = MESSAGES.passwordsDoNotMatch;
    setErrors(found);
    if (!parsed.success || found.confirmPassword) return;
    mutation.mutate(parsed.data, {
      onSuccess: (response) => {
        setCurrentPassword('');
        setNewPassword('');
        setConfirmPassword('');
        setNotice({ tone: 'success', text: response.message });
        onChanged();
      },
      onError: (error) => {
        const failure = accountFailure<Field>(error, ['currentPassword', 'newPassword']);
        setErrors(failure.fieldErrors);
        if (failure.banner) setNotice({ tone: 'error', text: failure.banner });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <CurrentPasswordField
        hasPassword={hasPassword}
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
      />
      <NewPasswordFields
        labels={{ password: SETTINGS_TEXTS.newPassword, confirm: SETTINGS_TEXTS.confirmNewPassword }}
        password={newPassword}
        confirm={confirmPassword}
        onPasswordChange={setNewPassword}
        onConfirmChange={setConfirmPassword}
        errors={{ password: errors.newPassword, confirm: errors.confirmPassword }}
      />
      <Button type="submit" variant="outline" busy={mutation.isPending}>
        {SETTINGS_TEXTS.updatePassword}
      </Button>
    </form>
  );
}
