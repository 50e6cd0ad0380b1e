import { LIMITS } from '@kindred/contract/constants';
import type { REGISTRATION_GENDERS, REGISTRATION_LOOKING_FOR, REGISTRATION_SHOW_ME } from '@kindred/contract/enums';
import type { RegistrationStep } from '@kindred/contract/registration-steps';

/** Everything the 5-step wizard collects (SPEC 2 /register, SPEC 3 Registration payload). */
export interface RegistrationValues {
  email: string;
  password: string;
  confirmPassword: string;
  name: string;
  birthdate: string;
  gender: '' | (typeof REGISTRATION_GENDERS)[number];
  location: string;
  bio: string;
  interests: string[];
  languages: string[];
  /** JPEG data URLs, downscaled in the browser; the first is the main photo. */
  photos: string[];
  lookingFor: (typeof REGISTRATION_LOOKING_FOR)[number];
  showMe: (typeof REGISTRATION_SHOW_ME)[number];
  /** The member picked Show me themselves: the gender answer no longer presets it (decision 074). */
  showMeChosen: boolean;
  ageMin: number;
  ageMax: number;
  maxDistance: number;
  acceptedTerms: boolean;
}

export type RegistrationField = keyof RegistrationValues;
/** Error messages by field; server-only fields (e.g. `ageRange`) use their server name. */
export type RegistrationErrors = Partial<Record<string, string>>;

export const INITIAL_REGISTRATION_VALUES: RegistrationValues = {
  email: '',
  password: '',
  confirmPassword: '',
  name: '',
  birthdate: '',
  gender: '',
  location: '',
  bio: '',
  interests: [],
  languages: [],
  photos: [],
  lookingFor: 'Relationship',
  showMe: 'Women',
  showMeChosen: false,
  ageMin: LIMITS.registrationAgeSlider.defaultMin,
  ageMax: LIMITS.registrationAgeSlider.defaultMax,
  maxDistance: LIMITS.distance.registrationDefault,
  acceptedTerms: false,
};

/** The error keys each step shows under its fields. */
export const STEP_ERROR_FIELDS: Record<RegistrationStep, readonly string[]> = {
  1: ['email', 'password', 'confirmPassword'],
  2: ['name', 'birthdate', 'gender', 'location'],
  3: ['bio', 'interests', 'languages'],
  4: ['photos'],
  5: ['lookingFor', 'showMe', 'ageRange', 'maxDistance', 'acceptedTerms'],
};
