// Members of the candidate index made from the compatibility engine's random members (unit tests
// of the index's columns, its scorer and its ranking).
import type { CompatibilityMember } from '../src/modules/compatibility/compatibility-member';
import type { IndexedMember } from '../src/modules/discovery/member-columns';

export const uuidOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/** The engine member as the index holds them; where and who they are, from `at`. */
export function indexedMember(
  member: CompatibilityMember,
  at: Pick<IndexedMember, 'id' | 'shownLat' | 'shownLng' | 'gender' | 'showMe' | 'birthdate' | 'lastActiveAt'> &
    Partial<IndexedMember>,
): IndexedMember {
  return {
    ageMin: member.ageRange[0],
    ageMax: member.ageRange[1],
    maxDistance: member.maxDistance,
    locationSharing: 'City only',
    interests: member.interests,
    lookingFor: member.lookingFor,
    drinking: member.drinking,
    smoking: member.smoking,
    bioLength: member.bioLength,
    answeredCount: member.answeredCount,
    boostedUntil: null,
    replyRate: 0.5,
    answers: member.answers,
    ...at,
  };
}
