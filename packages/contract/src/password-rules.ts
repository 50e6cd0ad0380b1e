// Decided (074): the rules a new password must meet, shown as a list before any error. They are
// the same limits newPasswordField (fields.ts) enforces; password-rules.test.ts keeps them equal.
import { LIMITS } from './constants';

export interface PasswordRule {
  id: string;
  text: string;
  isMet: (password: string) => boolean;
}

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'min-length',
    text: `At least ${LIMITS.passwordMin} characters`,
    isMet: (password) => password.length >= LIMITS.passwordMin,
  },
  {
    id: 'max-length',
    text: `No more than ${LIMITS.passwordMax} characters`,
    // Not ticked for an empty field: nothing has met it yet.
    isMet: (password) => password.length > 0 && password.length <= LIMITS.passwordMax,
  },
];

/** Texts of the new-password fields: the rules list and the show-password toggles. */
export const PASSWORD_FIELD_TEXTS = {
  rulesHeading: 'Your password needs',
  ruleMet: 'done',
  ruleNotMet: 'not yet',
  showPassword: 'Show password',
  showConfirmation: 'Show password confirmation',
} as const;
