import { randomInt } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SESSION_TEXTS } from '@kindred/contract/account-sessions';
import { authResponseSchema } from '@kindred/contract/auth';
import { MESSAGES } from '@kindred/contract/messages';
import {
  passkeyResponseSchema,
  passkeysResponseSchema,
  registrationOptionsResponseSchema,
  signInOptionsResponseSchema,
} from '@kindred/contract/passkey-schemas';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from '@kindred/contract/passkeys';
import { passkeys, webauthnChallenges } from '../../db/schema/passkeys';
import { sessions, users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, type CreatedMember } from '../../../test/factories';
import {
  createSoftwareAuthenticator,
  type AssertionOptions,
  type SoftwareAuthenticator,
} from '../../../test/software-authenticator';
import { hashToken } from './token';

// Issue 33 part 2, decision 071: passkeys, added in Settings and used to sign in. The responses
// are real WebAuthn ones, made by a software authenticator (test/software-authenticator.ts).

// The default per-address budget (decision 029), so the passkeys' share of it can be checked.
const t = useTestApp({ LOGIN_FAILURES_PER_ADDRESS: '30' });

/** The test app's PUBLIC_URL: its origin, and its hostname as the RP id. */
const ORIGIN = 'http://kindred.test';
const MAC_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Test files share the database and its throttles: sign-ins come from addresses of their own. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function call(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  token: string | null,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function registrationOptions(token: string) {
  const response = await call('POST', '/account/passkeys/options', token);
  expect(response.statusCode, response.body).toBe(200);
  return registrationOptionsResponseSchema.parse(response.json()).options;
}

async function addPasskey(
  member: CreatedMember,
  authenticator: SoftwareAuthenticator = createSoftwareAuthenticator({ origin: ORIGIN }),
  userAgent = MAC_CHROME,
) {
  const options = await registrationOptions(member.token);
  const response = await call(
    'POST',
    '/account/passkeys',
    member.token,
    { response: authenticator.register(options) },
    { 'user-agent': userAgent },
  );
  expect(response.statusCode, response.body).toBe(201);
  return { authenticator, passkey: passkeyResponseSchema.parse(response.json()).passkey };
}

async function signInOptions(address = newAddress()) {
  const response = await t().app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkey/options',
    remoteAddress: address,
  });
  expect(response.statusCode, response.body).toBe(200);
  return signInOptionsResponseSchema.parse(response.json()).options;
}

function verifySignIn(payload: object, { address = newAddress(), userAgent = MAC_CHROME } = {}) {
  return t().app.inject({
    method: 'POST',
    url: '/api/v1/auth/passkey/verify',
    remoteAddress: address,
    headers: { 'user-agent': userAgent },
    payload,
  });
}

async function signInWith(
  authenticator: SoftwareAuthenticator,
  {
    assertion,
    address = newAddress(),
    userAgent,
    rememberMe,
  }: {
    assertion?: AssertionOptions;
    address?: string;
    userAgent?: string;
    rememberMe?: boolean;
  } = {},
) {
  const response = authenticator.authenticate(await signInOptions(address), assertion);
  return verifySignIn(
    { response, ...(rememberMe === undefined ? {} : { rememberMe }) },
    { address, ...(userAgent ? { userAgent } : {}) },
  );
}

async function passkeysOf(token: string) {
  const response = await call('GET', '/account/passkeys', token);
  expect(response.statusCode, response.body).toBe(200);
  return passkeysResponseSchema.parse(response.json()).passkeys;
}

const meStatus = async (token: string) => (await call('GET', '/auth/me', token)).statusCode;

