import { z } from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { ageOn } from './age';
import { USER_ROLES } from './enums';
import { storedChoiceField } from './vocabulary-fields';
import type { ChoiceField } from './vocabulary';
import {
  ageRangeField,
  birthdateField,
  emailField,
  interestsField,
  languagesField,
  locationField,
  maxDistanceField,
  nameField,
  newPasswordField,
  optionalString,
  questionsField,
} from './fields';
import { ownProfileSchema } from './profile';
import { textField } from './text';

const isMissing = (input: unknown) => input === undefined || input === null;

/** '' means "not chosen" in the registration form (SPEC 3: gender default empty). */
const optionalChoice = <F extends ChoiceField>(field: F) =>
  storedChoiceField(field)
    .optional()
    .transform((value) => (value === '' ? undefined : value));

export const registrationPhotosField = z
  .array(
    textField('photos', { missing: MESSAGES.photoInvalid, notString: MESSAGES.photoInvalid })
      .min(1, { error: MESSAGES.photoInvalid })
      // base64 is 4/3 of the bytes; the data: prefix is short.
      .max(Math.ceil((LIMITS.maxPhotoBytes * 4) / 3) + 100, { error: MESSAGES.photoTooLarge }),
    { error: (issue) => (isMissing(issue.input) ? MESSAGES.photosRequired : MESSAGES.fieldMustBeArray('photos')) },
  )
  .min(1, { error: MESSAGES.photosRequired })
  .max(LIMITS.maxPhotos, { error: MESSAGES.tooManyPhotos });

const ageField = z
  .number({ error: MESSAGES.fieldMustBeNumber('age') })
  .max(LIMITS.maxAge, { error: MESSAGES.birthDateInvalid })
  .int({ error: MESSAGES.wholeNumber('age') });

/**
 * SPEC 3 Registration payload. `age` (as the older client sends) or `birthdate` (as ours
 * does) must be present; when both are, the birth date wins.
 */
export const registrationProfileSchema = z
  .object({
    name: nameField,
    age: ageField.optional(),
    birthdate: birthdateField.optional(),
    gender: optionalChoice('gender'),
    bio: optionalString('bio', LIMITS.bioMax, 'multi').optional(),
    location: locationField,
    photos: registrationPhotosField,
    interests: interestsField,
    languages: languagesField.optional(),
    lookingFor: optionalChoice('lookingFor'),
    showMe: optionalChoice('showMe'),
    ageRange: ageRangeField.optional(),
    maxDistance: maxDistanceField.optional(),
    questions: questionsField.optional(),
  })
  .superRefine((profile, ctx) => {
    if (profile.birthdate === undefined && profile.age === undefined) {
      ctx.addIssue({ code: 'custom', path: ['birthdate'], message: MESSAGES.birthDateRequired });
      return;
    }
    const age = profile.birthdate !== undefined ? ageOn(profile.birthdate) : profile.age;
    if (age !== undefined && age !== null && age < LIMITS.minAge) {
      ctx.addIssue({
        code: 'custom',
        path: [profile.birthdate !== undefined ? 'birthdate' : 'age'],
        message: MESSAGES.mustBeAdult,
      });
    }
    if (age !== undefined && age !== null && age > LIMITS.maxAge) {
      ctx.addIssue({ code: 'custom', path: ['birthdate'], message: MESSAGES.birthDateInvalid });
    }
  });

export const registerRequestSchema = z
  .object({
    email: emailField,
    password: newPasswordField,
    /** Our web client sends it; SPEC 3 clients do not. When present it must match. */
    confirmPassword: textField('confirmPassword', { lines: 'multi' }).optional(),
    /** Our web client sends it (step 5); see docs/decisions/004-terms-acceptance.md. */
    acceptedTerms: z.boolean().optional(),
    profile: registrationProfileSchema,
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.password) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
    }
  });

export type RegisterRequest = z.input<typeof registerRequestSchema>;
export type RegisterInput = z.output<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: textField('email', { missing: MESSAGES.loginBothRequired, notString: MESSAGES.loginBothRequired })
    .trim()
    .min(1, { error: MESSAGES.loginBothRequired })
    .max(LIMITS.emailMax, { error: MESSAGES.invalidCredentials })
    .transform((email) => email.toLowerCase()),
  password: textField('password', {
    lines: 'multi',
    missing: MESSAGES.loginBothRequired,
    notString: MESSAGES.loginBothRequired,
  })
    .min(1, { error: MESSAGES.loginBothRequired })
    .max(LIMITS.passwordMax, { error: MESSAGES.invalidCredentials }),
  rememberMe: z.boolean().optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const requestResetSchema = z.object({ email: emailField });
export const resetPasswordSchema = z.object({
  token: textField('token', { missing: MESSAGES.resetTokenInvalid, notString: MESSAGES.resetTokenInvalid })
    .min(1, { error: MESSAGES.resetTokenInvalid })
    .max(200),
  password: newPasswordField,
});
export const verifyEmailSchema = z.object({
  token: textField('token', { missing: MESSAGES.verifyTokenInvalid, notString: MESSAGES.verifyTokenInvalid })
    .min(1, { error: MESSAGES.verifyTokenInvalid })
    .max(200),
});
export const providerLoginSchema = z.object({
  token: textField('token').max(10_000, { error: 'token is too long' }).optional(),
});

export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  role: z.enum(USER_ROLES),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const authResponseSchema = z.object({
  user: sessionUserSchema,
  profile: ownProfileSchema.nullable(),
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** What the web app needs to run a provider's own sign-in (decision 072): all public. */
export const providerClientSchema = z.object({
  clientId: z.string(),
  /** The provider's sign-in script, loaded only when the member presses its button. */
  scriptUrl: z.string(),
  /** Where the provider may send the member back (Apple asks for one even with its pop-up). */
  redirectUri: z.string(),
});
export type ProviderClient = z.infer<typeof providerClientSchema>;

/** `GET /auth/providers`: whether Google and Apple sign-in are configured (decisions 051, 072). */
export const authProvidersSchema = z.object({
  google: z.boolean(),
  apple: z.boolean(),
  clients: z.object({ google: providerClientSchema.nullable(), apple: providerClientSchema.nullable() }),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const meResponseSchema = z.object({ user: sessionUserSchema, profile: ownProfileSchema.nullable() });
