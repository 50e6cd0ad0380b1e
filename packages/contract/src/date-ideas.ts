// The app's catalogue of date ideas (SPEC 3 Date idea). The AI Dating Assistant shows it today;
// the Date Planner is meant to read the same list (DESIGN 2: one catalogue).
import type { DATE_IDEA_CATEGORIES } from './enums';

export type DateIdeaCategory = (typeof DATE_IDEA_CATEGORIES)[number];

export interface DateIdea {
  id: string;
  title: string;
  description: string;
  category: DateIdeaCategory;
  /** When it suits best, in words. */
  time: string;
  location: string;
  /** SPEC 9 budget levels 1 to 3, shown as $, $$ and $$$. */
  cost: 1 | 2 | 3;
}

export const DATE_IDEAS: readonly DateIdea[] = [
  {
    id: 'coffee-tasting',
    title: 'Coffee tasting crawl',
    description: 'Visit two or three local roasters and compare a cup at each. Easy to extend, easy to end.',
    category: 'cafe',
    time: 'Weekend morning',
    location: 'Independent coffee shops',
    cost: 1,
  },
  {
    id: 'sunset-picnic',
    title: 'Sunset picnic',
    description: 'Pack a few favourite snacks each and share them while the sun goes down.',
    category: 'outdoors',
    time: 'Early evening',
    location: 'A park with a view',
    cost: 1,
  },
  {
    id: 'museum-late',
    title: 'Late night at the museum',
    description: 'Many museums open late once a month. Pick one piece each to tell the other about.',
    category: 'cultural',
    time: 'Evening',
    location: 'Art or history museum',
    cost: 2,
  },
  {
    id: 'cooking-class',
    title: 'Cooking class for two',
    description: 'Learn a new dish together, then sit down and eat what you made.',
    category: 'restaurant',
    time: 'Evening',
    location: 'Cooking school',
    cost: 3,
  },
  {
    id: 'trivia-night',
    title: 'Trivia night',
    description: 'Join a pub quiz as a team of two and find out what each of you knows.',
    category: 'drinks',
    time: 'Weeknight',
    location: 'Local bar',
    cost: 1,
  },
  {
    id: 'comedy-show',
    title: 'Stand-up comedy show',
    description: 'Laughing together takes the pressure off, and gives you plenty to talk about after.',
    category: 'entertainment',
    time: 'Evening',
    location: 'Comedy club',
    cost: 2,
  },
];

/** SPEC 9: budget levels are shown as $, $$ and $$$. */
export const costLabel = (cost: DateIdea['cost']): string => '$'.repeat(cost);
