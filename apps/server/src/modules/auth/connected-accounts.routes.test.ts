import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONNECTED_ACCOUNT_MESSAGES, CONNECTED_ACCOUNT_TEXTS } from '@kindred/contract/connected-accounts';
import { MESSAGES } from '@kindred/contract/messages';
import { createTestApp, type TestApp } from '../../../test/app';
import { startFakeProvider, type FakeProvider } from '../../../test/fake-provider';
import { bearer, createMember, uniqueEmail } from '../../../test/factories';

const GOOGLE = { clientId: 'kindred-google-client', issuer: 'https://accounts.google.com' };
const APPLE = { clientId: 'kindred-apple-client', issuer: 'https://appleid.apple.com' };

let provider: FakeProvider;
let t: TestApp;
let unconfigured: TestApp;

beforeAll(async () => {
  provider = await startFakeProvider(GOOGLE);
  t = await createTestApp({
    GOOGLE_CLIENT_ID: GOOGLE.clientId,
    GOOGLE_JWKS_URL: provider.jwksUrl,
    APPLE_CLIENT_ID: APPLE.clientId,
    APPLE_JWKS_URL: provider.jwksUrl,
  });
  unconfigured = await createTestApp();
});

afterAll(async () => {
  await t?.close();
  await unconfigured?.close();
  await provider.close();
});

let subjects = 0;
const newSubject = () => `subject-${Date.now()}-${++subjects}`;
const googleToken = (sub: string, email = uniqueEmail('google')) =>
  provider.idToken({ sub, email, email_verified: true, name: 'Gee' });
const appleToken = (sub: string, email = uniqueEmail('apple')) =>
  provider.idToken({ sub, email, email_verified: 'true' }, { audience: APPLE.clientId, issuer: APPLE.issuer });

const path = (name?: string) => `/api/v1/account/connected-accounts${name === undefined ? '' : `/${name}`}`;
const list = (token: string, app = t) => app.app.inject({ method: 'GET', url: path(), headers: bearer(token) });
const link = (token: string, name: string, payload?: object, app = t) =>
  app.app.inject({ method: 'POST', url: path(name), headers: bearer(token), payload });
const unlink = (token: string, name: string) =>
  t.app.inject({ method: 'DELETE', url: path(name), headers: bearer(token) });
const providersOf = (body: { data: { accounts: { provider: string }[] } }) =>
  body.data.accounts.map((account) => account.provider);

describe('Connected Accounts', () => {
  it('links Google with its ID token, says so by e-mail once, signs in with it, and unlinks it', async () => {
    const member = await createMember(t.app);
    const before = await list(member.token);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ data: { accounts: [], hasPassword: true, passkeys: 0 } });

    const sub = newSubject();
    const linked = await link(member.token, 'google', { token: await googleToken(sub) });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(providersOf(linked.json())).toEqual(['google']);
    expect(Number.isNaN(Date.parse(linked.json().data.accounts[0].connectedAt))).toBe(false);
    // Linking the same identity again changes nothing and sends nothing more.
    expect((await link(member.token, 'google', { token: await googleToken(sub) })).statusCode).toBe(200);
    await vi.waitFor(() =>
      expect(
        t.mail.filter(
          (mail) => mail.to === member.email && mail.subject === CONNECTED_ACCOUNT_TEXTS.linkedSubject('Google'),
        ),
      ).toHaveLength(1),
    );

    // The Google identity now signs in to this account, whatever e-mail Google has for it.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { token: await googleToken(sub, uniqueEmail('elsewhere')) },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().user.id).toBe(member.user.id);

    const removed = await unlink(member.token, 'google');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(providersOf(removed.json())).toEqual([]);
    const again = await unlink(member.token, 'google');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(CONNECTED_ACCOUNT_MESSAGES.notLinked('Google'));
  });

  it('refuses an identity another account holds, and a second Google account', async () => {
    const [first, second] = await Promise.all([createMember(t.app), createMember(t.app)]);
    const sub = newSubject();
    expect((await link(first.token, 'google', { token: await googleToken(sub) })).statusCode).toBe(200);

    const taken = await link(second.token, 'google', { token: await googleToken(sub) });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(CONNECTED_ACCOUNT_MESSAGES.linkedElsewhere('Google'));
    expect(providersOf((await list(second.token)).json())).toEqual([]);

    const another = await link(first.token, 'google', { token: await googleToken(newSubject()) });
    expect(another.statusCode).toBe(409);
    expect(another.json().message).toBe(CONNECTED_ACCOUNT_MESSAGES.otherLinked('Google'));
  });

  it('never unlinks the last way to sign in', async () => {
    const googleSub = newSubject();
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/google',
      payload: { token: await googleToken(googleSub) },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const token = signUp.json().token as string;
    expect((await list(token)).json().data).toMatchObject({ hasPassword: false, passkeys: 0 });

    const last = await unlink(token, 'google');
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(CONNECTED_ACCOUNT_MESSAGES.lastWayToSignIn('Google'));

    expect((await link(token, 'apple', { token: await appleToken(newSubject()) })).statusCode).toBe(200);
    expect(providersOf((await unlink(token, 'google')).json())).toEqual(['apple']);
    const lastApple = await unlink(token, 'apple');
    expect(lastApple.statusCode).toBe(409);
    expect(lastApple.json().message).toBe(CONNECTED_ACCOUNT_MESSAGES.lastWayToSignIn('Apple'));
    expect(providersOf((await list(token)).json())).toEqual(['apple']);
  });

  it('answers bad input with a 4xx and keeps what is linked', async () => {
    const member = await createMember(t.app);
    expect((await link(member.token, 'google', { token: await googleToken(newSubject()) })).statusCode).toBe(200);

    const bodiless = await t.app.inject({ method: 'POST', url: path('google'), headers: bearer(member.token) });
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json().message).toBe(MESSAGES.providerTokenRequired('Google'));

    const forged = await link(member.token, 'apple', {
      token: await provider.idToken(
        { sub: newSubject() },
        { key: provider.strangerKey, ...APPLE, audience: APPLE.clientId },
      ),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(MESSAGES.providerTokenInvalid('Apple'));
    // A Google token is not an Apple one (audience and issuer are checked).
    expect((await link(member.token, 'apple', { token: await googleToken(newSubject()) })).statusCode).toBe(401);

    for (const name of ['myspace', 'Google', '..%2Fgoogle']) {
      const unknown = await link(member.token, name, { token: 'x' });
      expect(unknown.statusCode, name).toBe(404);
    }
    // A control character in the path is refused before any route looks at it.
    expect((await link(member.token, 'google%00', { token: 'x' })).statusCode).toBe(400);
    expect((await link(member.token, 'google', { token: 'a\u0000b' })).statusCode).toBe(400);
    expect((await link(member.token, 'google', { token: 42 })).statusCode).toBe(400);
    expect((await unconfiguredLink()).json().message).toBe(MESSAGES.providerNotConfigured('Google'));
    expect((await t.app.inject({ method: 'GET', url: path() })).statusCode).toBe(401);

    expect(providersOf((await list(member.token)).json())).toEqual(['google']);
  });
});

async function unconfiguredLink() {
  const member = await createMember(unconfigured.app);
  const response = await link(member.token, 'google', { token: 'x' }, unconfigured);
  expect(response.statusCode).toBe(400);
  return response;
}
