import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../test/app';
import { bearer, createMatchedPair, registrationBody, type MatchedPair } from '../../test/factories';
import { emitWithAck, useSocketServer } from '../../test/sockets';

const t = useTestApp();
let pair: MatchedPair;
beforeAll(async () => {
  pair = await createMatchedPair(t().app, t().db);
});

/** What zod says when nobody wrote a message for the case: never for a person to read. */
const RAW_VALIDATOR_TEXT =
  /Invalid input|expected .* received|Too (small|big)|Unrecognized key|Invalid option|Invalid string|Invalid element/i;

const JUNK_VALUES: unknown[] = [null, 42, 1.5, -1, true, 'text', '', [], [1, 'a', null], {}, { a: { b: 1 } }, 1e308];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function bodyRoutes(): [Method, string, string[]][] {
  const { matchId, him, her } = pair;
  return [
    ['POST', '/auth/register', ['email', 'password', 'confirmPassword', 'acceptedTerms', 'profile']],
    ['POST', '/auth/login', ['email', 'password', 'rememberMe']],
    ['POST', '/auth/request-reset', ['email']],
    ['POST', '/auth/reset-password', ['token', 'password']],
    ['POST', '/auth/verify-email', ['token']],
    ['POST', '/auth/google', ['token']],
    [
      'PATCH',
      `/profiles/${her.user.id}`,
      ['name', 'age', 'bio', 'interests', 'ageRange', 'questions', 'showMe', 'notifications'],
    ],
    ['PUT', '/profile/settings', ['notifications', 'privacy', 'theme']],
    ['PUT', '/user/preferences', ['showMe', 'ageRange', 'maxDistance', 'lookingFor']],
    ['DELETE', '/profile/photos', ['photoUrl']],
    ['PUT', '/profile/photos/reorder', ['photos']],
    ['PUT', '/profile/answers/q1', ['answer', 'accepted', 'importance']],
    ['POST', `/matches/${matchId}/message`, ['content', 'media', 'clientId', 'matchId']],
    ['PUT', `/conversations/${matchId}/archive`, ['archived']],
    ['POST', `/matches/${matchId}/report`, ['reason', 'details']],
    ['POST', '/reports', ['reason', 'description', 'reportedUser']],
    ['POST', '/blocks', ['userId', 'reason']],
    ['POST', '/matches/likes', ['likedId', 'status']],
    ['POST', '/recommendations/view', ['profileId', 'duration', 'source']],
    ['POST', '/recommendations/refresh', ['minAge', 'maxAge', 'maxDistance', 'interests', 'lookingFor', 'limit']],
    ['PUT', '/account/email', ['email', 'currentPassword']],
    ['PUT', '/account/password', ['currentPassword', 'newPassword']],
    ['POST', `/recommendations/${him.user.id}/report`, ['reason', 'details']],
  ];
}

const QUERIES = [
  '/matches?minAge=abc&maxAge=&maxDistance=x&page=0&limit=1000&interests=',
  '/matches?minAge=50&maxAge=20',
  '/discover?sort=popular&verifiedOnly=maybe&minPhotos=x&minAge=17',
  '/discover?minAge=50&maxAge=30&q=' + 'x'.repeat(200),
  '/recommendations?lookingFor=Marriage&limit=x&minAge=19&maxAge=18',
  '/conversations?archived=perhaps&page=x&search=' + 'y'.repeat(200),
  '/conversations/x/messages?page=-1&limit=1000',
  '/moderation/reports?status=everything',
  '/locations?q=' + 'z'.repeat(200) + '&limit=x',
  '/moderation/reports/x/ban',
];

function readable(label: string, body: { message?: unknown; errors?: { message: string }[] }) {
  const messages = [body.message, ...(body.errors ?? []).map((error) => error.message)];
  for (const message of messages) {
    expect(typeof message, label).toBe('string');
    expect(message, label).not.toMatch(RAW_VALIDATOR_TEXT);
    expect(message, label).not.toBe('');
  }
}

describe('what a client is told about bad input', () => {
  it('is a sentence for a person, for every junk value in every body field', async () => {
    for (const [method, url, fields] of bodyRoutes()) {
      const shapes: unknown[] = [
        ...JUNK_VALUES,
        ...fields.flatMap((field) => JUNK_VALUES.map((value) => ({ [field]: value }))),
      ];
      for (const payload of shapes) {
        const response = await t().app.inject({
          method,
          url: `/api/v1${url}`,
          headers: { 'content-type': 'application/json', ...bearer(pair.her.token) },
          payload: JSON.stringify(payload),
        });
        const label = `${method} ${url} ${JSON.stringify(payload)}: ${response.statusCode} ${response.body}`;
        expect(response.statusCode, label).toBeLessThan(500);
        if (response.statusCode >= 400) readable(label, response.json());
      }
    }
  });

  it('is a sentence for a person for bad query strings and path parameters', async () => {
    for (const url of QUERIES) {
      const response = await t().app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(pair.her.token) });
      const label = `${url}: ${response.statusCode} ${response.body}`;
      expect(response.statusCode, label).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, label).toBeLessThan(500);
      readable(label, response.json());
    }
  });

  it('names the body when the body is not an object', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: { 'content-type': 'application/json', ...bearer(pair.her.token) },
      payload: '[1, 2]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.bodyMustBeObject);
  });

  it('refuses prototype keys plainly and leaves objects untouched', async () => {
    for (const payload of [
      '{"__proto__": {"admin": true}, "email": "a@b.co", "password": "x"}',
      '{"email": "a@b.co", "password": "x", "constructor": {"prototype": {"admin": true}}}',
    ]) {
      const response = await t().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(MESSAGES.forbiddenJsonKey);
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('refuses a deeply nested body with a 400, even where the body limit is 64 MB', async () => {
    const depth = 200_000;
    for (const [url, payload] of [
      ['/api/v1/auth/register', `{"profile":${'['.repeat(depth)}${']'.repeat(depth)}}`],
      ['/api/v1/auth/register', `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`],
      ['/api/v1/auth/login', `{"email":${'['.repeat(depth)}${']'.repeat(depth)}}`],
    ]) {
      const response = await t().app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
      expect(response.json().message).toBe(MESSAGES.bodyNestedTooDeeply);
    }
    const fine = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: await registrationBody(),
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});

describe('what a socket client is told about bad input', () => {
  const sockets = useSocketServer(t);

  it('is a 400 ack with a sentence, for every junk payload of every event', async () => {
    const socket = await sockets.connect(pair.her.token);
    const events = ['join:user', 'join:match', 'leave:match', 'message:send', 'user:typing', 'message:read'] as const;
    const fields = ['userId', 'matchId', 'content', 'media', 'clientId', 'isTyping'];
    for (const event of events) {
      const payloads: unknown[] = [
        ...JUNK_VALUES,
        ...fields.flatMap((field) => JUNK_VALUES.map((value) => ({ matchId: pair.matchId, [field]: value }))),
      ];
      for (const payload of payloads) {
        const ack = await emitWithAck(socket, event, payload as never);
        const label = `${event} ${JSON.stringify(payload)}: ${JSON.stringify(ack)}`;
        if (ack.ok) continue;
        expect(ack.status, label).toBeGreaterThanOrEqual(400);
        expect(ack.status, label).toBeLessThan(500);
        readable(label, ack);
      }
    }
  });
});
