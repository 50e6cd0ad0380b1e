import { ageOn } from '@kindred/contract/age';
import type { Match } from '@kindred/contract/matches';
import { isOnline, shownLastActive } from '../profiles/shown-activity';
import { visibleDistance } from '../profiles/shown-distance';
import type { MatchRow } from './matches.repo';

/**
 * SPEC 3 Match as one member sees it: the score, sub-scores and reasons frozen at match time, and
 * the other member's profile with their privacy settings applied (DESIGN 7: activity off hides
 * last-active and online; location Hidden hides the city and distance; never e-mail or coordinates).
 */
export function toMatch(row: MatchRow, photos: string[], now: Date): Match {
  const hidden = row.locationSharing === 'Hidden';
  return {
    id: row.id,
    compatibilityScore: row.compatibilityScore,
    subScores: row.subScores,
    reasons: row.reasons,
    createdAt: row.createdAt.toISOString(),
    otherUser: {
      isOnline: isOnline(row, now),
      profile: {
        id: row.otherId,
        name: row.name,
        age: row.birthdate ? ageOn(row.birthdate, now) : null,
        gender: row.gender,
        location: hidden ? '' : row.location,
        distance: visibleDistance(row.metres, row.locationSharing),
        bio: row.bio,
        occupation: row.occupation,
        education: row.education,
        height: row.height,
        lookingFor: row.lookingFor,
        languages: row.languages,
        drinking: row.drinking,
        smoking: row.smoking,
        zodiac: row.zodiac,
        instagram: row.instagram,
        spotifyArtists: row.spotifyArtists,
        questions: row.questions,
        interests: row.interests,
        photos,
        lastActive: shownLastActive(row),
        isVerified: row.verified,
      },
    },
  };
}
