// The Date Planner (/date-planner): SPEC 2 (tabs, the proposal rule), SPEC 3 Date idea, SPEC 8
// empty states, SPEC 9 budget levels. The catalogue itself is date-ideas.ts; the rest is ours
// (docs/decisions/044).
import { z } from 'zod';
import { LIMITS } from './constants';
import type { DateIdea, DateIdeaCategory } from './date-ideas';
import { DATE_IDEA_CATEGORIES } from './enums';

/** SPEC 3 Date idea as a member sees it: `liked` is the member's own saved flag. */
export const dateIdeaSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.enum(DATE_IDEA_CATEGORIES),
  time: z.string(),
  location: z.string(),
  cost: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  imageSrc: z.string(),
  liked: z.boolean(),
});
export type DateIdeaView = z.infer<typeof dateIdeaSchema>;

/** GET /date-ideas: `category` narrows the list; `saved=true` keeps the member's saved ideas. */
export const dateIdeasQuerySchema = z.object({
  category: z.enum(DATE_IDEA_CATEGORIES).optional(),
  saved: z.enum(['true', 'false']).optional(),
});
export type DateIdeasQuery = z.input<typeof dateIdeasQuerySchema>;

export const dateIdeasResponseSchema = z.object({ ideas: z.array(dateIdeaSchema) });
/** PUT and DELETE /date-ideas/{id}/like answer the idea with its new flag. */
export const dateIdeaResponseSchema = z.object({ idea: dateIdeaSchema });

export const DATE_IDEA_CATEGORY_LABELS: Record<DateIdeaCategory, string> = {
  cafe: 'Cafe',
  restaurant: 'Restaurant',
  entertainment: 'Entertainment',
  outdoors: 'Outdoors',
  drinks: 'Drinks',
  cultural: 'Cultural',
};

export const DATE_PLANNER_TABS = ['ideas', 'saved', 'plan'] as const;
export type DatePlannerTab = (typeof DATE_PLANNER_TABS)[number];

/** SPEC 9 budget levels, for screen readers (the screen shows $, $$ and $$$). */
const BUDGET_WORDS: Record<DateIdea['cost'], string> = { 1: 'low', 2: 'medium', 3: 'high' };

export const DATE_PLANNER_TEXTS = {
  intro: 'Ideas for a first date or a tenth, and a way to ask.',
  /** SPEC 2: the three tabs. */
  tabs: { ideas: 'Date Ideas', saved: 'Saved', plan: 'Custom Plan' } satisfies Record<DatePlannerTab, string>,
  tabsLabel: 'Date Planner sections',
  categoriesLabel: 'Categories',
  all: 'All',
  /** SPEC 8 empty states. */
  noIdeas: 'No date ideas found',
  noSaved: 'No saved date ideas',
  noSavedHint: 'Tap the heart on an idea to keep it here.',
  browseIdeas: 'Browse date ideas',
  loadFailed: 'Date ideas could not be loaded. Please try again.',
  saveFailed: 'That change could not be saved. Please try again.',
  budgetLabel: (cost: DateIdea['cost']) => `Budget: ${BUDGET_WORDS[cost]}`,
  save: (title: string) => `Save ${title}`,
  saved: (title: string) => `Saved: ${title}`,
  planThis: 'Plan this date',
  /** The button's name: its visible words, then which idea. */
  planThisLabel: (title: string) => `Plan this date: ${title}`,
  timeLabel: 'When',
  locationLabel: 'Where',
  // The Custom Plan form.
  planHeading: 'Propose a date',
  planIntro: 'Your proposal is sent to your match as a chat message.',
  matchLabel: 'Match',
  chooseMatch: 'Choose a match',
  ideaLabel: 'Date idea (optional)',
  noIdea: 'No idea chosen',
  dayLabel: 'Day (optional)',
  atLabel: 'Time (optional)',
  placeLabel: 'Place (optional)',
  placePlaceholder: 'e.g. Blue Bottle on Main St',
  messageLabel: 'Message',
  messagePlaceholder: 'Say why you would like to go together',
  send: 'Send proposal',
  sending: 'Sending…',
  /** SPEC 5: a date proposal needs a chosen match and non-empty text. */
  matchRequired: 'Choose a match to send the proposal to.',
  textRequired: 'Write a message for your match.',
  matchesLoadFailed: 'Your matches could not be loaded. Please try again.',
  noMatches: 'You need a match before you can propose a date.',
  findMatches: 'Find matches',
  sendFailed: 'Your proposal could not be sent. Please try again.',
  sent: (name: string) => `Proposal sent to ${name}`,
  openChat: 'Open chat',
  planAnother: 'Plan another date',
  /** The chat message: a first line a reader takes in at a glance, then the member's words. */
  proposalHeading: 'Date proposal',
  proposalIdea: (title: string) => `Date idea: ${title}`,
  prefilledText: (title: string) => `Would you like to try ${title.toLowerCase()} with me?`,
} as const;

/** The server's answers in the Date Planner's words. */
export const DATE_PLANNER_MESSAGES = {
  ideaNotFound: 'Date idea not found',
} as const;

/** The proposal's place field: it travels inside a chat message, so well under its limit. */
export const DATE_PROPOSAL_LIMITS = {
  placeMax: 120,
  textMax: LIMITS.maxMessageLength - 400,
} as const;
