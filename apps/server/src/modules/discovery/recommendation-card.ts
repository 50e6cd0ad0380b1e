import { ageOn } from '@kindred/contract/age';
import type { Compatibility } from '@kindred/contract/compatibility';
import type { Recommendation } from '@kindred/contract/discovery';
import type { CardPhotos } from '../photos/photo-refs';
import type { CandidateRow } from './candidates.repo';
import { isOnline, shownLastActive } from '../profiles/shown-activity';
import { visibleDistance } from '../profiles/shown-distance';

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
  { photos, photoPlaceholders }: CardPhotos,
  compatibility: Compatibility,
  now: Date,
): Recommendation {
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
    photoPlaceholders,
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
    lastActive: shownLastActive(source),
    isOnline: isOnline(source, now),
    isVerified: source.verified,
    matchId: source.matchId,
    createdAt: source.createdAt.toISOString(),
    dailyPick: null,
  };
}
