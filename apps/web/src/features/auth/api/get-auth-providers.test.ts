import { describe, expect, it } from 'vitest';
import { authProvidersSchema } from '@kindred/contract/auth';
import { readAuthProviders } from './get-auth-providers';

describe('readAuthProviders', () => {
  it('accepts and refuses exactly what the contract schema does', () => {
    const google = { clientId: 'id', scriptUrl: 'https://accounts.google.com/gsi/client', redirectUri: '/login' };
    const answers: unknown[] = [
      { google: true, apple: false, clients: { google, apple: null } },
      { google: false, apple: false, clients: { google: null, apple: null }, extra: 1 },
      { google: true, apple: false },
      { google: true, apple: false, clients: { google: { ...google, clientId: 7 }, apple: null } },
      { google: true, apple: false, clients: { google } },
      { google: true, apple: false, clients: [] },
      { google: 'yes', apple: false, clients: { google: null, apple: null } },
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
