import type { Match, MatchProfile } from '@kindred/contract/matches';
import { makeMatch, makeMatchProfile } from '@/test/fixtures';

/** A matched member with every field filled in; override what a test is about. */
export function matchProfile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return makeMatchProfile({
    name: 'Jordan Lee',
    bio: 'Cooks for friends.\n\nRuns on weekends.',
    occupation: 'Chef',
    education: "Bachelor's Degree",
    height: `5'10"`,
    languages: ['English', 'Spanish'],
    drinking: 'Social drinker',
    smoking: 'Non-smoker',
    zodiac: 'Leo',
    instagram: 'jordan.cooks',
    spotifyArtists: ['Phoebe Bridgers', 'Khruangbin'],
    questions: [{ question: 'My ideal weekend includes...', answer: 'A long hike and a picnic.' }],
    interests: ['Hiking', 'Coffee', 'Surfing'],
    photos: ['/uploads/a-640.webp', '/uploads/b-640.webp', '/uploads/c-640.webp'],
    lastActive: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    isVerified: true,
    ...overrides,
  });
}

export const MATCH_ID = '7d5e6c1a-1b2c-4d3e-8f90-123456789abc';

export function matchOf(profile: Partial<MatchProfile> = {}, overrides: Partial<Match> = {}): Match {
  return {
    ...makeMatch(),
    id: MATCH_ID,
    reasons: ['You share 2 interests'],
    createdAt: '2025-01-01T00:00:00.000Z',
    otherUser: { isOnline: false, profile: matchProfile(profile) },
    ...overrides,
  };
}
