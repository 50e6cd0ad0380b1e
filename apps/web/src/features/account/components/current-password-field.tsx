import { SETTINGS_TEXTS } from '@kindred/contract/member-screens';
import { PasswordField } from '@/components/ui/password-field';

/** Asked before account changes; members who only sign in with Google or Apple have none. */
export function CurrentPasswordField({
  hasPassword,
  value,
  onChange,
  error,
}: {
  hasPassword: boolean;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  if (!hasPassword) return null;
  return (
    <PasswordField
      label={SETTINGS_TEXTS.currentPassword}
      autoComplete="current-password"
      value={value}
      onValueChange={onChange}
      error={error}
    />
  );
}
