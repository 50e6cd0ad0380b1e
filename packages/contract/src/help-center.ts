// Texts of the Help Center (/help). SPEC 2 gives the chips and 'No results found'; the rest is ours.
import type { HelpCategory } from './outreach';

export const HELP_CATEGORY_LABELS: Record<HelpCategory, string> = {
  account: 'Account',
  matches: 'Matches',
  privacy: 'Privacy',
  notifications: 'Notifications',
  subscription: 'Subscription',
};

export const HELP_CENTER_TEXTS = {
  intro: 'Answers to the questions members ask most. Pick a topic or search.',
  categoriesLabel: 'Topics',
  all: 'All',
  articlesHeading: 'Articles',
  searchLabel: 'Search help articles',
  searchPlaceholder: 'Search, e.g. "password" or "boost"',
  /** SPEC 2 Help Center empty state. */
  noResults: 'No results found',
  noResultsHint: 'Try other words, or choose All topics.',
  clearSearch: 'Clear search',
  loadFailed: 'Help articles could not be loaded. Please try again.',
  resultCount: (count: number) => (count === 1 ? '1 article' : `${count} articles`),
  stillNeedHelp: 'Still need help?',
  contactUs: 'Contact us',
  stillNeedHelpText: 'Our support team answers every message.',
} as const;
