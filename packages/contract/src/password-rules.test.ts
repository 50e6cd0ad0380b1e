import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import { newPasswordField } from './fields';
import { PASSWORD_RULES } from './password-rules';

describe('PASSWORD_RULES', () => {
  it('are met exactly when newPasswordField accepts the password', () => {
    const samples = ['', 'a', 'x'.repeat(LIMITS.passwordMin - 1), 'x'.repeat(LIMITS.passwordMin), 'correct horse'];
    samples.push('x'.repeat(LIMITS.passwordMax), 'x'.repeat(LIMITS.passwordMax + 1));
    for (const password of samples) {
      const allMet = PASSWORD_RULES.every((rule) => rule.isMet(password));
      expect(allMet, `"${password.slice(0, 12)}…" (${password.length})`).toBe(
        newPasswordField.safeParse(password).success,
      );
    }
  });
});
