import { birthdateForAge } from '@kindred/contract/age';
import {
  DRINKING,
  EDUCATION_LEVELS,
  HEIGHT_OPTIONS,
  LANGUAGES,
  ONBOARDING_INTEREST_CATEGORIES,
  ONBOARDING_QUESTIONS,
  REGISTRATION_INTERESTS,
  SMOKING,
  ZODIAC,
  type LookingFor,
  type ProfileGender,
  type ShowMe,
} from '@kindred/contract/enums';
import type { profiles } from '../schema/profiles';
import { AVATAR_STYLES, type AvatarLook } from './avatar-photos';
import { writeBio } from './bio';
import type { DemoAccount } from './demo-accounts';
import { MEN_NAMES, NEUTRAL_NAMES, WOMEN_NAMES } from './first-names';
import { ARTISTS, INSTAGRAM_WORDS, OCCUPATIONS, QUESTION_ANSWERS } from './profile-details';
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

/** Nobody lives on the city's centre point: spread members over a disc of this radius. */
const SPREAD_KM = 8;
const DAY_MS = 86_400_000;

const ALL_INTERESTS = [
  ...new Set([...REGISTRATION_INTERESTS, ...Object.values(ONBOARDING_INTEREST_CATEGORIES).flat()]),
];

/** The day of each month (January first) on which a new sign starts. */
const SIGN_CHANGE_DAY = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22] as const;

export function zodiacOf(birthdate: string): string {
  const [month, day] = birthdate.slice(5).split('-').map(Number) as [number, number];
  // ZODIAC starts with Aries, the sign that begins in March.
  const signStartingThisMonth = (month + 9) % 12;
  return ZODIAC[day >= SIGN_CHANGE_DAY[month - 1]! ? signStartingThisMonth : (signStartingThisMonth + 11) % 12]!;
}

/** Pairs values with weights, for Random.weighted. */
function withWeights<T>(values: readonly T[], weights: readonly number[]): [T, number][] {
  return values.map((value, index) => [value, weights[index] ?? 1]);
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A birth date giving exactly `age` today, anywhere in that year of life. */
function birthdateAged(age: number, now: Date, random: Random): string {
  const latest = new Date(`${birthdateForAge(age, now)}T00:00:00Z`);
  return isoDate(new Date(latest.getTime() - random.int(0, 364) * DAY_MS));
}

function nearby(point: { lat: number; lng: number }, random: Random): { lat: number; lng: number } {
  const distanceKm = SPREAD_KM * Math.sqrt(random.next());
  const bearing = 2 * Math.PI * random.next();
  const lat = point.lat + (distanceKm * Math.cos(bearing)) / 111.32;
  const lng = point.lng + (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((point.lat * Math.PI) / 180));
  return { lat: Number(lat.toFixed(5)), lng: Number(lng.toFixed(5)) };
}

function heightFor(gender: ProfileGender, random: Random): string {
  const meanInches = gender === 'female' ? 64.5 : gender === 'male' ? 70 : 67;
  const index = Math.round(random.normal(meanInches, 2.8)) - 58;
  return HEIGHT_OPTIONS[Math.min(HEIGHT_OPTIONS.length - 1, Math.max(0, index))]!;
}

function showMeFor(gender: ProfileGender, random: Random): ShowMe {
  if (gender === 'male')
    return random.weighted<ShowMe>([
      ['Women', 85],
      ['Everyone', 9],
      ['Men', 6],
    ]);
  if (gender === 'female')
    return random.weighted<ShowMe>([
      ['Men', 82],
      ['Everyone', 11],
      ['Women', 7],
    ]);
  return random.weighted<ShowMe>([
    ['Everyone', 70],
    ['Women', 12],
    ['Men', 10],
    ['Non-binary', 8],
  ]);
}

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
  const interests = random.sample(ALL_INTERESTS, random.int(3, 7));
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
    drinking: random.weighted(withWeights([...DRINKING, ''], [20, 58, 8, 14])),
    smoking: random.weighted(withWeights([...SMOKING, ''], [78, 8, 2, 12])),
    zodiac: random.chance(0.75) ? zodiacOf(birthdate) : '',
    instagram: random.chance(0.4) ? `${name.toLowerCase()}.${random.pick(INSTAGRAM_WORDS)}${random.int(1, 99)}` : '',
    spotifyArtists: random.chance(0.5) ? random.sample(ARTISTS, random.int(2, 4)) : [],
    questions: answeredQuestions(random),
    lastActiveAt,
    onboardingCompletedAt: new Date(joinedAt.getTime() + random.int(5, 40) * 60_000),
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
    avatar: {
      style: random.pick(AVATAR_STYLES),
      seed: `kindred-seed-${index}`,
      bearded: gender === 'male' && random.chance(0.4),
      hair: gender === 'female' ? 'long' : gender === 'male' ? 'short' : 'any',
    },
  };
}

/** A demo account as a seed member: a complete, verified, onboarded profile. */
export function demoMember(account: DemoAccount, context: SeedContext): SeedMember {
  const random = createRandom(`kindred-demo-${account.email}`);
  const joinedAt = new Date(context.now.getTime() - 30 * DAY_MS);
  const { ageRange, avatar, photoCount, email, password, age, ...fields } = account;
  const profile: SeedProfile = {
    ...fields,
    birthdate: birthdateAged(age, context.now, random),
    ...context.placeOf(account.location),
    ageMin: ageRange[0],
    ageMax: ageRange[1],
    lastActiveAt: context.now,
    onboardingCompletedAt: new Date(joinedAt.getTime() + 20 * 60_000),
    createdAt: joinedAt,
    updatedAt: context.now,
  };
  return { email, password, joinedAt, profile, photoCount, avatar };
}
