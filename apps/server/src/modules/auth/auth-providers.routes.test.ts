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
    expect(authProvidersSchema.parse(response.json())).toEqual({ google: false, apple: false });
  });

  it('says which provider is configured', async () => {
    const response = await providers(googleOnly);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ google: true, apple: false });
  });

  it('is not a sign-in attempt: POST /auth/providers is still an unknown provider', async () => {
    const response = await unconfigured.app.inject({ method: 'POST', url: '/api/v1/auth/providers', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
