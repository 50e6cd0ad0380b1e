import { z } from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { ageOn } from './age';
import {
  birthdateField,
  emailField,
  interestsField,
  languagesField,
  locationField,
  nameField,
  newPasswordField,
  optionalString,
} from './fields';
import { registrationPhotosField } from './auth';
import type { RegistrationStep } from './registration-steps';
import { textField } from './text';

// SPEC 5: the registration wizard's rules, one schema per step, with the exact messages.

export const registrationStepSchemas = {
  1: z
    .object({
      email: emailField,
      password: newPasswordField,
      confirmPassword: textField('confirmPassword', { lines: 'multi' }),
    })
    .refine((step) => step.password === step.confirmPassword, {
      path: ['confirmPassword'],
      error: MESSAGES.passwordsDoNotMatch,
      // Shown together with the other fields' messages, not only once they are valid.
      when: (payload) => typeof (payload.value as { confirmPassword?: unknown })?.confirmPassword === 'string',
    }),
  2: z
    .object({ name: nameField, birthdate: birthdateField, location: locationField })
    .refine((step) => (ageOn(step.birthdate) ?? LIMITS.minAge) >= LIMITS.minAge, {
      path: ['birthdate'],
      error: MESSAGES.mustBeAdult,
      when: (payload) => birthdateField.safeParse((payload.value as { birthdate?: unknown })?.birthdate).success,
    }),
  3: z.object({
    bio: optionalString('bio', LIMITS.bioMax),
    interests: interestsField,
    languages: languagesField,
  }),
  4: z.object({ photos: registrationPhotosField }),
  5: z.object({
    acceptedTerms: z.literal(true, { error: MESSAGES.termsRequired }),
  }),
} as const satisfies Record<RegistrationStep, z.ZodType>;