describe('adding a passkey', () => {
  it('offers options for a discoverable, verified credential on this site, bound to the member', async () => {
    const member = await createMember(t().app);
    const options = await registrationOptions(member.token);

    expect(options.rp).toEqual({ name: 'Kindred', id: 'kindred.test' });
    expect(options.user.name).toBe(member.email);
    expect(options.user.displayName).toBe('Jordan');
    // The member's id as 16 bytes: no e-mail or name in the handle.
    expect(Buffer.from(options.user.id, 'base64url').toString('hex')).toBe(member.user.id.replace(/-/g, ''));
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(options.attestation).toBe('none');
    expect(options.excludeCredentials).toEqual([]);
    expect(options.timeout).toBe(PASSKEY_LIMITS.challengeTtlMinutes * 60_000);
    const [stored] = await t()
      .db.select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.challenge, options.challenge));
    expect(stored).toMatchObject({ purpose: 'registration', userId: member.user.id });
    const minutesLeft = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(4);
    expect(minutesLeft).toBeLessThanOrEqual(5);
  });

  it('stores it under the device’s name and lists it, with nothing of the key', async () => {
    const member = await createMember(t().app);
    const { authenticator, passkey } = await addPasskey(member);

    expect(passkey).toMatchObject({ name: 'Chrome on macOS', lastUsedAt: null, synced: false });
    const response = await call('GET', '/account/passkeys', member.token);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ passkeys: [passkey] });
    expect(response.body).not.toContain(authenticator.credentialId);
    expect(response.body).not.toMatch(/publicKey|counter|credential/i);
    // The same authenticator is not offered twice.
    const again = await registrationOptions(member.token);
    expect(again.excludeCredentials).toEqual([
      { id: authenticator.credentialId, type: 'public-key', transports: ['internal'] },
    ]);
  });

  it('takes at most ten per member, with a clear message, even when two additions race', async () => {
    const member = await createMember(t().app);
    for (let i = 0; i < PASSKEY_LIMITS.maxPerMember - 1; i++) await addPasskey(member);
    // The tenth's options are issued; meanwhile another passkey fills the last place.
    const late = createSoftwareAuthenticator({ origin: ORIGIN });
    const options = await registrationOptions(member.token);
    await t()
      .db.insert(passkeys)
      .values({
        userId: member.user.id,
        credentialId: 'filled-the-last-place',
        publicKey: new Uint8Array([1, 2, 3]),
        deviceType: 'singleDevice',
        backedUp: false,
        name: 'Another tab',
      });

    const refused = await call('POST', '/account/passkeys', member.token, { response: late.register(options) });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ message: PASSKEY_MESSAGES.tooMany });
    const noMoreOptions = await call('POST', '/account/passkeys/options', member.token);
    expect(noMoreOptions.statusCode).toBe(409);
    expect(noMoreOptions.json()).toEqual({ message: PASSKEY_MESSAGES.tooMany });
    expect(await passkeysOf(member.token)).toHaveLength(PASSKEY_LIMITS.maxPerMember);
  });

  it('refuses a replayed registration, and a challenge of another member or of a sign-in', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const authenticator = createSoftwareAuthenticator({ origin: ORIGIN });
    const add = (token: string, response: object) => call('POST', '/account/passkeys', token, { response });

    // Another member's registration challenge.
    const othersOptions = await registrationOptions(other.token);
    const stolen = await add(member.token, authenticator.register(othersOptions));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ message: PASSKEY_MESSAGES.requestExpired });
    // A sign-in's challenge.
    const signIn = await signInOptions();
    const wrongPurpose = await add(
      member.token,
      authenticator.register({ ...othersOptions, challenge: signIn.challenge }),
    );
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json()).toEqual({ message: PASSKEY_MESSAGES.requestExpired });
    // The member's own, once.
    const response = authenticator.register(await registrationOptions(member.token));
    expect((await add(member.token, response)).statusCode).toBe(201);
    const replayed = await add(member.token, response);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: PASSKEY_MESSAGES.requestExpired });
    expect(await passkeysOf(member.token)).toHaveLength(1);
    expect(await passkeysOf(other.token)).toHaveLength(0);
  });

  it('refuses an answer made for another site, or without user verification', async () => {
    const member = await createMember(t().app);
    const phishing = createSoftwareAuthenticator({ origin: 'http://kindred.example', rpId: 'kindred.example' });
    const refused = await call('POST', '/account/passkeys', member.token, {
      response: phishing.register(await registrationOptions(member.token)),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PASSKEY_MESSAGES.registrationFailed });

    const unverified = createSoftwareAuthenticator({ origin: ORIGIN });
    const noPin = await call('POST', '/account/passkeys', member.token, {
      response: unverified.register(await registrationOptions(member.token), { userVerified: false }),
    });
    expect(noPin.statusCode).toBe(400);
    expect(await passkeysOf(member.token)).toEqual([]);
  });

  it('expires an unanswered challenge after five minutes', async () => {
    const member = await createMember(t().app);
    const options = await registrationOptions(member.token);
    await t()
      .db.update(webauthnChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(webauthnChallenges.challenge, options.challenge));
    const late = await call('POST', '/account/passkeys', member.token, {
      response: createSoftwareAuthenticator({ origin: ORIGIN }).register(options),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: PASSKEY_MESSAGES.requestExpired });
  });
});

