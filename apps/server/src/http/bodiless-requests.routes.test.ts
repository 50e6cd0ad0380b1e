import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../test/app';
import { bearer, createMatchedPair } from '../../test/factories';

const t = useTestApp();

/** How a client may send "no body": nothing at all, or an empty body under some content type. */
const NO_BODY_VARIANTS: { name: string; headers: Record<string, string>; payload?: string }[] = [
  { name: 'no body and no content type', headers: {} },
  { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, payload: '' },
  {
    name: 'an empty JSON body with a charset',
    headers: { 'content-type': 'application/json; charset=utf-8' },
    payload: '',
  },
  { name: 'an empty text body', headers: { 'content-type': 'text/plain' }, payload: '' },
  { name: 'an empty form body', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' },
];

describe.each(NO_BODY_VARIANTS)('a request with $name', ({ headers, payload }) => {
  it('is accepted by every route whose SPEC entry has no body', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const auth = { ...headers, ...bearer(her.token) };
    const routes: [method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, status: number][] = [
      ['PUT', `/matches/${matchId}/read`, 200],
      ['PUT', `/conversations/${matchId}/read`, 200],
      ['PATCH', `/messages/matches/${matchId}/read`, 200],
      ['PUT', `/conversations/${matchId}/archive`, 200],
      ['POST', '/recommendations/refresh', 200],
      ['PUT', '/profile/settings', 200],
      ['PUT', '/user/preferences', 200],
      ['PATCH', `/profiles/${her.user.id}`, 200],
      ['POST', '/auth/resend-verification', 200],
      ['POST', `/messages/matches/${matchId}`, 201],
      ['POST', `/matches/${him.user.id}/pass`, 200],
      ['POST', `/matches/${matchId}/block`, 201],
      ['DELETE', `/blocks/${him.user.id}`, 200],
      ['POST', `/recommendations/${him.user.id}/superlike`, 402],
      ['DELETE', `/conversations/${matchId}`, 404],
      ['DELETE', `/matches/${matchId}/unmatch`, 404],
      ['DELETE', '/profile/answers/no-such-question', 404],
      // Passkey options (decision 071): a challenge, asked for with nothing to send.
      ['POST', '/account/passkeys/options', 200],
      ['POST', '/auth/passkey/options', 200],
      ['POST', '/auth/logout', 204],
    ];
    for (const [method, url, status] of routes) {
      const response = await t().app.inject({
        method,
        url: `/api/v1${url}`,
        headers: auth,
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    }
  });

  it('gets the field’s own message where a body is required', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(MESSAGES.loginBothRequired);
  });
});

describe('a body where none is expected', () => {
  it('is ignored, whatever its content type', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    for (const [type, body] of [
      ['text/plain', 'hello'],
      ['application/octet-stream', '\u0001\u0002'],
      ['application/xml', '<read/>'],
    ]) {
      const response = await t().app.inject({
        method: 'PUT',
        url: `/api/v1/matches/${matchId}/read`,
        headers: { ...bearer(her.token), 'content-type': type },
        payload: body,
      });
      expect(response.statusCode, `${type}: ${response.body}`).toBe(200);
    }
  });

  it('is still refused with 415 by a route that needs a JSON body', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.co',
    });
    expect(response.statusCode, response.body).toBe(415);
    expect(response.json().message).toBe(MESSAGES.unsupportedMediaType);
  });
});
