// For You's feedback after a like, super like or pass, and taking the last one back (issue 38,
// docs/decisions/073). The path is API_PATHS.interactions.undo.
import { z } from 'zod';
import { DISCOVERY_MESSAGES, type InteractionStatus } from './discovery';
import { INTERACTION_STATUSES } from './enums';
import { textField } from './text';

export const UNDO_LIMITS = {
  /** How long For You offers Undo after an action. */
  offeredForMs: 8_000,
  /** How long the server takes an action back: the offer, plus a slow network and a late tap. */
  windowMs: 30_000,
} as const;

export const UNDO_MESSAGES = {
  /** 404: no interaction of the member's with this member (or not a member at all). */
  nothingToUndo: 'There is nothing to undo',
  /** 409: a like that made a match stays; the match can be ended from Matches. */
  alreadyMatched: 'You matched, so this like cannot be undone. You can unmatch from your matches.',
  /** 409: only the member's most recent like, super like or pass. */
  notMostRecent: 'Only your most recent like or pass can be undone',
  /** 409: after UNDO_LIMITS.windowMs. */
  tooLate: 'It is too late to undo this. Undo works for 30 seconds.',
} as const;

export const UNDO_TEXTS = {
  /** What the member just did, shown (and announced) after each action on For You. */
  done: (status: InteractionStatus, name: string): string => {
    if (status === 'like') return `Liked ${name}`;
    if (status === 'superlike') return `Super liked ${name}`;
    return `Passed on ${name}`;
  },
  undo: 'Undo',
  undoAction: (status: InteractionStatus, name: string): string =>
    status === 'dislike' ? `Undo pass on ${name}` : `Undo ${status === 'superlike' ? 'super like' : 'like'} of ${name}`,
  undone: (name: string) => `${name} is back`,
  undoFailed: 'Could not undo. Please try again.',
  /** The visually hidden hint beside the action bar (the keys are also on the buttons). */
  shortcutsHint: 'Keyboard shortcuts: Left arrow to pass, Right arrow to like, Up arrow to super like.',
  /** aria-keyshortcuts of each action. */
  keys: { dislike: 'ArrowLeft', like: 'ArrowRight', superlike: 'ArrowUp' } satisfies Record<InteractionStatus, string>,
} as const;

/** `POST /matches/likes/undo`: the member whose like, super like or pass is taken back. */
export const undoInputSchema = z.object({
  likedId: textField('likedId', {
    missing: DISCOVERY_MESSAGES.likedIdRequired,
    notString: DISCOVERY_MESSAGES.likedIdRequired,
  })
    .min(1, { error: DISCOVERY_MESSAGES.likedIdRequired })
    .max(100, { error: UNDO_MESSAGES.nothingToUndo }),
});
export type UndoInput = z.infer<typeof undoInputSchema>;

export const undoResultSchema = z.object({
  data: z.object({ likedId: z.string(), status: z.enum(INTERACTION_STATUSES), undone: z.literal(true) }),
});
export type UndoResult = z.infer<typeof undoResultSchema>['data'];