describe('signing in with a passkey', () => {
  it('needs no e-mail, and starts a session like a password sign-in’s, new-device e-mail included', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    const newSignInMails = () =>
      t().mail.filter((mail) => mail.to === member.email && mail.subject === SESSION_TEXTS.newSignInSubject);

    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'kindred.test', userVerification: 'required' });
    expect(options.allowCredentials).toBeUndefined();
    const response = await signInWith(authenticator, { userAgent: IPHONE_SAFARI, rememberMe: true });

    expect(response.statusCode, response.body).toBe(200);
    const signedIn = authResponseSchema.parse(response.json());
    expect(signedIn.user).toEqual(member.user);
    expect(signedIn.profile?.name).toBe('Jordan');
    expect(await meStatus(signedIn.token)).toBe(200);
    await expect.poll(() => newSignInMails().length).toBe(1);
    expect(newSignInMails()[0]!.text).toContain('Safari on iPhone');
    const [passkey] = await passkeysOf(member.token);
    expect(passkey!.lastUsedAt).not.toBeNull();
    const [session] = await t()
      .db.select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(signedIn.token)));
    expect(session!.expiresAt.getTime() - Date.now()).toBeGreaterThan(2 * 24 * 60 * 60 * 1000);
  });

  it('lasts a day without "Remember me", as a password sign-in does', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    const response = await signInWith(authenticator, { rememberMe: false });
    expect(response.statusCode, response.body).toBe(200);
    const [session] = await t()
      .db.select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(authResponseSchema.parse(response.json()).token)));
    expect(session!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
  });

  it('refuses a replayed answer: each challenge signs in once', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    const answer = { response: authenticator.authenticate(await signInOptions()) };

    expect((await verifySignIn(answer)).statusCode).toBe(200);
    const replayed = await verifySignIn(answer);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({ message: PASSKEY_MESSAGES.requestExpired });
  });

  it('refuses a registration challenge, even the member’s own', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    const registration = await registrationOptions(member.token);
    const response = authenticator.authenticate({ challenge: registration.challenge, rpId: 'kindred.test' });
    const refused = await verifySignIn({ response });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PASSKEY_MESSAGES.requestExpired });
  });

  it('refuses a signature counter that does not go forward, and keeps the passkey', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);

    expect((await signInWith(authenticator, { assertion: { counter: 5 } })).statusCode).toBe(200);
    for (const counter of [5, 3, 0]) {
      const cloned = await signInWith(authenticator, { assertion: { counter } });
      expect(cloned.statusCode, `counter ${counter}`).toBe(401);
      expect(cloned.json()).toEqual({ message: PASSKEY_MESSAGES.counterWentBack });
    }
    expect((await signInWith(authenticator, { assertion: { counter: 6 } })).statusCode).toBe(200);
    expect(await passkeysOf(member.token)).toHaveLength(1);
  });

  it('accepts an authenticator that keeps no counter (always 0), as synced passkeys do', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    for (let i = 0; i < 3; i++) {
      expect((await signInWith(authenticator, { assertion: { counter: 0 } })).statusCode).toBe(200);
    }
  });

  it('refuses a removed passkey, one never added, one signed for another site, and an unverified user', async () => {
    const member = await createMember(t().app);
    const { authenticator, passkey } = await addPasskey(member);

    const phishing = await signInWith(authenticator, { assertion: { origin: 'http://kindred.example' } });
    expect(phishing.statusCode).toBe(401);
    expect(phishing.json()).toEqual({ message: PASSKEY_MESSAGES.signInFailed });
    const unverified = await signInWith(authenticator, { assertion: { userVerified: false } });
    expect(unverified.statusCode).toBe(401);

    const stranger = createSoftwareAuthenticator({ origin: ORIGIN });
    const unknown = await signInWith(stranger);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ message: PASSKEY_MESSAGES.unknownPasskey });

    expect((await call('DELETE', `/account/passkeys/${passkey.id}`, member.token)).statusCode).toBe(204);
    const removed = await signInWith(authenticator);
    expect(removed.statusCode).toBe(401);
    expect(removed.json()).toEqual({ message: PASSKEY_MESSAGES.unknownPasskey });
  });

  it('refuses a suspended member, as a password sign-in does', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    await t().db.update(users).set({ status: 'suspended' }).where(eq(users.id, member.user.id));

    const response = await signInWith(authenticator);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.accountSuspended });
  });

  it('counts failures against the address, with passwords: 30, then 429 for both', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    const address = newAddress();
    const stranger = createSoftwareAuthenticator({ origin: ORIGIN });

    // A success costs nothing.
    expect((await signInWith(authenticator, { address })).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await signInWith(stranger, { address })).statusCode);
    expect(statuses).toEqual(Array(30).fill(401));

    const throttled = await signInWith(authenticator, { address });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toEqual({ message: MESSAGES.tooManyRequests });
    const password = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: address,
      payload: { email: member.email, password: member.password },
    });
    expect(password.statusCode).toBe(429);
    // Another address is not held up.
    expect((await signInWith(authenticator)).statusCode).toBe(200);
  });
});

