// SPEC 2 Icebreakers, 3 Icebreaker, 4 Other ("saved flag toggles; custom ones can be added,
// saved by default, category personal, or deleted") and 5 Messaging: the API's shapes, limits
// and answers. Paths are ours ("not shown" in SPEC): API_PATHS.icebreakers.
import { z } from 'zod';
import { ICEBREAKER_CATEGORIES } from './enums';
import { textField } from './text';

/** Ours: SPEC gives no limits for a member's own icebreakers. */
export const ICEBREAKER_LIMITS = {
  /** Characters of one custom icebreaker, after trimming: a question, not a letter. */
  textMax: 300,
  /** Custom icebreakers one member may keep. */
  customMax: 100,
} as const;

/** What the server answers (ours: SPEC leaves them "not shown"). */
export const ICEBREAKER_MESSAGES = {
  textRequired: 'Please write your icebreaker',
  textTooLong: `Icebreakers can be at most ${ICEBREAKER_LIMITS.textMax} characters`,
  tooMany: `You can keep up to ${ICEBREAKER_LIMITS.customMax} icebreakers of your own. Delete one to add another.`,
  notFound: 'Icebreaker not found',
  onlyOwnDeleted: 'Only icebreakers you wrote can be deleted',
  deleted: 'Icebreaker deleted',
} as const;

/** The default category of a member's own icebreaker (SPEC 4). */
export const CUSTOM_ICEBREAKER_CATEGORY = 'personal' satisfies (typeof ICEBREAKER_CATEGORIES)[number];

/** SPEC 3 Icebreaker, as the member sees it: from the catalogue or their own, saved or not. */
export const icebreakerSchema = z.object({
  id: z.string(),
  text: z.string(),
  categoryId: z.enum(ICEBREAKER_CATEGORIES),
  isSaved: z.boolean(),
  isCustom: z.boolean(),
});
export type Icebreaker = z.infer<typeof icebreakerSchema>;

/** `GET /icebreakers`: the catalogue then the member's own (newest first), `?category=` optional. */
export const icebreakersQuerySchema = z.object({ category: z.enum(ICEBREAKER_CATEGORIES).optional() });
export const icebreakersResponseSchema = z.object({ icebreakers: z.array(icebreakerSchema) });
/** Adding, saving and unsaving answer the icebreaker as it now is. */
export const icebreakerResponseSchema = z.object({ icebreaker: icebreakerSchema });

/** `POST /icebreakers`: a member's own icebreaker; blank after trimming is refused (SPEC 5). */
export const customIcebreakerInputSchema = z.object({
  text: textField('text', {
    lines: 'multi',
    missing: ICEBREAKER_MESSAGES.textRequired,
    notString: ICEBREAKER_MESSAGES.textRequired,
  })
    .trim()
    .min(1, { error: ICEBREAKER_MESSAGES.textRequired })
    .max(ICEBREAKER_LIMITS.textMax, { error: ICEBREAKER_MESSAGES.textTooLong }),
  categoryId: z.enum(ICEBREAKER_CATEGORIES).default(CUSTOM_ICEBREAKER_CATEGORY),
});
export type CustomIcebreakerInput = z.input<typeof customIcebreakerInputSchema>;
