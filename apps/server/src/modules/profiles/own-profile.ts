import { ageOn } from '@kindred/contract/age';
import type { OwnProfile } from '@kindred/contract/profile';
import type { ProfileRow } from './profiles.repo';
import { settingsOf } from './member-settings';

/** The member's own view of their profile row (SPEC 3 Profile). */
export function toOwnProfile(
  row: ProfileRow,
  photoUrls: string[],
  hasPassword: boolean,
  today = new Date(),
): OwnProfile {
  return {
    id: row.userId,
    name: row.name,
    age: row.birthdate ? ageOn(row.birthdate, today) : null,
    birthdate: row.birthdate,
    gender: row.gender,
    location: row.location,
    bio: row.bio,
    occupation: row.occupation,
    company: row.company,
    education: row.education,
    school: row.school,
    height: row.height,
    photos: photoUrls,
    interests: row.interests,
    languages: row.languages,
    lookingFor: row.lookingFor,
    showMe: row.showMe,
    ageRange: [row.ageMin, row.ageMax],
    maxDistance: row.maxDistance,
    drinking: row.drinking,
    smoking: row.smoking,
    zodiac: row.zodiac,
    instagram: row.instagram,
    spotifyArtists: row.spotifyArtists,
    questions: row.questions,
    lastActive: row.lastActiveAt.toISOString(),
    notifications: row.notifications,
    subscription: row.subscription,
    onboardingCompleted: row.onboardingCompletedAt !== null,
    settings: settingsOf(row),
    hasPassword,
  };
}