describe('naming and removing passkeys', () => {
  it('renames one, trimming the name, and refuses a blank or long one', async () => {
    const member = await createMember(t().app);
    const { passkey } = await addPasskey(member);
    const rename = (name: unknown) => call('PATCH', `/account/passkeys/${passkey.id}`, member.token, { name });

    const renamed = await rename('  Work laptop  ');
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ passkey: { ...passkey, name: 'Work laptop' } });
    for (const [name, message] of [
      ['   ', PASSKEY_MESSAGES.nameRequired],
      [null, PASSKEY_MESSAGES.nameRequired],
      ['x'.repeat(PASSKEY_LIMITS.nameMax + 1), PASSKEY_MESSAGES.nameTooLong],
      ['Tab\there', MESSAGES.singleLine('name')],
    ] as const) {
      const refused = await rename(name);
      expect(refused.statusCode, String(name)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await passkeysOf(member.token))[0]!.name).toBe('Work laptop');
  });

  it('removes one of the member’s own; another member’s id, a bad id or an unknown one is 404', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const { passkey } = await addPasskey(member);
    const { passkey: kept } = await addPasskey(member);

    for (const [method, payload] of [
      ['PATCH', { name: 'Mine now' }],
      ['DELETE', undefined],
    ] as const) {
      const theirs = await call(method, `/account/passkeys/${passkey.id}`, other.token, payload);
      expect(theirs.statusCode, `${method} by another member`).toBe(404);
      expect(theirs.json()).toEqual({ message: PASSKEY_MESSAGES.notFound });
      for (const id of ['not-a-uuid', 'a%00b', '00000000-0000-0000-0000-000000000000', '1.5']) {
        const refused = await call(method, `/account/passkeys/${encodeURIComponent(id)}`, member.token, payload);
        expect(refused.statusCode, `${method} ${id}`).toBe(404);
        expect(refused.json()).toEqual({ message: PASSKEY_MESSAGES.notFound });
      }
      expect((await call(method, `/account/passkeys/${passkey.id}`, null, payload)).statusCode).toBe(401);
    }
    expect((await passkeysOf(member.token)).map((entry) => entry.name)).toEqual([passkey.name, kept.name]);

    expect((await call('DELETE', `/account/passkeys/${passkey.id}`, member.token)).statusCode).toBe(204);
    expect((await passkeysOf(member.token)).map((entry) => entry.id)).toEqual([kept.id]);
    expect((await call('DELETE', `/account/passkeys/${passkey.id}`, member.token)).statusCode).toBe(404);
  });

  it('never removes the last way to sign in (decision 072)', async () => {
    const member = await createMember(t().app);
    const { passkey: first } = await addPasskey(member);
    // A member whose only ways in are passkeys (no password, no Google or Apple).
    await t().db.update(users).set({ passwordHash: null }).where(eq(users.id, member.user.id));
    const last = await call('DELETE', `/account/passkeys/${first.id}`, member.token);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: PASSKEY_MESSAGES.lastWayToSignIn });
    expect((await passkeysOf(member.token)).map((entry) => entry.id)).toEqual([first.id]);

    const { passkey: second } = await addPasskey(member);
    expect((await call('DELETE', `/account/passkeys/${first.id}`, member.token)).statusCode).toBe(204);
    expect((await call('DELETE', `/account/passkeys/${second.id}`, member.token)).statusCode).toBe(409);
    expect((await passkeysOf(member.token)).map((entry) => entry.id)).toEqual([second.id]);
  });

  it('lists nothing for a visitor, and only the member’s own for a member', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    await addPasskey(member);
    expect((await call('GET', '/account/passkeys', null)).statusCode).toBe(401);
    expect((await call('POST', '/account/passkeys/options', null)).statusCode).toBe(401);
    expect(await passkeysOf(other.token)).toEqual([]);
  });
});

