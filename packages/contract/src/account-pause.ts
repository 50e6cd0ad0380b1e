import { z } from 'zod';

// Taking a break (ours, issue 33; decision 070): a paused member is shown to nobody new and
// receives no new likes; matches and chats stay as they were.

export const accountPauseSchema = z.object({
  paused: z.boolean(),
  /** When the break began (ISO 8601), or null when the member is not paused. */
  pausedAt: z.string().nullable(),
});
export type AccountPause = z.infer<typeof accountPauseSchema>;

export const accountPauseResponseSchema = z.object({ data: accountPauseSchema });

export const PAUSE_TEXTS = {
  heading: 'Take a break',
  intro:
    'Pause your account and nobody new will see you: you leave recommendations, Discover and Likes You at once, and new likes stop. Your matches and chats stay, and you can resume any time.',
  pause: 'Pause my account',
  resume: 'Resume my account',
  /** `date` as the member's locale writes it. */
  pausedSince: (date: string) => `Paused since ${date}`,
  pausedNotice: 'Your account is paused. Nobody new can see you, and your matches and chats are still here.',
  paused: 'Your account is paused.',
  resumed: 'Welcome back! People can see you again.',
  failed: 'Could not change your account. Please try again.',
} as const;

export const PAUSE_MESSAGES = {
  /** A like or super like sent while paused: it would show the member to someone new. */
  likeWhilePaused: 'Your account is paused. Resume it to like people.',
} as const;
