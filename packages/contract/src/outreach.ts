import { z } from 'zod';
import { emailField } from './fields';
import { MESSAGES } from './messages';
import { textField } from './text';

// The public site's forms and the Help Center (SPEC 2 Landing, Help Center, Contact; SPEC 3
// Forms and Help item; SPEC 4 Waitlist and newsletter forms). SPEC's older front end sent
// nothing; here each is stored on the server.

import { CONTACT_MESSAGE_TOPICS, HELP_CATEGORIES, OUTREACH_LIMITS, SUBSCRIBE_SOURCES } from './outreach-constants';

export * from './outreach-constants';

/**
 * POST /waitlist and POST /newsletter. A repeated address is accepted the same way as a new
 * one (202, same body), so the form never tells whether someone already signed up.
 */
export const subscribeInputSchema = z.object({
  email: emailField,
  source: z.enum(SUBSCRIBE_SOURCES).optional(),
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

/** A required choice: absent is "{field} is required", anything else lists the choices. */
const requiredChoice = <const T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? MESSAGES.fieldRequired(field)
        : MESSAGES.fieldOneOf(field, values.join(', ')),
  });

/** POST /contact. Blank (after trimming) reads as missing: "name is required". */
export const contactInputSchema = z.object({
  name: textField('name')
    .trim()
    .min(1, { error: MESSAGES.fieldRequired('name') })
    .max(OUTREACH_LIMITS.nameMax),
  email: emailField,
  topic: requiredChoice('topic', CONTACT_MESSAGE_TOPICS),
  message: textField('message', { lines: 'multi' })
    .trim()
    .min(1, { error: MESSAGES.fieldRequired('message') })
    .max(OUTREACH_LIMITS.messageMax),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** What the three forms answer: nothing to show beyond the thanks state. */
export const acceptedSchema = z.object({ accepted: z.literal(true) });

/** SPEC 3 Help item. */
export const helpItemSchema = z.object({
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  categoryId: z.enum(HELP_CATEGORIES),
});
export type HelpItem = z.infer<typeof helpItemSchema>;

/** GET /help: both optional; `q` matches question and answer text, case-insensitive. */
export const helpQuerySchema = z.object({
  category: z.enum(HELP_CATEGORIES).optional(),
  q: textField('q').trim().max(OUTREACH_LIMITS.helpQueryMax).optional(),
});

export const helpItemsResponseSchema = z.object({ items: z.array(helpItemSchema) });
