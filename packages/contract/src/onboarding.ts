import { z } from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { ageOn } from './age';
import { ONBOARDING_QUESTIONS } from './enums';
import { STORED_CHOICES } from './vocabulary';
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

/**
 * The same 7 steps when registration already answered some (issue 38): on step `position` of the
 * `total` left to ask, every step not left counts as done, so "Step 1 of 1" reads 86%, not 50%.
 */
export function onboardingProgressOf(position: number, total: number): number {
  const done = LIMITS.onboardingProgressSteps - (total - position + 1);
  return Math.round((Math.max(0, done) / LIMITS.onboardingProgressSteps) * 100);
}

export const onboardingGates = {
  photos: z.object({ photos: z.array(textField('photos')).min(1, { error: MESSAGES.photosRequired }) }),
  basics: z
    .object({
      name: nameField,
      birthdate: birthdateField,
      gender: z.enum(STORED_CHOICES.gender, { error: MESSAGES.genderRequired }),
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
  // SPEC 5 asks for every answer; one is enough to go on (issue 38, decision 075): the prompts left
  // blank are not stored, and the profile can answer them later.
  questions: z.object({
    questions: z
      .array(z.object({ question: textField('question'), answer: textField('answer', { lines: 'multi' }) }))
      .length(ONBOARDING_QUESTIONS.length)
      .refine((pairs) => pairs.some((pair) => pair.answer.trim() !== ''), { error: MESSAGES.answerOneQuestion }),
  }),
  preferences: z.object({
    genderPreference: z.enum(STORED_CHOICES.showMe, { error: MESSAGES.genderPreferenceRequired }),
    relationshipType: z.enum(STORED_CHOICES.lookingFor, { error: MESSAGES.relationshipTypeRequired }),
  }),
} as const;
