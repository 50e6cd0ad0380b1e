import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { startFakeProvider, type FakeProvider } from '../../../test/fake-provider';
import { bearer, uniqueEmail } from '../../../test/factories';

const CLIENT_ID = 'kindred-test-client';
const ISSUER = 'https://accounts.google.com';

let provider: FakeProvider;
let unconfigured: TestApp;
let configured: TestApp;

beforeAll(async () => {
  provider = await startFakeProvider({ clientId: CLIENT_ID, issuer: ISSUER });
  unconfigured = await createTestApp();
  configured = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: provider.jwksUrl });
});

afterAll(async () => {
  await unconfigured.close();
  await configured.close();
  await provider.close();
});

const idToken: FakeProvider['idToken'] = (claims, options) => provider.idToken(claims, options);

const signIn = (t: TestApp, provider: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/auth/${provider}`, payload });

describe('POST /auth/{provider}', () => {
  it('says clearly that a provider is not configured', async () => {
    for (const [provider, label] of [
      ['google', 'Google'],
      ['apple', 'Apple'],
    ] as const) {
      const response = await signIn(unconfigured, provider, { token: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: MESSAGES.providerNotConfigured(label) });
    }
  });

  it('answers 404 for a provider it does not know', async () => {
    const response = await signIn(unconfigured, 'myspace', { token: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.providerUnknown });
  });

  it('asks for the ID token when it is empty', async () => {
    const response = await signIn(configured, 'google', { token: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.providerTokenRequired('Google'));
  });

  it('creates an account for a verified Google identity and signs the same person in again', async () => {
    const email = uniqueEmail('google');
    const token = await idToken({ sub: `g-${email}`, email, email_verified: true, name: 'Gale' });
    const first = await signIn(configured, 'google', { token });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.user).toMatchObject({ email, emailVerified: true });
    expect(body.profile).toMatchObject({ name: 'Gale', onboardingCompleted: false });
    const me = await configured.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);

    const again = await signIn(configured, 'google', {
      token: await idToken({ sub: `g-${email}`, email, email_verified: true }),
    });
    expect(again.json().user.id).toBe(body.user.id);
  });

  it.each([
    ['a token signed by another key', { key: 'stranger' }],
    ['a token for another app', { audience: 'someone-else' }],
    ['a token from another issuer', { issuer: 'https://evil.example' }],
  ] as [string, { key?: string; audience?: string; issuer?: string }][])('refuses %s', async (_case, variant) => {
    const email = uniqueEmail('forged');
    const token = await idToken(
      { sub: 'forged', email, email_verified: true },
      {
        ...(variant.key ? { key: provider.strangerKey } : {}),
        ...(variant.audience ? { audience: variant.audience } : {}),
        ...(variant.issuer ? { issuer: variant.issuer } : {}),
      },
    );
    const response = await signIn(configured, 'google', { token });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.providerTokenInvalid('Google'));
  });

  it('refuses garbage and an unverified e-mail', async () => {
    expect((await signIn(configured, 'google', { token: 'not.a.jwt' })).statusCode).toBe(401);
    const email = uniqueEmail('unverified');
    const token = await idToken({ sub: 'unverified-1', email, email_verified: false });
    const response = await signIn(configured, 'google', { token });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.providerEmailUnverified('Google'));
  });
});