describe('bad input', () => {
  it('takes the options calls without a body, and asks for the answer where one is needed', async () => {
    const member = await createMember(t().app);
    for (const headers of [{}, { 'content-type': 'application/json' }]) {
      const options = await t().app.inject({
        method: 'POST',
        url: '/api/v1/account/passkeys/options',
        headers: { ...bearer(member.token), ...headers },
        payload: '',
      });
      expect(options.statusCode, options.body).toBe(200);
      const signIn = await t().app.inject({
        method: 'POST',
        url: '/api/v1/auth/passkey/options',
        headers,
        payload: '',
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
    }
    const noAnswer = await call('POST', '/account/passkeys', member.token);
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().message).toBe(MESSAGES.fieldRequired('response'));
    const noSignIn = await verifySignIn({});
    expect(noSignIn.statusCode).toBe(400);
    expect(noSignIn.json().message).toBe(MESSAGES.fieldRequired('response'));
  });

  it('answers a clear 4xx, never a 5xx, for answers that cannot be read', async () => {
    const member = await createMember(t().app);
    const { authenticator } = await addPasskey(member);
    const good = authenticator.authenticate(await signInOptions());
    const encode = (value: string) => Buffer.from(value).toString('base64url');
    const cases: [string, object][] = [
      ['clientDataJSON not JSON', { ...good.response, clientDataJSON: encode('not json') }],
      [
        'a challenge with a NUL',
        { ...good.response, clientDataJSON: encode('{"challenge":"ab\\u0000cdefghijklmnopqrs"}') },
      ],
      ['a challenge that is a number', { ...good.response, clientDataJSON: encode('{"challenge":12}') }],
      ['not base64url', { ...good.response, signature: 'no spaces allowed' }],
      ['a huge field', { ...good.response, authenticatorData: 'A'.repeat(70_000) }],
    ];
    for (const [what, response] of cases) {
      const refused = await verifySignIn({ response: { ...good, response } });
      expect(refused.statusCode, what).toBe(400);
      expect(refused.json().message, what).toBe(PASSKEY_MESSAGES.responseInvalid);
    }
    // A live challenge, and bytes that are not an attestation.
    const options = await registrationOptions(member.token);
    const registration = createSoftwareAuthenticator({ origin: ORIGIN }).register(options);
    const garbled = await call('POST', '/account/passkeys', member.token, {
      response: { ...registration, response: { ...registration.response, attestationObject: encode('garbage') } },
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toEqual({ message: PASSKEY_MESSAGES.registrationFailed });
  });
});

describe('the member’s data', () => {
  it('exports the passkeys’ names and dates, not their keys, and deletion removes them', async () => {
    const member = await createMember(t().app);
    const { authenticator, passkey } = await addPasskey(member);

    const exported = await call('GET', '/account/export', member.token);
    expect(exported.statusCode).toBe(200);
    expect(exported.json().passkeys).toEqual([{ name: passkey.name, createdAt: passkey.createdAt, lastUsedAt: null }]);
    expect(exported.body).not.toContain(authenticator.credentialId);

    const deleted = await call('DELETE', '/account', member.token, {
      confirmation: 'DELETE',
      currentPassword: member.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const [left] = await t().db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, member.user.id));
    expect(left!.total).toBe(0);
    expect((await signInWith(authenticator)).statusCode).toBe(401);
  });
});
