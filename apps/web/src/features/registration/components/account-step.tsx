import { REGISTER_TEXTS } from '@kindred/contract/auth-screens';
import { NewPasswordFields } from '@/components/ui/new-password-fields';
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
      <NewPasswordFields
        labels={{ password: REGISTER_TEXTS.password, confirm: REGISTER_TEXTS.confirmPassword }}
        password={values.password}
        confirm={values.confirmPassword}
        onPasswordChange={(password) => onChange({ password })}
        onConfirmChange={(confirmPassword) => onChange({ confirmPassword })}
        errors={{ password: errors.password, confirm: errors.confirmPassword }}
      />
    </div>
  );
}
