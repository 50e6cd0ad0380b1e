import { REGISTER_TEXTS } from '@kindred/contract/screens';
import { TextField } from '@/components/ui/text-field';
import type { StepProps } from './step-props';

/** Step 1 Create Your Account: email, password, confirmation. */
export function AccountStep({ values, errors, onChange }: StepProps) {
  return (
    <div className="space-y-5">
      <TextField
        label={REGISTER_TEXTS.email}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => onChange({ email: event.target.value })}
        error={errors.email}
      />
      <TextField
        label={REGISTER_TEXTS.password}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => onChange({ password: event.target.value })}
        error={errors.password}
      />
      <TextField
        label={REGISTER_TEXTS.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(event) => onChange({ confirmPassword: event.target.value })}
        error={errors.confirmPassword}
      />
    </div>
  );
}
