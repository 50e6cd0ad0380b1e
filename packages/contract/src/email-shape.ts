import { LIMITS } from './constants';

// SPEC 5's e-mail rule without zod, for public pages that must not load it (decision 042).
// fields.ts builds the API's emailField on the same shape.

/** SPEC 5: part of MESSAGES (messages.ts). */
export const EMAIL_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with a typed address (checked trimmed), or null when it may be sent. */
export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (trimmed === '') return EMAIL_MESSAGES.emailRequired;
  if (trimmed.length > LIMITS.emailMax || !EMAIL_SHAPE.test(trimmed)) return EMAIL_MESSAGES.emailInvalid;
  return null;
}
