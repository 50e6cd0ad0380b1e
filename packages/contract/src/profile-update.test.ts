import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { profileUpdateErrors, profileUpdateSchema } from './profile-update';

describe('profile update table (SPEC 5)', () => {
  it.each([
    [{ name: '' }, MESSAGES.fieldRequired('name')],
    [{ name: null }, MESSAGES.fieldRequired('name')],
    [{ name: 3 }, MESSAGES.fieldMustBeString('name')],
    [{ occupation: false }, MESSAGES.fieldMustBeString('occupation')],
    [{ age: '30' }, MESSAGES.fieldMustBeNumber('age')],
    [{ age: 17 }, MESSAGES.ageAtLeast18],
    [{ maxDistance: 0 }, MESSAGES.maxDistancePositive],
    [{ ageRange: [20] }, MESSAGES.ageRangeTwoItems],
    [{ interests: 'Art' }, MESSAGES.fieldMustBeArray('interests')],
    [
      {
        questions: [
          { question: 'Q?', answer: 'A' },
          { question: 'Q?', answer: 'A' },
          { question: 'Q?', answer: 'A' },
          { question: 'Q?', answer: 'A' },
        ],
      },
      MESSAGES.tooManyQuestions,
    ],
  ])('%o gives "%s"', (input, message) => {
    expect(profileUpdateErrors(input)).toEqual([message]);
  });

  it('skips nulls for optional fields and drops unknown ones', () => {
    expect(profileUpdateSchema.parse({ bio: null, age: null, role: 'admin', occupation: 'Chef' })).toEqual({
      occupation: 'Chef',
    });
  });

  it('passes a whole valid profile', () => {
    expect(
      profileUpdateErrors({
        name: 'Ana',
        age: 30,
        bio: 'Hello there',
        interests: ['Art'],
        languages: ['English'],
        ageRange: [25, 35],
        maxDistance: 25,
        showMe: 'Everyone',
        lookingFor: '',
        questions: [{ question: 'Q?', answer: 'A' }],
      }),
    ).toEqual([]);
  });
});
