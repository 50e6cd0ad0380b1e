import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authProvidersSchema } from '@kindred/contract/auth';
import { createTestApp, type TestApp } from '../../../test/app';

// Two apps: none configured (as the e2e server), and Google alone configured (a client id and its keys).
let unconfigured: TestApp;
let googleOnly: TestApp;

beforeAll(async () => {
  unconfigured = await createTestApp();
  googleOnly = await createTestApp({
    GOOGLE_CLIENT_ID: 'kindred-test-client',
    GOOGLE_JWKS_URL: 'https://www.googleapis.com/oauth2/v3/certs',
  });
});

afterAll(async () => {
  await unconfigured.close();
  await googleOnly.close();
});

const providers = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/v1/auth/providers' });

describe('GET /auth/providers', () => {
  it('says no provider is configured when none has a client id, to visitors without a session', async () => {
    const response = await providers(unconfigured);
    expect(response.statusCode).toBe(200);
    expect(authProvidersSchema.parse(response.json())).toEqual({
      google: false,
      apple: false,
      clients: { google: null, apple: null },
    });
    // No provider, no other origin in the page's policy.
    expect(response.headers['content-security-policy']).toContain("script-src 'self';");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('says which provider is configured', async () => {
    const response = await providers(googleOnly);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      google: true,
      apple: false,
      clients: {
        google: {
          clientId: 'kindred-test-client',
          scriptUrl: 'https://accounts.google.com/gsi/client',
          redirectUri: 'http://kindred.test/login',
        },
        apple: null,
      },
    });
    // The provider's script, frames and requests are allowed from its origin, and its pop-up may answer.
    const policy = String(response.headers['content-security-policy']);
    for (const directive of ['script-src', 'frame-src', 'connect-src']) {
      expect(policy).toMatch(new RegExp(`${directive} [^;]*https://accounts\\.google\\.com`));
    }
    expect(policy).not.toContain('apple');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });

  it('is not a sign-in attempt: POST /auth/providers is still an unknown provider', async () => {
    const response = await unconfigured.app.inject({ method: 'POST', url: '/api/v1/auth/providers', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
