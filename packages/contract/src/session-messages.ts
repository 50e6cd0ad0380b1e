// SPEC 5 and 8: what the sign-in page and the landing page say about signing in and out. Part of
// MESSAGES (messages.ts), in a file of its own so that those pages do not carry every message.

export const SESSION_MESSAGES = {
  loginBothRequired: 'Please enter both email and password',
  loginFailed: 'An error occurred. Please try again.',
  accountDeleted: 'Your account and all its data have been deleted.',
} as const;
