import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { loginRequestSchema, registerRequestSchema } from './auth';

const validProfile = {
  name: 'Ana',
  age: 30,
  location: 'Austin, TX',
  photos: ['data:image/png;base64,iVBORw0KGgo='],
  interests: ['Hiking'],
};

const issues = (
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('login (SPEC 5)', () => {
  it.each([
    [{}],
    [{ email: 'a@b.co' }],
    [{ password: 'x' }],
    [{ email: '', password: 'x' }],
    [{ email: 'a@b.co', password: '' }],
  ])('%o asks for both fields', (input) => {
    expect(issues(loginRequestSchema, input)[0]?.[1]).toBe(MESSAGES.loginBothRequired);
  });
});

describe('registration payload (SPEC 3)', () => {
  it('accepts the payload of SPEC 3 with an age and no birth date', () => {
    expect(
      registerRequestSchema.safeParse({ email: 'a@b.co', password: 'longenough', profile: validProfile }).success,
    ).toBe(true);
  });

  it('needs an age or a birth date, adult either way', () => {
    const { age: _age, ...noAge } = validProfile;
    expect(issues(registerRequestSchema, { email: 'a@b.co', password: 'longenough', profile: noAge })).toContainEqual([
      'profile.birthdate',
      MESSAGES.birthDateRequired,
    ]);
    expect(
      issues(registerRequestSchema, { email: 'a@b.co', password: 'longenough', profile: { ...validProfile, age: 17 } }),
    ).toContainEqual(['profile.age', MESSAGES.mustBeAdult]);
  });

  it('drops empty question pairs and allows at most three', () => {
    const parsed = registerRequestSchema.parse({
      email: 'a@b.co',
      password: 'longenough',
      profile: {
        ...validProfile,
        questions: [
          { question: 'Q?', answer: 'A' },
          { question: 'Q2?', answer: ' ' },
        ],
      },
    });
    expect(parsed.profile.questions).toEqual([{ question: 'Q?', answer: 'A' }]);
    const four = Array.from({ length: 4 }, () => ({ question: 'Q?', answer: 'A' }));
    expect(
      issues(registerRequestSchema, {
        email: 'a@b.co',
        password: 'longenough',
        profile: { ...validProfile, questions: four },
      }),
    ).toContainEqual(['profile.questions', MESSAGES.tooManyQuestions]);
  });

  it('uses the profile update table’s type messages', () => {
    const result = issues(registerRequestSchema, {
      email: 'a@b.co',
      password: 'longenough',
      profile: { ...validProfile, name: 5, interests: 'Hiking', maxDistance: -1, ageRange: [20] },
    });
    expect(result).toEqual(
      expect.arrayContaining([
        ['profile.name', MESSAGES.fieldMustBeString('name')],
        ['profile.interests', MESSAGES.fieldMustBeArray('interests')],
        ['profile.maxDistance', MESSAGES.maxDistancePositive],
        ['profile.ageRange', MESSAGES.ageRangeTwoItems],
      ]),
    );
  });
});
