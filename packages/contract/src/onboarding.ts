import { z } from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { ageOn } from './age';
import {
  ONBOARDING_GENDER_PREFERENCES,
  ONBOARDING_GENDERS,
  ONBOARDING_QUESTIONS,
  ONBOARDING_RELATIONSHIP_TYPES,
  type LookingFor,
  type ProfileGender,
  type ShowMe,
} from './enums';
import { birthdateField, locationField, nameField } from './fields';
import { textField } from './text';

// SPEC 2, 4 and 5: onboarding steps and their gates.

export const ONBOARDING_STEPS = [
  'welcome',
  'photos',
  'basics',
  'bio',
  'interests',
  'questions',
  'preferences',
  'complete',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** SPEC 5: progress is computed over 7 steps (welcome .. preferences, 'complete' is 100%). */
export function onboardingProgress(step: OnboardingStep): number {
  return Math.round((ONBOARDING_STEPS.indexOf(step) / LIMITS.onboardingProgressSteps) * 100);
}

export const onboardingGates = {
  photos: z.object({ photos: z.array(textField('photos')).min(1, { error: MESSAGES.photosRequired }) }),
  basics: z
    .object({
      name: nameField,
      birthdate: birthdateField,
      gender: z.enum(ONBOARDING_GENDERS, { error: MESSAGES.genderRequired }),
      location: locationField,
    })
    .refine((step) => (ageOn(step.birthdate) ?? LIMITS.minAge) >= LIMITS.minAge, {
      path: ['birthdate'],
      error: MESSAGES.mustBeAdult,
    }),
  bio: z.object({
    bio: textField('bio', { lines: 'multi' })
      .trim()
      .min(LIMITS.onboardingBio.min, { error: MESSAGES.bioTooShort })
      .max(LIMITS.onboardingBio.max, { error: `Please keep it under ${LIMITS.onboardingBio.max} characters` }),
  }),
  interests: z.object({
    interests: z
      .array(textField('interests'))
      .min(LIMITS.interests.onboardingMin, { error: MESSAGES.interestsAtLeastThree }),
  }),
  questions: z.object({
    questions: z
      .array(
        z.object({
          question: textField('question'),
          answer: textField('answer', { lines: 'multi' }).trim().min(1, { error: MESSAGES.answerEveryQuestion }),
        }),
      )
      .length(ONBOARDING_QUESTIONS.length),
  }),
  preferences: z.object({
    genderPreference: z.enum(ONBOARDING_GENDER_PREFERENCES, { error: MESSAGES.genderPreferenceRequired }),
    relationshipType: z.enum(ONBOARDING_RELATIONSHIP_TYPES, { error: MESSAGES.relationshipTypeRequired }),
  }),
} as const;

export const ONBOARDING_GENDER_TO_PROFILE: Record<(typeof ONBOARDING_GENDERS)[number], ProfileGender> = {
  Woman: 'female',
  Man: 'male',
  'Non-binary': 'non-binary',
  Other: 'other',
};

export const GENDER_PREFERENCE_TO_SHOW_ME: Record<(typeof ONBOARDING_GENDER_PREFERENCES)[number], ShowMe> = {
  Women: 'Women',
  Men: 'Men',
  Everyone: 'Everyone',
};

export const RELATIONSHIP_TYPE_TO_LOOKING_FOR: Record<(typeof ONBOARDING_RELATIONSHIP_TYPES)[number], LookingFor> = {
  'Long-term relationship': 'Relationship',
  'Casual dating': 'Casual',
  'New friends': 'Friendship',
  'Still figuring it out': 'Not sure yet',
};
