// The app's catalogue of icebreakers (SPEC 3 Icebreaker). The AI Dating Assistant's conversation
// starters come from it; the Icebreakers screen is meant to read the same list (DESIGN 2).
import type { ICEBREAKER_CATEGORIES } from './enums';

export type IcebreakerCategory = (typeof ICEBREAKER_CATEGORIES)[number];

export interface Icebreaker {
  id: string;
  text: string;
  categoryId: IcebreakerCategory;
}

export const ICEBREAKERS: readonly Icebreaker[] = [
  { id: 'perfect-sunday', text: 'What does a perfect Sunday look like for you?', categoryId: 'personal' },
  {
    id: 'recent-joy',
    text: 'What is something small that made you happy this week?',
    categoryId: 'thoughtful',
  },
  {
    id: 'travel-or-stay',
    text: 'Would you rather explore a new city every month or know every corner of one?',
    categoryId: 'would-you-rather',
  },
  { id: 'hidden-talent', text: 'What is a talent of yours that people would never guess?', categoryId: 'playful' },
  {
    id: 'changed-mind',
    text: 'What is something you changed your mind about in the last few years?',
    categoryId: 'deep',
  },
  { id: 'worst-date-food', text: 'What is the one food you would never order on a first date?', categoryId: 'funny' },
  { id: 'learning-now', text: 'What are you learning or curious about at the moment?', categoryId: 'thoughtful' },
  {
    id: 'dream-trip',
    text: 'If you could leave tomorrow for any trip, where would you go and why?',
    categoryId: 'personal',
  },
  {
    id: 'values-question',
    text: 'Which of your values do you think your friends would name first?',
    categoryId: 'deep',
  },
];
