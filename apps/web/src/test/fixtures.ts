import { AUTH } from '@kindred/contract/constants';
import type { AuthResponse } from '@kindred/contract/auth';
import type { Recommendation } from '@kindred/contract/discovery';
import type { Match, MatchProfile } from '@kindred/contract/matches';
import type { OwnProfile } from '@kindred/contract/profile';
import { DEFAULT_SETTINGS } from '@kindred/contract/settings';

export const memberUser: AuthResponse['user'] = {
  id: 'user-1',
  email: 'ava@example.com',
  emailVerified: false,
  role: 'member',
};

export const memberProfile: OwnProfile = {
  id: 'user-1',
  name: 'Ava',
  age: 30,
  birthdate: '1995-04-02',
  gender: 'female',
  location: 'Austin, TX',
  bio: '',
  occupation: '',
  company: '',
  education: '',
  school: '',
  height: '',
  photos: [],
  interests: ['Hiking'],
  languages: [],
  lookingFor: 'Relationship',
  showMe: 'Men',
  ageRange: [25, 35],
  maxDistance: 25,
  drinking: '',
  smoking: '',
  zodiac: '',
  instagram: '',
  spotifyArtists: [],
  questions: [],
  lastActive: '2025-01-01T00:00:00.000Z',
  notifications: true,
  subscription: 'Free',
  onboardingCompleted: true,
  settings: DEFAULT_SETTINGS,
  hasPassword: true,
};

/** Puts a signed-in member's auth record in localStorage, as a login would. */
export function storeMemberAuth(token = 'token-1'): void {
  localStorage.setItem(AUTH.storageKey, JSON.stringify({ token, user: memberUser }));
  localStorage.setItem(AUTH.tokenStorageKey, token);
}

/** A matched member with the optional fields empty; a test fills in what it is about. */
export function makeMatchProfile(overrides: Partial<MatchProfile> = {}): MatchProfile {
  return {
    id: 'member-2',
    name: 'Jordan',
    age: 31,
    gender: 'female',
    location: 'Austin, TX',
    distance: 4,
    bio: '',
    occupation: '',
    education: '',
    height: '',
    lookingFor: 'Relationship',
    languages: [],
    drinking: '',
    smoking: '',
    zodiac: '',
    instagram: '',
    spotifyArtists: [],
    questions: [],
    interests: [],
    photos: [],
    lastActive: null,
    isVerified: false,
    ...overrides,
  };
}

/** A match with the member of makeMatchProfile(profile); `overrides` replace the match's own fields. */
export function makeMatch(profile: Partial<MatchProfile> = {}, overrides: Partial<Match> = {}): Match {
  return {
    id: 'match-1',
    compatibilityScore: 82,
    subScores: { values: 88, interests: 70, lifestyle: 80, communication: 64 },
    reasons: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    otherUser: { isOnline: false, profile: makeMatchProfile(profile) },
    ...overrides,
  };
}

/** A recommended member (Discover, For You); a test overrides what it is about. */
export function makeRecommendation(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    id: 'm-1',
    name: 'Jordan',
    age: 31,
    location: 'Austin, TX',
    distance: 4,
    occupation: 'Chef',
    education: "Bachelor's Degree",
    height: `5'10"`,
    bio: 'Cooks for friends.\n\nRuns on weekends.',
    photos: ['/uploads/a-640.webp', '/uploads/b-640.webp', '/uploads/c-640.webp'],
    photoPlaceholders: (overrides.photos ?? [1, 2, 3]).map(() => ''),
    interests: ['Cooking', 'Running', 'Coffee', 'Travel'],
    lookingFor: 'Relationship',
    compatibilityScore: 82,
    compatibility: {
      overall: 82,
      subScores: { values: 88, interests: 70, lifestyle: 80, communication: 60 },
      reasons: ['You share 2 interests'],
    },
    hasLikedYou: false,
    youLiked: false,
    lastActive: new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString(),
    isOnline: false,
    isVerified: true,
    matchId: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    dailyPick: null,
    ...overrides,
  };
}
