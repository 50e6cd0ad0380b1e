import type { RegistrationErrors, RegistrationValues } from '../lib/registration-values';

export interface StepProps {
  values: RegistrationValues;
  errors: RegistrationErrors;
  onChange: (patch: Partial<RegistrationValues>) => void;
}
