// SPEC 2 /register: the wizard's five steps, without their rules (registration-wizard.ts builds
// those with zod, which the page loads only once the visitor starts filling it in, decision 042).

export const REGISTRATION_STEP_TITLES = [
  'Create Your Account',
  'Basic Information',
  'About You',
  'Add Photos',
  'Preferences',
] as const;

export type RegistrationStep = 1 | 2 | 3 | 4 | 5;

/** SPEC 4: a server field error sends the wizard to the step holding that field. */
export function registrationStepForField(field: string): RegistrationStep {
  switch (field) {
    case 'email':
    case 'password':
    case 'confirmPassword':
      return 1;
    case 'name':
    case 'age':
    case 'birthdate':
    case 'gender':
    case 'location':
      return 2;
    case 'bio':
    case 'interests':
    case 'languages':
      return 3;
    case 'photos':
      return 4;
    default:
      return 5;
  }
}
