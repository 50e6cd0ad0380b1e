import type { LookingFor, ProfileGender, ShowMe } from '@kindred/contract/enums';
import type { QuestionAnswer } from '../db/schema/profiles';
import type { AvatarLook } from './avatar-photos';

/** The two accounts anyone may sign in with on a demo install; printed at start-up. */
export interface DemoAccount {
  email: string;
  password: string;
  name: string;
  age: number;
  gender: ProfileGender;
  location: string;
  bio: string;
  occupation: string;
  education: string;
  height: string;
  interests: string[];
  languages: string[];
  lookingFor: LookingFor;
  showMe: ShowMe;
  ageRange: [number, number];
  maxDistance: number;
  drinking: string;
  smoking: string;
  zodiac: string;
  instagram: string;
  spotifyArtists: string[];
  questions: QuestionAnswer[];
  avatar: AvatarLook;
  photoCount: number;
  /** A demo install needs someone to try the moderation queue with. */
  role: 'member' | 'moderator';
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'demo@kindred.app',
    password: 'kindred-demo-1',
    name: 'Alex',
    age: 29,
    gender: 'female',
    location: 'Austin, TX',
    bio:
      'Landscape architect who spends weekdays designing parks and weekends testing them.\n\n' +
      'Happiest on a trail at sunrise or at a patio table at sunset. I make a mean shakshuka and I am always ' +
      'looking for a new coffee spot.\n\nLooking for someone kind and curious to build a life of small adventures with.',
    occupation: 'Landscape Architect',
    education: "Master's Degree",
    height: `5'6" (168 cm)`,
    interests: ['Hiking', 'Coffee', 'Photography', 'Cooking', 'Travel', 'Music'],
    languages: ['English', 'Spanish'],
    lookingFor: 'Relationship',
    showMe: 'Men',
    ageRange: [26, 38],
    maxDistance: 50,
    drinking: 'Social drinker',
    smoking: 'Non-smoker',
    zodiac: 'Libra',
    instagram: 'alex.outdoors',
    spotifyArtists: ['Khruangbin', 'Leon Bridges', 'Phoebe Bridgers'],
    questions: [
      {
        question: 'My ideal weekend includes...',
        answer: 'An early hike, a late brunch, and a bookshop I have not been to yet.',
      },
      {
        question: 'I value most in a relationship...',
        answer: 'Honesty, even when it is awkward, and being able to laugh at ourselves.',
      },
    ],
    avatar: { style: 'avataaars', seed: 'kindred-demo-alex', bearded: false, hair: 'long' },
    photoCount: 4,
    role: 'member',
  },
  {
    email: 'sam@kindred.app',
    password: 'kindred-demo-2',
    name: 'Sam',
    age: 32,
    gender: 'male',
    location: 'Austin, TX',
    bio:
      'Software engineer by day, amateur baker by night. My sourdough starter is older than some of my friendships.\n\n' +
      'You will find me at live music shows, on a bike along the river, or losing gracefully at board games.\n\n' +
      'Hoping to meet someone warm and witty who likes long conversations.',
    occupation: 'Software Engineer',
    education: "Bachelor's Degree",
    height: `5'11" (180 cm)`,
    interests: ['Music', 'Baking', 'Cycling', 'Gaming', 'Travel', 'Reading'],
    languages: ['English', 'German'],
    lookingFor: 'Relationship',
    showMe: 'Women',
    ageRange: [25, 38],
    maxDistance: 50,
    drinking: 'Social drinker',
    smoking: 'Non-smoker',
    zodiac: 'Taurus',
    instagram: '',
    spotifyArtists: ['The National', 'Bon Iver', 'Tame Impala'],
    questions: [
      { question: 'A random fact about me...', answer: 'My sourdough starter has a name and a birthday.' },
      {
        question: 'My ideal weekend includes...',
        answer: 'A bike ride, a matinee, and a patio with a view of the sunset.',
      },
      {
        question: 'I value most in a relationship...',
        answer: 'Feeling like a team, on the good days and the hard ones.',
      },
    ],
    avatar: { style: 'avataaars', seed: 'kindred-demo-sam', bearded: true, hair: 'short' },
    photoCount: 3,
    role: 'moderator',
  },
];
