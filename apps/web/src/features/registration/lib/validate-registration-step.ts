import type { RegistrationStep } from '@kindred/contract/registration-steps';
import type { RegistrationErrors, RegistrationValues } from './registration-values';

// The steps' rules are zod schemas: loaded when the visitor starts filling the form in (see
// preloadRegistrationRules), not with the page (decision 042).
const loadRules = () => import('@kindred/contract/registration-wizard');

/** Starts loading the rules, so that the first "Next" does not wait for them. */
export function preloadRegistrationRules(): void {
  void loadRules();
}

/** SPEC 5: checks one step with the contract's schema; the first message per field. */
export async function validateRegistrationStep(
  step: RegistrationStep,
  values: RegistrationValues,
): Promise<RegistrationErrors> {
  const { registrationStepSchemas } = await loadRules();
  const result = registrationStepSchemas[step].safeParse(values);
  if (result.success) return {};
  const errors: RegistrationErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
