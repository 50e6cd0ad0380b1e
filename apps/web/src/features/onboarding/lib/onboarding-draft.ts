import { LIMITS } from '@kindred/contract/constants';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import { ONBOARDING_STEPS, onboardingGates, type OnboardingStep } from '@kindred/contract/onboarding';
import type { OwnProfile } from '@kindred/contract/profile';
import type { ProfileUpdateInput } from '@kindred/contract/profile-update';
import { toStoredChoice, type ChoiceField, type StoredChoice } from '@kindred/contract/vocabulary';

/**
 * SPEC 3 Onboarding draft profile. '' is "not chosen yet". The choices hold stored values
 * (decision 052); the steps show them under onboarding's own labels.
 */
export interface OnboardingDraft {
  photos: string[];
  name: string;
  birthdate: string;
  gender: StoredChoice<'gender'> | '';
  location: string;
  occupation: string;
  company: string;
  school: string;
  height: string;
  bio: string;
  interests: string[];
  questions: { question: string; answer: string }[];
  genderPreference: StoredChoice<'showMe'> | '';
  relationshipType: StoredChoice<'lookingFor'> | '';
  ageMin: number;
  ageMax: number;
  distance: number;
}

const held = <F extends ChoiceField>(field: F, value: string | null | undefined): StoredChoice<F> | '' =>
  value ? (toStoredChoice(field, value) ?? '') : '';

/**
 * Everything the member already told us (registration gave name, birth date, location, photos,
 * interests...) prefills the steps. The SPEC defaults (ages 18 to 45, 30 miles) apply only when
 * the profile has no preferences yet.
 */
export function draftFromProfile(profile: OwnProfile | null): OnboardingDraft {
  const answers = new Map(profile?.questions.map((pair) => [pair.question, pair.answer]) ?? []);
  const [ageMin, ageMax] = profile?.ageRange ?? [
    LIMITS.onboardingAgeRange.defaultMin,
    LIMITS.onboardingAgeRange.defaultMax,
  ];
  return {
    photos: profile?.photos ?? [],
    name: profile?.name ?? '',
    birthdate: profile?.birthdate ?? '',
    gender: held('gender', profile?.gender),
    location: profile?.location ?? '',
    occupation: profile?.occupation ?? '',
    company: profile?.company ?? '',
    school: profile?.school ?? '',
    height: profile?.height ?? '',
    bio: profile?.bio ?? '',
    interests: profile?.interests ?? [],
    questions: ONBOARDING_QUESTIONS.map((question) => ({ question, answer: answers.get(question) ?? '' })),
    genderPreference: held('showMe', profile?.showMe),
    relationshipType: held('lookingFor', profile?.lookingFor),
    ageMin,
    ageMax,
    distance: profile?.maxDistance || LIMITS.distance.onboardingDefault,
  };
}

export type GatedStep = keyof typeof onboardingGates;

export function isGatedStep(step: OnboardingStep): step is GatedStep {
  return step in onboardingGates;
}

/** SPEC 5 Onboarding gates: the messages of what still keeps Continue disabled, by field. */
export function gateErrors(step: OnboardingStep, draft: OnboardingDraft): Record<string, string> {
  if (!isGatedStep(step)) return {};
  const result = onboardingGates[step].safeParse(draft);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? step);
    errors[field] ??= issue.message;
  }
  return errors;
}

/** What Continue saves on each step (photos save as they are added; welcome saves nothing). */
export function stepPayload(step: OnboardingStep, draft: OnboardingDraft): ProfileUpdateInput | null {
  switch (step) {
    case 'basics':
      return {
        name: draft.name,
        birthdate: draft.birthdate,
        ...(draft.gender ? { gender: draft.gender } : {}),
        location: draft.location,
        occupation: draft.occupation,
        company: draft.company,
        school: draft.school,
        height: draft.height,
      };
    case 'bio':
      return { bio: draft.bio };
    case 'interests':
      return { interests: draft.interests };
    case 'questions':
      // The prompts left blank are not stored: the profile asks them again later (decision 075).
      return {
        questions: draft.questions
          .map((pair) => ({ question: pair.question, answer: pair.answer.trim() }))
          .filter((pair) => pair.answer !== ''),
      };
    case 'preferences':
      return {
        ...(draft.genderPreference ? { showMe: draft.genderPreference } : {}),
        ...(draft.relationshipType ? { lookingFor: draft.relationshipType } : {}),
        ageRange: [draft.ageMin, draft.ageMax],
        maxDistance: draft.distance,
      };
    default:
      return null;
  }
}

/**
 * The steps to show: a step whose required answers the profile already holds (registration
 * asked them) is skipped, so onboarding never asks twice (decision 051). Welcome and complete
 * always show. Decided once, from the profile as onboarding opened.
 */
export function stepsToAsk(draft: OnboardingDraft): OnboardingStep[] {
  return ONBOARDING_STEPS.filter((step) => !isGatedStep(step) || Object.keys(gateErrors(step, draft)).length > 0);
}
