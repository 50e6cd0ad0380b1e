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
  const fields = [
    { label: labels.password, value: password, onValueChange: onPasswordChange, error: errors.password },
    { label: labels.confirm, value: confirm, onValueChange: onConfirmChange, error: errors.confirm },
  ];
  return fields.map((field) => <PasswordField key={field.label} autoComplete="new-password" {...field} />);
}
