// The member asking for cards as deck building and the daily picks read them (moved out of
// recommendations.service.ts so daily-picks.ts can use it too).
import { birthdateForAge } from '@kindred/contract/age';
import { LIMITS } from '@kindred/contract/constants';
import type { RecommendationFilter } from '@kindred/contract/discovery';
import type { Database } from '../../db/database';
import type { CompatibilityMember } from '../compatibility/compatibility-member';
import { toCompatibilityMember } from '../compatibility/profile-traits';
import type { CandidateSearch, Seeker } from './candidates.repo';
import { findSeeker, type Deck } from './decks.repo';

export type DeckSearch = Omit<CandidateSearch, 'mode' | 'limit'>;

const WANTED_GENDERS: Record<string, string[] | null> = {
  Everyone: null,
  Women: ['female'],
  Men: ['male'],
  'Non-binary': ['non-binary'],
};
const SHOW_ME_KEY: Record<string, string> = { female: 'Women', male: 'Men', 'non-binary': 'Non-binary' };

/** Birth-date bounds for ages minAge..maxAge today: born after the first, on or before the second. */
export function birthdateBounds(
  minAge: number,
  maxAge: number,
  today: Date,
): { bornAfter: string; bornOnOrBefore: string } {
  return { bornAfter: birthdateForAge(maxAge + 1, today), bornOnOrBefore: birthdateForAge(minAge, today) };
}

export interface SeekerContext {
  seeker: Seeker;
  member: CompatibilityMember;
  maxDistance: number;
  ageRange: [number, number];
  lat: number | null;
  lng: number | null;
}

/** A member as the one asking for cards, with their stored deck (one statement), or undefined. */
export async function seekerContextOf(
  db: Database,
  memberId: string,
  today: Date,
): Promise<(SeekerContext & { deck: Deck | undefined }) | undefined> {
  const found = await findSeeker(db, memberId);
  if (!found) return undefined;
  const { profile, answers, deck } = found;
  const member = toCompatibilityMember(profile, answers.shared, today);
  return {
    seeker: {
      id: memberId,
      lat: profile.lat ?? 0,
      lng: profile.lng ?? 0,
      showMeKey: profile.gender ? (SHOW_ME_KEY[profile.gender] ?? null) : null,
      wantedGenders: WANTED_GENDERS[profile.showMe] ?? null,
      age: member.age ?? LIMITS.minAge,
    },
    member,
    maxDistance: profile.maxDistance,
    ageRange: [profile.ageMin, profile.ageMax],
    lat: profile.lat,
    lng: profile.lng,
    deck,
  };
}

/** The search of the member's own preferences with `filter`'s bounds over them. */
export function searchOf(context: SeekerContext, filter: RecommendationFilter, today: Date): DeckSearch {
  return {
    radiusMiles: filter.maxDistance ?? context.maxDistance,
    ...birthdateBounds(filter.minAge ?? context.ageRange[0], filter.maxAge ?? context.ageRange[1], today),
    lookingFor: filter.lookingFor,
    interests: filter.interests,
  };
}
