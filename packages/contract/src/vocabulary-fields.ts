import { z } from 'zod';
import { INTEREST_CATALOGUE } from './enums';
import { MESSAGES } from './messages';
import { textField } from './text';
import { STORED_CHOICES, toStoredChoice, toStoredInterest, type ChoiceField, type StoredChoice } from './vocabulary';

// Decision 052: the API takes any screen's label or the stored value (any case) and stores the
// stored value, so a client on any screen's vocabulary reads back the same choice.

export const VOCABULARY_MESSAGES = {
  choiceInvalid: (field: ChoiceField) => `${field} must be one of: ${STORED_CHOICES[field].join(', ')}`,
  unknownInterest: (interest: string) => `"${interest}" is not one of Kindred's interests`,
  /** The profile page, when its prompt gets an interest outside the catalogue. */
  pickAnInterest: (interest: string) =>
    `"${interest}" is not one of Kindred's interests. Choose one of: ${INTEREST_CATALOGUE.join(', ')}.`,
} as const;

/** A stored choice; '' passes through (it means "clear" or "not chosen" to the callers). */
export const storedChoiceField = <F extends ChoiceField>(field: F) =>
  z.string({ error: MESSAGES.fieldMustBeString(field) }).transform((input, ctx): StoredChoice<F> | '' => {
    if (input === '') return '';
    const stored = toStoredChoice(field, input);
    if (stored !== null) return stored;
    ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.choiceInvalid(field) });
    return z.NEVER;
  });

/** One interest of the catalogue, in the catalogue's spelling. */
export const interestItem = (field = 'interests') =>
  textField(field)
    .trim()
    .min(1, { error: `${field} cannot contain empty items` })
    .transform((input, ctx) => {
      const stored = toStoredInterest(input);
      if (stored !== null) return stored;
      ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.unknownInterest(input) });
      return z.NEVER;
    });

/** A stored choice that cannot be left empty. */
export const requiredChoiceField = <F extends ChoiceField>(field: F) =>
  z.string({ error: MESSAGES.fieldMustBeString(field) }).transform((input, ctx): StoredChoice<F> => {
    const stored = toStoredChoice(field, input);
    if (stored !== null) return stored;
    ctx.addIssue({ code: 'custom', message: VOCABULARY_MESSAGES.choiceInvalid(field) });
    return z.NEVER;
  });
