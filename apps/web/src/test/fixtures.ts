import { AUTH } from '@kindred/contract/constants';
import type { AuthResponse } from '@kindred/contract/auth';
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
