import { LIMITS } from '@kindred/contract/constants';
import type {
  ONBOARDING_GENDER_PREFERENCES,
  ONBOARDING_GENDERS,
  ONBOARDING_RELATIONSHIP_TYPES,
} from '@kindred/contract/enums';
import { ONBOARDING_QUESTIONS } from '@kindred/contract/enums';
import {
  GENDER_PREFERENCE_TO_SHOW_ME,
  ONBOARDING_GENDER_TO_PROFILE,
  ONBOARDING_STEPS,
  onboardingGates,
  RELATIONSHIP_TYPE_TO_LOOKING_FOR,
  type OnboardingStep,
} from '@kindred/contract/onboarding';
import type { OwnProfile } from '@kindred/contract/profile';
import type { ProfileUpdateInput } from '@kindred/contract/profile-update';

type OnboardingGender = (typeof ONBOARDING_GENDERS)[number];
type GenderPreference = (typeof ONBOARDING_GENDER_PREFERENCES)[number];
type RelationshipType = (typeof ONBOARDING_RELATIONSHIP_TYPES)[number];

/** SPEC 3 Onboarding draft profile. '' is "not chosen yet". */
export interface OnboardingDraft {
  photos: string[];
  name: string;
  birthdate: string;
  gender: OnboardingGender | '';
  location: string;
  occupation: string;
  company: string;
  school: string;
  height: string;
  bio: string;
  interests: string[];
  questions: { question: string; answer: string }[];
  genderPreference: GenderPreference | '';
  relationshipType: RelationshipType | '';
  ageMin: number;
  ageMax: number;
  distance: number;
}

function invert<K extends string, V extends string>(map: Record<K, V>): Partial<Record<string, K>> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Partial<Record<string, K>>;
}

const GENDER_FROM_PROFILE = invert(ONBOARDING_GENDER_TO_PROFILE);
const PREFERENCE_FROM_SHOW_ME = invert(GENDER_PREFERENCE_TO_SHOW_ME);
const RELATIONSHIP_FROM_LOOKING_FOR = invert(RELATIONSHIP_TYPE_TO_LOOKING_FOR);

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
    gender: GENDER_FROM_PROFILE[profile?.gender ?? ''] ?? '',
    location: profile?.location ?? '',
    occupation: profile?.occupation ?? '',
    company: profile?.company ?? '',
    school: profile?.school ?? '',
    height: profile?.height ?? '',
    bio: profile?.bio ?? '',
    interests: profile?.interests ?? [],
    questions: ONBOARDING_QUESTIONS.map((question) => ({ question, answer: answers.get(question) ?? '' })),
    genderPreference: PREFERENCE_FROM_SHOW_ME[profile?.showMe ?? ''] ?? '',
    relationshipType: RELATIONSHIP_FROM_LOOKING_FOR[profile?.lookingFor ?? ''] ?? '',
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
        ...(draft.gender ? { gender: ONBOARDING_GENDER_TO_PROFILE[draft.gender] } : {}),
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
      return { questions: draft.questions.map((pair) => ({ question: pair.question, answer: pair.answer.trim() })) };
    case 'preferences':
      return {
        ...(draft.genderPreference ? { showMe: GENDER_PREFERENCE_TO_SHOW_ME[draft.genderPreference] } : {}),
        ...(draft.relationshipType ? { lookingFor: RELATIONSHIP_TYPE_TO_LOOKING_FOR[draft.relationshipType] } : {}),
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
