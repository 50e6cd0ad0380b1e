import { z } from 'zod';
import { LIMITS } from './constants';
import { EMAIL_SHAPE } from './email-shape';
import { MESSAGES } from './messages';
import { parseIsoDate } from './age';
import { textField, type TextLines } from './text';
import { interestItem } from './vocabulary-fields';

// Field schemas shared by the registration wizard, the auth API and the profile API.

const isMissing = (input: unknown) => input === undefined || input === null;

/** A string that reports `required` when absent and the SPEC type message when not a string. */
export function requiredString(field: string, required: string) {
  return (
    textField(field, { missing: required })
      .trim()
      // No `abort`: an aborted field makes zod skip the object's refinements (the 18+ check).
      .min(1, { error: required })
  );
}

export function optionalString(field: string, max: number, lines: TextLines = 'single') {
  return textField(field, { lines })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });
}

// One message per field, and no `abort`, which would make zod skip the object's refinements.
export const emailField = textField('email', { missing: MESSAGES.emailRequired, notString: MESSAGES.emailInvalid })
  .trim()
  .superRefine((email, ctx) => {
    if (email === '') ctx.addIssue({ code: 'custom', message: MESSAGES.emailRequired });
    else if (email.length > LIMITS.emailMax || !EMAIL_SHAPE.test(email))
      ctx.addIssue({ code: 'custom', message: MESSAGES.emailInvalid });
  })
  .transform((email) => email.toLowerCase());

export const newPasswordField = textField('password', {
  lines: 'multi',
  missing: MESSAGES.passwordRequired,
}).superRefine((password, ctx) => {
  if (password === '') ctx.addIssue({ code: 'custom', message: MESSAGES.passwordRequired });
  else if (password.length < LIMITS.passwordMin) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooShort });
  else if (password.length > LIMITS.passwordMax) ctx.addIssue({ code: 'custom', message: MESSAGES.passwordTooLong });
});

export const nameField = requiredString('name', MESSAGES.nameRequired).max(LIMITS.nameMax, {
  error: MESSAGES.nameTooLong,
});

export const locationField = requiredString('location', MESSAGES.locationRequired).max(LIMITS.locationMax, {
  error: MESSAGES.locationNotFound,
});

export const birthdateField = textField('birthdate', {
  missing: MESSAGES.birthDateRequired,
  notString: MESSAGES.birthDateInvalid,
})
  .trim()
  .min(1, { error: MESSAGES.birthDateRequired, abort: true })
  .refine((value) => parseIsoDate(value) !== null, { error: MESSAGES.birthDateInvalid });

export const interestsField = z
  .array(interestItem(), {
    error: (issue) => (isMissing(issue.input) ? MESSAGES.interestsRequired : MESSAGES.fieldMustBeArray('interests')),
  })
  .max(LIMITS.maxInterests, { error: `You can choose at most ${LIMITS.maxInterests} interests` })
  .transform((items) => [...new Set(items)])
  .refine((items) => items.length >= LIMITS.interests.registrationMin, { error: MESSAGES.interestsRequired });

export const languagesField = z
  .array(textField('languages').trim().min(1).max(LIMITS.interestMax), {
    error: MESSAGES.fieldMustBeArray('languages'),
  })
  .max(LIMITS.maxLanguages, { error: `You can list at most ${LIMITS.maxLanguages} languages` })
  .transform((items) => [...new Set(items)]);

export const questionPairField = z.object({
  question: textField('question').trim().max(LIMITS.questionMax),
  answer: textField('answer', { lines: 'multi' }).trim().max(LIMITS.answerMax),
});

/** SPEC 3: question pairs with an empty question or answer are dropped; at most 3 remain. */
export const questionsField = z
  .array(questionPairField, { error: MESSAGES.fieldMustBeArray('questions') })
  .transform((pairs) => pairs.filter((pair) => pair.question !== '' && pair.answer !== ''))
  .refine((pairs) => pairs.length <= LIMITS.maxQuestions, { error: MESSAGES.tooManyQuestions });

const AGE_RANGE_BOUNDS = `ageRange must be between ${LIMITS.profileAgeRange.min} and ${LIMITS.profileAgeRange.max}, lowest first`;

/** An item of an age range: a whole number; one past a safe integer is out of range, not fractional. */
export const ageRangeItem = z.number({ error: MESSAGES.fieldMustBeNumber('ageRange') }).int({
  error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.wholeNumber('ageRange') : AGE_RANGE_BOUNDS),
});

export const ageRangeField = z
  .array(ageRangeItem, {
    error: MESSAGES.fieldMustBeArray('ageRange'),
  })
  .length(2, { error: MESSAGES.ageRangeTwoItems, abort: true })
  .refine(
    ([min = 0, max = 0]) => min >= LIMITS.profileAgeRange.min && max <= LIMITS.profileAgeRange.max && min <= max,
    { error: AGE_RANGE_BOUNDS },
  )
  .transform(([min = 0, max = 0]) => [min, max] as [number, number]);

/** Whole miles (an integer column): 1.5 is refused, not rounded, everywhere it is set. */
export const maxDistanceField = z
  .number({ error: MESSAGES.fieldMustBeNumber('maxDistance') })
  .positive({ error: MESSAGES.maxDistancePositive })
  .max(LIMITS.profileDistance.max, { error: `maxDistance must be at most ${LIMITS.profileDistance.max}` })
  .int({ error: MESSAGES.wholeNumber('maxDistance') });
