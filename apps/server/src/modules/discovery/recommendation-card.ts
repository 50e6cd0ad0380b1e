import { ageOn } from '@kindred/contract/age';
import type { Compatibility } from '@kindred/contract/compatibility';
import type { Recommendation } from '@kindred/contract/discovery';
import { METRES_PER_MILE, type CandidateRow, type LocationSharing } from './candidates.repo';

/** Members active this recently (and sharing their activity) show as online. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;
/** "City only" members' distance is rounded to this many miles, so it cannot be triangulated. */
export const CITY_ONLY_ROUNDING_MILES = 5;

/** The distance another member may see: whole miles, coarser for City only, none for Hidden. */
export function visibleDistance(metres: number, sharing: LocationSharing): number | null {
  const miles = metres / METRES_PER_MILE;
  if (sharing === 'Hidden' || !Number.isFinite(miles)) return null;
  if (sharing === 'City only') {
    return Math.max(CITY_ONLY_ROUNDING_MILES, Math.round(miles / CITY_ONLY_ROUNDING_MILES) * CITY_ONLY_ROUNDING_MILES);
  }
  return Math.max(1, Math.round(miles));
}

/** What a card is made of: a candidate row (or the one-member lookup, which returns the same shape). */
export type CardSource = Pick<
  CandidateRow,
  | 'id'
  | 'name'
  | 'birthdate'
  | 'location'
  | 'bio'
  | 'occupation'
  | 'education'
  | 'height'
  | 'interests'
  | 'lookingFor'
  | 'locationSharing'
  | 'activityStatus'
  | 'lastActiveAt'
  | 'createdAt'
  | 'metres'
  | 'verified'
  | 'theirStatus'
  | 'yourStatus'
  | 'matchId'
>;

/** SPEC 3 Recommendation as another member sees it: declared fields only, privacy settings applied. */
export function toRecommendation(
  source: CardSource,
  photos: string[],
  compatibility: Compatibility,
  now: Date,
): Recommendation {
  const active = source.activityStatus;
  return {
    id: source.id,
    name: source.name,
    age: source.birthdate ? ageOn(source.birthdate, now) : null,
    location: source.locationSharing === 'Hidden' ? '' : source.location,
    distance: visibleDistance(source.metres, source.locationSharing),
    occupation: source.occupation,
    education: source.education,
    height: source.height,
    bio: source.bio,
    photos,
    interests: source.interests,
    lookingFor: source.lookingFor,
    compatibilityScore: compatibility.overall,
    compatibility: {
      overall: compatibility.overall,
      subScores: compatibility.subScores,
      reasons: compatibility.reasons,
    },
    hasLikedYou: source.theirStatus !== null,
    youLiked: source.yourStatus !== null,
    lastActive: active ? source.lastActiveAt.toISOString() : null,
    isOnline: active && now.getTime() - source.lastActiveAt.getTime() < ONLINE_WINDOW_MS,
    isVerified: source.verified,
    matchId: source.matchId,
    createdAt: source.createdAt.toISOString(),
  };
}
