import { describe, expect, it } from 'vitest';
import { authProvidersSchema } from '@kindred/contract/auth';
import { readAuthProviders } from './get-auth-providers';

describe('readAuthProviders', () => {
  it('accepts and refuses exactly what the contract schema does', () => {
    const answers: unknown[] = [
      { google: true, apple: false },
      { google: false, apple: false, extra: 1 },
      { google: 'yes', apple: false },
      { google: true },
      null,
      'google',
      [],
    ];
    for (const answer of answers) {
      const expected = authProvidersSchema.safeParse(answer);
      if (expected.success) expect(readAuthProviders(answer)).toEqual(expected.data);
      else expect(() => readAuthProviders(answer)).toThrow();
    }
  });
});
