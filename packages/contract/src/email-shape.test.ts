import { describe, expect, it } from 'vitest';
import { emailProblem } from './email-shape';
import { emailField } from './fields';
import { MESSAGES } from './messages';

describe('emailProblem (SPEC 5 e-mail rule, without zod)', () => {
  it.each([
    ['', MESSAGES.emailRequired],
    ['   ', MESSAGES.emailRequired],
    ['no-at-sign', MESSAGES.emailInvalid],
    ['a@b', MESSAGES.emailInvalid],
    [`${'a'.repeat(250)}@b.co`, MESSAGES.emailInvalid],
    [' Ann@Example.com ', null],
  ])('%j gives %j, as the API field does', (email, expected) => {
    expect(emailProblem(email)).toBe(expected);
    const parsed = emailField.safeParse(email);
    expect(parsed.success ? null : parsed.error.issues[0]?.message).toBe(expected);
  });
});
