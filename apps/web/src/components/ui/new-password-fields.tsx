import { PasswordField } from './password-field';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
  errors: { password?: string; confirm?: string };
}

/** A new password and its confirmation, both offered to password managers as a new password. */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={labels.password}
        autoComplete="new-password"
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
      />
      <PasswordField
        label={labels.confirm}
        autoComplete="new-password"
        value={confirm}
        onValueChange={onConfirmChange}
        error={errors.confirm}
      />
    </>
  );
}
