import { PASSWORD_FIELD_TEXTS } from '@kindred/contract/password-rules';
import { PasswordField } from './password-field';
import { PasswordRulesList } from './password-rules-list';

interface NewPasswordFieldsProps {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (password: string) => void;
  onConfirmChange: (confirm: string) => void;
  errors: { password?: string; confirm?: string };
}

/**
 * A new password and its confirmation, both offered to password managers as a new password. The
 * rules show under the first before any error, and each field can show its text (decision 074).
 */
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
        value={password}
        onValueChange={onPasswordChange}
        error={errors.password}
        autoComplete="new-password"
        revealLabel={PASSWORD_FIELD_TEXTS.showPassword}
        hint={<PasswordRulesList password={password} />}
      />
      <PasswordField
        label={labels.confirm}
        value={confirm}
        onValueChange={onConfirmChange}
        error={errors.confirm}
        autoComplete="new-password"
        revealLabel={PASSWORD_FIELD_TEXTS.showConfirmation}
      />
    </>
  );
}
