import { registrationStepSchemas, type RegistrationStep } from '@kindred/contract/registration-wizard';
import type { RegistrationErrors, RegistrationValues } from './registration-values';

/** SPEC 5: checks one step with the contract's schema; the first message per field. */
export function validateRegistrationStep(step: RegistrationStep, values: RegistrationValues): RegistrationErrors {
  const result = registrationStepSchemas[step].safeParse(values);
  if (result.success) return {};
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
