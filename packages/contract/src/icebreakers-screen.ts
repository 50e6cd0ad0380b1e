// SPEC 2 Icebreakers (/icebreakers): tabs Explore, Saved, Your Own. The empty states
// 'No icebreakers found' and 'No custom icebreakers yet' are SPEC 8's (EMPTY_STATES); the rest
// of the wording is ours.
import type { IcebreakerCategory } from './icebreakers';

export const ICEBREAKER_TABS = ['explore', 'saved', 'own'] as const;
export type IcebreakerTab = (typeof ICEBREAKER_TABS)[number];

export const ICEBREAKER_CATEGORY_LABELS: Record<IcebreakerCategory, string> = {
  funny: 'Funny',
  thoughtful: 'Thoughtful',
  personal: 'Personal',
  deep: 'Deep',
  playful: 'Playful',
  'would-you-rather': 'Would you rather',
};

export const ICEBREAKERS_TEXTS = {
  intro: 'Questions that get a conversation going. Save the ones you like, write your own, and send one to a match.',
  /** SPEC 2: the three tabs, in order. */
  tabs: { explore: 'Explore', saved: 'Saved', own: 'Your Own' } satisfies Record<IcebreakerTab, string>,
  tabsLabel: 'Icebreakers',
  categoriesLabel: 'Categories',
  all: 'All',
  loadFailed: 'Failed to load icebreakers. Please try again.',
  noIcebreakersHint: 'Try another category, or choose All.',
  showAll: 'Show all',
  noSaved: 'No saved icebreakers yet',
  noSavedHint: 'Save the questions you like from Explore and they will wait for you here.',
  explore: 'Explore icebreakers',
  noCustomHint: 'Write a question in your own words above; it is saved here for you.',
  // A card
  custom: 'Your own',
  save: 'Save',
  saved: 'Saved',
  unsaved: 'Removed from Saved.',
  saveFailed: 'Could not update your saved icebreakers. Please try again.',
  sendToMatch: 'Send to a match',
  delete: 'Delete',
  deleteTitle: 'Delete this icebreaker?',
  deleteBody: 'It leaves your own icebreakers for good. Messages you already sent stay in their chats.',
  cancel: 'Cancel',
  deleted: 'Icebreaker deleted.',
  deleteFailed: 'Could not delete the icebreaker. Please try again.',
  // The add form (Your Own)
  addTitle: 'Write your own',
  textLabel: 'Your icebreaker',
  placeholder: 'e.g. What is a small thing that always makes your day?',
  categoryLabel: 'Category',
  addButton: 'Save',
  adding: 'Saving...',
  added: 'Icebreaker saved.',
  addFailed: 'Could not save your icebreaker. Please try again.',
  // Send to a match
  sendTitle: 'Send to a match',
  chooseMatch: 'Choose a match',
  noMatches: 'No matches yet',
  noMatchesHint: 'Once you match with someone, you can open the conversation with an icebreaker.',
  findMatches: 'Find matches',
  send: 'Send',
  sending: 'Sending...',
  sentTo: (name: string) => `Sent to ${name}.`,
  openChat: 'Open chat',
  done: 'Done',
} as const;
