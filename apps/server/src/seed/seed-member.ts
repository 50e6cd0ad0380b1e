import {
  DRINKING,
  EDUCATION_LEVELS,
  LANGUAGES,
  ONBOARDING_INTEREST_CATEGORIES,
  ONBOARDING_QUESTIONS,
  REGISTRATION_INTERESTS,
  SMOKING,
  type LookingFor,
  type ProfileGender,
} from '@kindred/contract/enums';
import type { profiles } from '../db/schema/profiles';
import type { AvatarLook } from './avatar-photos';
import { avatarFor, DEMO_VERIFICATION, instagramFor, interestsFitting } from './coherence';
import { writeBio } from './bio';
import type { DemoAccount } from './demo-accounts';
import { MEN_NAMES, NEUTRAL_NAMES, WOMEN_NAMES } from './first-names';
import { birthdateAged, DAY_MS, heightFor, nearby, showMeFor, withWeights, zodiacOf } from './member-traits';
import { ARTISTS, OCCUPATIONS, QUESTION_ANSWERS } from './profile-details';
import { createRandom, type Random } from './random';

export type SeedProfile = Omit<typeof profiles.$inferInsert, 'userId'>;

export interface SeedMember {
  email: string;
  /** Only the demo accounts have one; seeded members cannot be signed in as. */
  password: string | null;
  joinedAt: Date;
  profile: SeedProfile;
  photoCount: number;
  avatar: AvatarLook;
  role?: 'member' | 'moderator';
  /** Why the account is verified (a confirmed e-mail address), or null: unverified. */
  verifiedBecause: string | null;
}

export interface SeedContext {
  now: Date;
  /** Coordinates of a "City, ST" label. */
  placeOf(label: string): { lat: number; lng: number };
}

/** Where seeded members live, with weights: Austin has the most, so the demo accounts see many. */
export const SEED_CITIES = [
  ['Austin, TX', 40],
  ['New York, NY', 18],
  ['Chicago, IL', 16],
  ['San Francisco, CA', 14],
  ['Denver, CO', 12],
] as const;

const ALL_INTERESTS = [
  ...new Set([...REGISTRATION_INTERESTS, ...Object.values(ONBOARDING_INTEREST_CATEGORIES).flat()]),
];

function answeredQuestions(random: Random) {
  return random
    .sample(ONBOARDING_QUESTIONS, random.int(1, 3))
    .map((question) => ({ question, answer: random.pick(QUESTION_ANSWERS[question]) }));
}

/** The seeded member number `index`: the same person on every run. */
export function createSeedMember(index: number, context: SeedContext): SeedMember {
  const random = createRandom(`kindred-seed-member-${index}`);
  const gender = random.weighted<ProfileGender>([
    ['female', 47],
    ['male', 47],
    ['non-binary', 6],
  ]);
  const name = random.pick(gender === 'female' ? WOMEN_NAMES : gender === 'male' ? MEN_NAMES : NEUTRAL_NAMES);
  const age = random.weighted([
    [[21, 29], 38],
    [[30, 39], 36],
    [[40, 49], 17],
    [[50, 55], 9],
  ] as const);
  const years = random.int(age[0], age[1]);
  const birthdate = birthdateAged(years, context.now, random);
  const location = random.weighted(SEED_CITIES);
  const lookingFor = random.weighted<LookingFor>([
    ['Relationship', 45],
    ['Marriage', 12],
    ['Casual', 14],
    ['Friendship', 10],
    ['Not sure yet', 19],
  ]);
  const drinking = random.weighted(withWeights([...DRINKING, ''], [20, 58, 8, 14]));
  const interests = random.sample(interestsFitting(ALL_INTERESTS, drinking), random.int(3, 7));
  const occupation = random.pick(OCCUPATIONS);
  const lastActiveAt = new Date(context.now.getTime() - Math.floor(random.next() ** 2 * 14 * DAY_MS));
  const joinedAt = new Date(lastActiveAt.getTime() - random.int(1, 240) * DAY_MS);

  const profile: SeedProfile = {
    name,
    birthdate,
    gender,
    location,
    ...nearby(context.placeOf(location), random),
    bio: writeBio(random, { occupation, interests, lookingFor }),
    occupation,
    education: random.weighted(withWeights(EDUCATION_LEVELS, [6, 10, 6, 30, 20, 5, 6])),
    height: heightFor(gender, random),
    interests,
    languages: [
      'English',
      ...random.sample(
        LANGUAGES.slice(1),
        random.weighted([
          [0, 55],
          [1, 35],
          [2, 10],
        ]),
      ),
    ],
    lookingFor,
    showMe: showMeFor(gender, random),
    ageMin: Math.max(18, years - random.int(2, 8)),
    ageMax: Math.min(100, years + random.int(2, 10)),
    maxDistance: random.pick([10, 15, 25, 25, 30, 50, 50, 100]),
    drinking,
    smoking: random.weighted(withWeights([...SMOKING, ''], [78, 8, 2, 12])),
    zodiac: random.chance(0.75) ? zodiacOf(birthdate) : '',
    instagram: random.chance(0.4) ? instagramFor(name, random) : '',
    spotifyArtists: random.chance(0.5) ? random.sample(ARTISTS, random.int(2, 4)) : [],
    questions: answeredQuestions(random),
    lastActiveAt,
    onboardingCompletedAt: new Date(joinedAt.getTime() + random.int(5, 40) * 60_000),
    discoverable: true,
    createdAt: joinedAt,
    updatedAt: lastActiveAt,
  };
  return {
    email: `member-${String(index + 1).padStart(6, '0')}@seed.kindred.invalid`,
    password: null,
    joinedAt,
    profile,
    photoCount: random.weighted([
      [2, 25],
      [3, 35],
      [4, 25],
      [5, 15],
    ]),
    avatar: avatarFor(gender, `kindred-seed-${index}`, random),
    verifiedBecause: null,
  };
}

/** A demo account as a seed member: a complete, verified, onboarded profile. */
export function demoMember(account: DemoAccount, context: SeedContext): SeedMember {
  const random = createRandom(`kindred-demo-${account.email}`);
  const joinedAt = new Date(context.now.getTime() - 30 * DAY_MS);
  const { ageRange, avatar, photoCount, email, password, age, role, ...fields } = account;
  const profile: SeedProfile = {
    ...fields,
    birthdate: birthdateAged(age, context.now, random),
    ...context.placeOf(account.location),
    ageMin: ageRange[0],
    ageMax: ageRange[1],
    lastActiveAt: context.now,
    onboardingCompletedAt: new Date(joinedAt.getTime() + 20 * 60_000),
    discoverable: true,
    createdAt: joinedAt,
    updatedAt: context.now,
  };
  return { email, password, joinedAt, profile, photoCount, avatar, role, verifiedBecause: DEMO_VERIFICATION };
}
