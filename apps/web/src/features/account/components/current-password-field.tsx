import { SETTINGS_TEXTS } from '@kindred/contract/screens';
import { TextField } from '@/components/ui/text-field';

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
    <TextField
      label={SETTINGS_TEXTS.currentPassword}
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
