// The app's catalogue of icebreakers (SPEC 3 Icebreaker): one list, read by the Icebreakers
// screen (through GET /icebreakers, which adds each member's saved flags and their own) and by
// the AI Dating Assistant's conversation starters (DESIGN 2). Ids are stored in members' saves:
// keep them when a text is reworded.
import type { ICEBREAKER_CATEGORIES } from './enums';

export type IcebreakerCategory = (typeof ICEBREAKER_CATEGORIES)[number];

/** One entry of the catalogue; what a member sees adds isSaved and isCustom (icebreaker-schemas.ts). */
export interface CatalogueIcebreaker {
  id: string;
  text: string;
  categoryId: IcebreakerCategory;
}

const entry = (id: string, categoryId: IcebreakerCategory, text: string): CatalogueIcebreaker => ({
  id,
  text,
  categoryId,
});

export const ICEBREAKERS: readonly CatalogueIcebreaker[] = [
  entry('perfect-sunday', 'personal', 'What does a perfect Sunday look like for you?'),
  entry('recent-joy', 'thoughtful', 'What is something small that made you happy this week?'),
  entry(
    'travel-or-stay',
    'would-you-rather',
    'Would you rather explore a new city every month or know every corner of one?',
  ),
  entry('hidden-talent', 'playful', 'What is a talent of yours that people would never guess?'),
  entry('changed-mind', 'deep', 'What is something you changed your mind about in the last few years?'),
  entry('worst-date-food', 'funny', 'What is the one food you would never order on a first date?'),
  entry('learning-now', 'thoughtful', 'What are you learning or curious about at the moment?'),
  entry('dream-trip', 'personal', 'If you could leave tomorrow for any trip, where would you go and why?'),
  entry('values-question', 'deep', 'Which of your values do you think your friends would name first?'),

  entry('karaoke-song', 'funny', 'What is your go-to karaoke song, and how committed is the performance?'),
  entry(
    'pet-opinions',
    'funny',
    'If your pet (or a pet you would love) could talk, what would it complain about first?',
  ),
  entry('useless-skill', 'funny', 'What is the most useless skill you are secretly proud of?'),
  entry('autocorrect', 'funny', 'What is the funniest thing autocorrect has ever done to one of your messages?'),
  entry('sitcom-character', 'funny', 'Which sitcom character are you most like on a Monday morning?'),

  entry('kind-stranger', 'thoughtful', 'What is the kindest thing a stranger has ever done for you?'),
  entry('advice-kept', 'thoughtful', 'What is the best piece of advice you have actually followed?'),
  entry('slow-morning', 'thoughtful', 'What helps you slow down after a busy week?'),
  entry('proud-lately', 'thoughtful', 'What is something you did recently that you are quietly proud of?'),

  entry('hometown-spot', 'personal', 'What is a place in your hometown everyone should see at least once?'),
  entry('comfort-meal', 'personal', 'What meal feels like home to you?'),
  entry('weekend-ritual', 'personal', 'Do you have a little ritual that makes a weekend feel like a weekend?'),
  entry('book-or-film', 'personal', 'Which book, film or album would you hand to someone to get to know you?'),
  entry('friends-describe', 'personal', 'How would your closest friends describe you in three words?'),

  entry('what-home-means', 'deep', 'What does home mean to you: a place, people or a feeling?'),
  entry('younger-self', 'deep', 'What would you tell yourself ten years ago, if they would listen?'),
  entry('fulfilling-life', 'deep', 'What makes a life feel well lived to you?'),
  entry('love-shown', 'deep', 'How do you show someone you care about them, without saying it?'),
  entry('brave-choice', 'deep', 'What is the bravest decision you have made so far?'),

  entry('two-truths', 'playful', 'Two truths and a lie: your turn first. I will guess.'),
  entry('theme-song', 'playful', 'If your life had a theme song right now, what would it be?'),
  entry('desert-island', 'playful', 'Desert island: one food, one book and one person (not me). Go.'),
  entry('superpower', 'playful', 'Which everyday superpower would you pick: never lost, never late, or never hungry?'),
  entry('emoji-week', 'playful', 'Describe your week in three emojis.'),

  entry(
    'sunrise-or-stars',
    'would-you-rather',
    'Would you rather watch the sunrise on a mountain or the stars from a beach?',
  ),
  entry(
    'cook-or-dine',
    'would-you-rather',
    'Would you rather cook dinner together or find the best restaurant in town?',
  ),
  entry('past-or-future', 'would-you-rather', 'Would you rather visit the past for a day or the future for an hour?'),
  entry('no-music-no-films', 'would-you-rather', 'Would you rather give up music or films for a year?'),
  entry(
    'cabin-or-city',
    'would-you-rather',
    'Would you rather spend a weekend in a cabin with no signal or in a city that never sleeps?',
  ),
];
