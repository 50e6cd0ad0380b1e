import { ageOn } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import { MESSAGES } from '@kindred/contract/messages';
import type { OwnProfile } from '@kindred/contract/profile';
import { profileUpdateErrors } from '@kindred/contract/profile-update';
import type { ProfileUpdateInput } from '@kindred/contract/profile-update';

/** What the profile page's edit mode holds; numbers stay text while typed. */
export interface ProfileDraft {
  name: string;
  birthdate: string;
  gender: string;
  location: string;
  showMe: string;
  lookingFor: string;
  ageMin: string;
  ageMax: string;
  maxDistance: string;
  bio: string;
  occupation: string;
  company: string;
  education: string;
  school: string;
  height: string;
  drinking: string;
  smoking: string;
  zodiac: string;
  instagram: string;
  interests: string[];
  languages: string[];
  questions: { question: string; answer: string }[];
}

/** SPEC 5 Profile page inputs: age range defaults 25-35, distance 25, when the profile has none. */
export function draftFromProfile(profile: OwnProfile): ProfileDraft {
  const [ageMin, ageMax] = profile.ageRange ?? [LIMITS.profileAgeRange.defaultMin, LIMITS.profileAgeRange.defaultMax];
  return {
    name: profile.name,
    birthdate: profile.birthdate ?? '',
    gender: profile.gender ?? '',
    location: profile.location,
    showMe: profile.showMe || 'Everyone',
    lookingFor: profile.lookingFor ?? '',
    ageMin: String(ageMin),
    ageMax: String(ageMax),
    maxDistance: String(profile.maxDistance || LIMITS.distance.profileDefault),
    bio: profile.bio,
    occupation: profile.occupation,
    company: profile.company,
    education: profile.education,
    school: profile.school,
    height: profile.height,
    drinking: profile.drinking,
    smoking: profile.smoking,
    zodiac: profile.zodiac,
    instagram: profile.instagram,
    interests: [...profile.interests],
    languages: [...profile.languages],
    questions: profile.questions.map((pair) => ({ ...pair })),
  };
}

/** '' is not a number (Number('') would be 0). */
function numberOrNaN(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

/** The merged profile as `PATCH /profiles/{id}` takes it (SPEC 4: Save sends the merged profile). */
export function payloadFromDraft(draft: ProfileDraft): ProfileUpdateInput {
  return {
    name: draft.name,
    ...(draft.birthdate ? { birthdate: draft.birthdate } : {}),
    gender: draft.gender as ProfileUpdateInput['gender'],
    location: draft.location,
    showMe: draft.showMe as ProfileUpdateInput['showMe'],
    lookingFor: draft.lookingFor as ProfileUpdateInput['lookingFor'],
    ageRange: [numberOrNaN(draft.ageMin), numberOrNaN(draft.ageMax)],
    maxDistance: numberOrNaN(draft.maxDistance),
    bio: draft.bio,
    occupation: draft.occupation,
    company: draft.company,
    education: draft.education,
    school: draft.school,
    height: draft.height,
    drinking: draft.drinking as ProfileUpdateInput['drinking'],
    smoking: draft.smoking as ProfileUpdateInput['smoking'],
    zodiac: draft.zodiac as ProfileUpdateInput['zodiac'],
    instagram: draft.instagram,
    interests: draft.interests,
    languages: draft.languages,
    questions: draft.questions,
  };
}

/**
 * SPEC 5: validation runs before the update; on errors nothing is sent. The update table's
 * rules, plus the page's own inputs: age at least 18 (from the birth date) and a distance of 1
 * to 100 miles.
 */
export function profileSaveErrors(payload: ProfileUpdateInput): string[] {
  const errors = profileUpdateErrors(payload);
  const age = payload.birthdate ? ageOn(payload.birthdate) : null;
  if (age !== null && age < LIMITS.minAge) errors.push(MESSAGES.ageAtLeast18);
  const distance = payload.maxDistance;
  if (typeof distance === 'number' && distance > 0 && distance < LIMITS.profileDistance.min) {
    errors.push(`maxDistance must be at least ${LIMITS.profileDistance.min}`);
  }
  return errors;
}
