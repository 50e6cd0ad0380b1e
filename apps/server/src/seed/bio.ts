import { LIMITS } from '@kindred/contract/constants';
import type { LookingFor } from '@kindred/contract/enums';
import type { Random } from './random';

const OPENERS = [
  'Recovering perfectionist, enthusiastic home cook and loyal friend.',
  'I am happiest outdoors, a little less happy before coffee.',
  'Equal parts homebody and adventurer, depending on the weather.',
  'New-ish to the city and still finding my favourite corners.',
  'Big laugh, bigger bookshelf.',
  'I believe in long walks, short commutes and good bread.',
  'Curious by nature, calm by practice.',
  'Friends describe me as the one who plans the trip and remembers the snacks.',
  'Warm, a bit nerdy, and always up for a good conversation.',
  'I like people who are kind to waiters and passionate about something.',
  'Optimist with a soft spot for old movies and older dogs.',
  'Early riser, slow walker, fast friend.',
  'I try to say yes to things that scare me a little.',
  'Part-time philosopher, full-time snack enthusiast.',
  'Grew up in a small town, fell in love with the big city.',
] as const;

/** "an architect", "a nurse" (the seeded occupations have no acronyms or silent letters). */
function aJob(job: string): string {
  return `${/^[aeiou]/i.test(job) ? 'an' : 'a'} ${job.toLowerCase()}`;
}

const WORK_LINES = [
  (job: string) => `I work as ${aJob(job)} and genuinely like what I do.`,
  (job: string) => `By day I am ${aJob(job)}; by night I am learning to play guitar, badly.`,
  (job: string) => `${job} by trade, storyteller by habit.`,
  (job: string) => `My job as ${aJob(job)} keeps me busy, so I guard my weekends.`,
] as const;

const INTEREST_LINES: Record<string, readonly string[]> = {
  Hiking: ['Most Saturdays start at a trailhead.', 'I am collecting sunrise views one hike at a time.'],
  Coffee: ['I will happily cross town for a good pour-over.', 'Let me show you my favourite coffee spot.'],
  Cooking: [
    'I cook for friends every Sunday and the guest list keeps growing.',
    'My signature dish is a slow-cooked ragù.',
  ],
  Travel: [
    'Next on my list: Lisbon, then Kyoto.',
    'I have a map with pins for every place I have been, and too few pins.',
  ],
  Music: ['Live music is my love language.', 'I sing in the car and I am not sorry.'],
  Reading: ['Currently reading three books at once, as usual.', 'Tell me the last book that made you cry.'],
  Photography: ['I always carry a film camera, just in case.', 'I take far too many photos of light on buildings.'],
  Fitness: ['Morning workouts keep me sane.', 'Training for my first half marathon.'],
  Yoga: ['Yoga keeps me grounded, mostly.', 'I teach myself patience on the yoga mat.'],
  Art: ['Museums on rainy days are my favourite plan.', 'I paint on weekends, mostly for the joy of it.'],
  Movies: ['I still go to the cinema alone and love it.', 'Strong opinions about movie soundtracks.'],
  Dancing: ['Salsa on Thursdays, no experience required to join me.', 'I will be the first one on the dance floor.'],
  Gaming: ['Board game nights are sacred.', 'Cozy video games are my way to unwind.'],
  Writing: ['I write short stories that very few people have read.', 'Journaling every morning for five years now.'],
  Running: ['Running along the river is how I think.', 'Slow runner, long distances.'],
  Wine: ['Slowly learning about natural wine, one tasting at a time.'],
  Camping: ['Nothing beats a night under the stars with a good campfire.'],
  Baking: ['I bake bread on Sundays; the neighbours approve.'],
  Tennis: ['Looking for someone to rally with on weekend mornings.'],
  'Rock Climbing': ['You can find me at the climbing gym three evenings a week.'],
  Museums: ['I could spend a whole day in a good museum.'],
  Brunch: ['Brunch is a serious matter and I take it seriously.'],
};

const CLOSERS: Record<LookingFor, readonly string[]> = {
  Relationship: [
    'Looking for something real: someone to build a life of small adventures with.',
    'I am here for a genuine connection that grows into something lasting.',
    'Hoping to meet someone kind, curious and ready for something serious.',
  ],
  Marriage: [
    'Ready for a partner for life, and all the laughter along the way.',
    'I would love to find my person and start building a home together.',
  ],
  Casual: [
    'Keeping things light and fun for now, with good conversation and better company.',
    'Open to seeing where things go, no pressure.',
  ],
  Friendship: [
    'Here to meet new people and grow my circle in the city.',
    'Would love new friends for trail days, trivia nights and everything in between.',
  ],
  'Not sure yet': [
    'Not sure exactly what I am looking for, but I know good chemistry when I find it.',
    'Open-minded and curious to see who I meet.',
  ],
};

export interface BioSubject {
  occupation: string;
  interests: readonly string[];
  lookingFor: LookingFor;
}

function interestLine(random: Random, interests: readonly string[]): string {
  const interest = random.pick(interests);
  const lines = INTEREST_LINES[interest];
  return lines ? random.pick(lines) : `I could talk about ${interest.toLowerCase()} for hours.`;
}

/** One to three short paragraphs, separated by blank lines (SPEC 3), within the bio limit. */
export function writeBio(random: Random, subject: BioSubject): string {
  const paragraphs = [`${random.pick(OPENERS)} ${random.pick(WORK_LINES)(subject.occupation)}`];
  if (random.chance(0.7)) {
    const lines = new Set([interestLine(random, subject.interests), interestLine(random, subject.interests)]);
    paragraphs.push([...lines].join(' '));
  }
  if (random.chance(0.6)) paragraphs.push(random.pick(CLOSERS[subject.lookingFor]));
  while (paragraphs.join('\n\n').length > LIMITS.bioMax) paragraphs.pop();
  return paragraphs.join('\n\n');
}
