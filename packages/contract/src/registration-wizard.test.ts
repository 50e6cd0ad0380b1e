import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { registrationStepForField } from './registration-steps';
import { registrationStepSchemas } from './registration-wizard';

/** The messages a step's schema gives for `input`, by field. */
function messagesOf(step: keyof typeof registrationStepSchemas, input: unknown): Record<string, string[]> {
  const result = registrationStepSchemas[step].safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}

const adultBirthdate = '1990-06-15';
const photo = 'data:image/png;base64,iVBORw0KGgo=';

describe('registration step 1 (SPEC 5)', () => {
  it.each([
    [{ email: '', password: 'longenough', confirmPassword: 'longenough' }, 'email', MESSAGES.emailRequired],
    [{ email: 'nope', password: 'longenough', confirmPassword: 'longenough' }, 'email', MESSAGES.emailInvalid],
    [{ email: 'a@b.co', password: '', confirmPassword: '' }, 'password', MESSAGES.passwordRequired],
    [{ email: 'a@b.co', password: 'short', confirmPassword: 'short' }, 'password', MESSAGES.passwordTooShort],
    [
      { email: 'a@b.co', password: 'longenough', confirmPassword: 'different1' },
      'confirmPassword',
      MESSAGES.passwordsDoNotMatch,
    ],
  ])('%o gives "%s: %s"', (input, field, message) => {
    expect(messagesOf(1, input)[field]?.[0]).toBe(message);
  });

  it('passes a valid account and lower-cases the e-mail', () => {
    const result = registrationStepSchemas[1].parse({
      email: ' Ana@Example.COM ',
      password: 'longenough',
      confirmPassword: 'longenough',
    });
    expect(result.email).toBe('ana@example.com');
  });
});

describe('registration step 2 (SPEC 5)', () => {
  it.each([
    [{ name: '', birthdate: adultBirthdate, location: 'Austin, TX' }, 'name', MESSAGES.nameRequired],
    [{ name: 'Ana', birthdate: '', location: 'Austin, TX' }, 'birthdate', MESSAGES.birthDateRequired],
    [{ name: 'Ana', birthdate: '2012-01-01', location: 'Austin, TX' }, 'birthdate', MESSAGES.mustBeAdult],
    [{ name: 'Ana', birthdate: adultBirthdate, location: ' ' }, 'location', MESSAGES.locationRequired],
  ])('%o gives "%s: %s"', (input, field, message) => {
    expect(messagesOf(2, input)[field]?.[0]).toBe(message);
  });

  it('reports a minor and a mismatched password together with the other fields’ messages', () => {
    expect(messagesOf(2, { name: '', birthdate: '2012-01-01', location: '' })).toEqual({
      name: [MESSAGES.nameRequired],
      birthdate: [MESSAGES.mustBeAdult],
      location: [MESSAGES.locationRequired],
    });
    expect(messagesOf(1, { email: '', password: 'longenough', confirmPassword: 'different1' })).toEqual({
      email: [MESSAGES.emailRequired],
      confirmPassword: [MESSAGES.passwordsDoNotMatch],
    });
  });

  it('turns 18 exactly on the birthday', () => {
    const today = new Date();
    const eighteen = `${today.getUTCFullYear() - 18}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    expect(messagesOf(2, { name: 'Ana', birthdate: eighteen, location: 'Austin, TX' })).toEqual({});
  });
});

describe('registration steps 3 to 5 (SPEC 5)', () => {
  it('needs at least one interest; bio and languages are optional', () => {
    expect(messagesOf(3, { bio: '', interests: [], languages: [] }).interests?.[0]).toBe(MESSAGES.interestsRequired);
    expect(messagesOf(3, { bio: '', interests: ['Hiking'], languages: [] })).toEqual({});
  });

  it('needs at least one photo and at most six', () => {
    expect(messagesOf(4, { photos: [] }).photos?.[0]).toBe(MESSAGES.photosRequired);
    expect(messagesOf(4, { photos: Array(7).fill(photo) }).photos?.[0]).toBe(MESSAGES.tooManyPhotos);
    expect(messagesOf(4, { photos: Array(6).fill(photo) })).toEqual({});
  });

  it('needs the terms accepted', () => {
    expect(messagesOf(5, { acceptedTerms: false }).acceptedTerms?.[0]).toBe(MESSAGES.termsRequired);
    expect(messagesOf(5, { acceptedTerms: true })).toEqual({});
  });
});

describe('registrationStepForField (SPEC 4)', () => {
  it.each([
    ['email', 1],
    ['password', 1],
    ['name', 2],
    ['age', 2],
    ['gender', 2],
    ['location', 2],
    ['bio', 3],
    ['interests', 3],
    ['photos', 4],
    ['showMe', 5],
    ['anythingElse', 5],
  ] as const)('sends %s to step %i', (field, step) => {
    expect(registrationStepForField(field)).toBe(step);
  });
});
