import { z } from 'zod';
import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { parseIsoDate } from './age';
import { ageRangeItem, maxDistanceField } from './fields';
import { textField, type TextLines } from './text';
import { DRINKING, SMOKING, ZODIAC } from './enums';
import { interestItem, requiredChoiceField, storedChoiceField } from './vocabulary-fields';

// SPEC 5 "Profile update table": the rules of PATCH /profiles/{id} and of the profile page's
// save, with the spec's messages. Null values are skipped for optional fields; unknown fields
// are dropped.

const text = (field: string, max: number, lines: TextLines = 'single') =>
  textField(field, { lines })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` });

const list = (field: string, maxItems: number, maxLength: number) =>
  z
    .array(
      textField(field)
        .trim()
        .min(1, { error: `${field} cannot contain empty items` })
        .max(maxLength, { error: `${field} items must be at most ${maxLength} characters` }),
      { error: MESSAGES.fieldMustBeArray(field) },
    )
    .max(maxItems, { error: `${field} can have at most ${maxItems} items` })
    .transform((items) => [...new Set(items)]);

/** '' clears a choice; anything else must be one of the listed values. */
const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.union([z.literal(''), z.enum(values)], {
    error: (issue) =>
      typeof issue.input === 'string'
        ? `${field} must be one of: ${values.join(', ')}`
        : MESSAGES.fieldMustBeString(field),
  });

export const profileUpdateFields = {
  name: textField('name')
    .trim()
    .min(1, { error: MESSAGES.fieldRequired('name') })
    .max(LIMITS.nameMax, { error: MESSAGES.nameTooLong }),
  age: z
    .number({ error: MESSAGES.fieldMustBeNumber('age') })
    .min(LIMITS.minAge, { error: MESSAGES.ageAtLeast18 })
    .max(LIMITS.maxAge, { error: `age must be at most ${LIMITS.maxAge}` })
    .int({ error: MESSAGES.wholeNumber('age') }),
  birthdate: textField('birthdate').refine((value) => parseIsoDate(value) !== null, {
    error: MESSAGES.birthDateInvalid,
  }),
  gender: storedChoiceField('gender'),
  location: text('location', LIMITS.locationMax).min(1, { error: MESSAGES.locationRequired }),
  bio: text('bio', LIMITS.bioMax, 'multi'),
  occupation: text('occupation', LIMITS.textFieldMax),
  company: text('company', LIMITS.textFieldMax),
  education: text('education', LIMITS.textFieldMax),
  school: text('school', LIMITS.textFieldMax),
  height: text('height', 40),
  interests: z
    .array(interestItem(), { error: MESSAGES.fieldMustBeArray('interests') })
    .max(LIMITS.maxInterests, { error: `interests can have at most ${LIMITS.maxInterests} items` })
    .transform((items) => [...new Set(items)]),
  languages: list('languages', LIMITS.maxLanguages, LIMITS.interestMax),
  lookingFor: storedChoiceField('lookingFor'),
  // showMe has no "not chosen": it defaults to Everyone (SPEC 3).
  showMe: requiredChoiceField('showMe'),
  ageRange: z
    .array(ageRangeItem, {
      error: MESSAGES.fieldMustBeArray('ageRange'),
    })
    .length(2, { error: MESSAGES.ageRangeTwoItems })
    .refine(
      (range) => {
        if (range.length !== 2) return true; // reported by length() above
        const [min = 0, max = 0] = range;
        return min >= LIMITS.profileAgeRange.min && max <= LIMITS.profileAgeRange.max && min <= max;
      },
      {
        error: `ageRange must be between ${LIMITS.profileAgeRange.min} and ${LIMITS.profileAgeRange.max}, lowest first`,
      },
    )
    .transform(([min = 0, max = 0]) => [min, max] as [number, number]),
  maxDistance: maxDistanceField,
  drinking: choice('drinking', DRINKING),
  smoking: choice('smoking', SMOKING),
  zodiac: choice('zodiac', ZODIAC),
  instagram: text('instagram', 31).regex(/^@?[A-Za-z0-9._]*$/, {
    error: 'instagram must be a handle (letters, digits, . and _)',
  }),
  spotifyArtists: list('spotifyArtists', 20, 80),
  questions: z
    .array(
      z.object({
        question: textField('question')
          .trim()
          .min(1, { error: MESSAGES.fieldRequired('question') })
          .max(LIMITS.questionMax),
        answer: textField('answer', { lines: 'multi' })
          .trim()
          .min(1, { error: MESSAGES.fieldRequired('answer') })
          .max(LIMITS.answerMax),
      }),
      { error: MESSAGES.fieldMustBeArray('questions') },
    )
    .max(LIMITS.maxQuestions, { error: MESSAGES.tooManyQuestions }),
  notifications: z.boolean({ error: 'notifications must be true or false' }),
} as const;

/** Drops nulls (skipped, SPEC 5) except for `name`, which is required whenever it is sent. */
function skipNulls(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  return Object.fromEntries(Object.entries(input).filter(([key, value]) => value !== null || key === 'name'));
}

export const profileUpdateSchema = z.preprocess(
  skipNulls,
  z.object(profileUpdateFields, { error: 'The profile must be an object' }).partial(),
);

/** The body of PATCH /profiles/{id}: any subset of the fields. (The schema's own input type is `unknown`: it starts with a preprocess.) */
export type ProfileUpdateInput = {
  [Field in keyof typeof profileUpdateFields]?: z.input<(typeof profileUpdateFields)[Field]> | null;
};
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** The profile page's check before saving (SPEC 5): the messages to list under 'Please fix the following errors:'. */
export function profileUpdateErrors(input: unknown): string[] {
  const result = profileUpdateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
