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

const NUL = '\u0000';

interface Attempt {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  field: string;
}

function attempts(): Attempt[] {
  const { matchId, him } = pair;
  return [
    { method: 'POST', url: '/auth/login', payload: { email: `a${NUL}@example.com`, password: 'x' }, field: 'email' },
    { method: 'POST', url: '/auth/login', payload: { email: 'a@example.com', password: `x${NUL}` }, field: 'password' },
    { method: 'POST', url: '/auth/request-reset', payload: { email: `a${NUL}@example.com` }, field: 'email' },
    { method: 'POST', url: '/auth/verify-email', payload: { token: `t${NUL}` }, field: 'token' },
    { method: 'PATCH', url: `/profiles/${pair.her.user.id}`, payload: { bio: `hi${NUL}` }, field: 'bio' },
    { method: 'PATCH', url: `/profiles/${pair.her.user.id}`, payload: { interests: [`a${NUL}`] }, field: 'interests' },
    { method: 'PUT', url: '/profile/settings', payload: { theme: `dark${NUL}` }, field: 'theme' },
    { method: 'DELETE', url: '/profile/photos', payload: { photoUrl: `/uploads/${NUL}` }, field: 'photoUrl' },
    { method: 'POST', url: `/matches/${matchId}/message`, payload: { content: `hi${NUL}` }, field: 'content' },
    { method: 'POST', url: `/conversations/${matchId}/messages`, payload: { content: `hi${NUL}` }, field: 'content' },
    { method: 'POST', url: `/messages/matches/${matchId}`, payload: { content: `hi${NUL}` }, field: 'content' },
    { method: 'POST', url: `/matches/${matchId}/report`, payload: { reason: 'other', details: NUL }, field: 'details' },
    {
      method: 'POST',
      url: `/recommendations/${him.user.id}/report`,
      payload: { reason: `other${NUL}` },
      field: 'reason',
    },
    { method: 'POST', url: '/reports', payload: { reason: 'other', description: `x${NUL}` }, field: 'description' },
    { method: 'POST', url: '/blocks', payload: { userId: NUL }, field: 'userId' },
    { method: 'POST', url: `/matches/${matchId}/block`, payload: { reason: NUL }, field: 'reason' },
    { method: 'POST', url: '/matches/likes', payload: { likedId: NUL, status: 'like' }, field: 'likedId' },
    { method: 'POST', url: '/recommendations/view', payload: { profileId: NUL }, field: 'profileId' },
    { method: 'PUT', url: '/account/email', payload: { email: `a${NUL}@example.com` }, field: 'email' },
    { method: 'GET', url: '/discover?q=%00', field: 'q' },
    { method: 'GET', url: '/recommendations?interests=%00', field: 'interests' },
    { method: 'GET', url: '/matches?interests=a%00', field: 'interests' },
    { method: 'GET', url: '/conversations?search=%00', field: 'search' },
    { method: 'GET', url: '/messages/conversations?search=%07', field: 'search' },
    { method: 'GET', url: '/locations?q=Austin%00', field: 'q' },
    { method: 'DELETE', url: '/profile/answers/%00', field: 'questionId' },
    {
      method: 'PUT',
      url: '/profile/answers/%00',
      payload: { answer: 'a', accepted: ['a'], importance: 'very' },
      field: 'questionId',
    },
    { method: 'GET', url: '/matches/%00', field: 'id' },
    { method: 'GET', url: '/messages/%00', field: 'id' },
    { method: 'DELETE', url: '/blocks/%00', field: 'id' },
    { method: 'GET', url: '/recommendations/%00', field: 'id' },
  ];
}

describe('text with control characters', () => {
  it('is refused with a 400 naming the field, on every route that takes text', async () => {
    for (const attempt of attempts()) {
      const response = await t().app.inject({
        method: attempt.method,
        url: `/api/v1${attempt.url}`,
        headers: attempt.url.startsWith('/auth/') ? {} : bearer(pair.her.token),
        ...(attempt.payload === undefined ? {} : { payload: attempt.payload as object }),
      });
      expect(response.statusCode, `${attempt.method} ${attempt.url}: ${response.body}`).toBe(400);
      expect(response.json().message, `${attempt.method} ${attempt.url}`).toBe(
        MESSAGES.invisibleCharacters(attempt.field),
      );
    }
  });

  it('is refused at registration, in nested fields and in field names', async () => {
    const bodies = [
      await registrationBody({ profile: { name: `Jo${NUL}` } }),
      await registrationBody({ profile: { location: `Austin${NUL}, TX` } }),
      await registrationBody({ profile: { interests: ['Hiking', `Coffee${NUL}`] } }),
      await registrationBody({ profile: { questions: [{ question: 'Why?', answer: `because${NUL}` }] } }),
      { ...(await registrationBody()), [`spare${NUL}`]: 'x' },
    ];
    for (const payload of bodies) {
      const response = await t().app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toMatch(/contains invisible characters that are not allowed$/);
    }
  });

  it.each([
    ['bell', '\u0007'],
    ['escape', '\u001b'],
    ['delete', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a lone surrogate', '\ud800'],
  ])('refuses %s the same way', async (_name, character) => {
    const response = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${pair.her.user.id}`,
      headers: bearer(pair.her.token),
      payload: { bio: `before${character}after and some more words` },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(MESSAGES.invisibleCharacters('bio'));
  });

  it('keeps newlines and tabs in multi-line text, and refuses them where a line is expected', async () => {
    const bio = 'First line\nSecond line\r\n\tindented';
    const saved = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${pair.her.user.id}`,
      headers: bearer(pair.her.token),
      payload: { bio },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.bio).toBe(bio);

    const sent = await t().app.inject({
      method: 'POST',
      url: `/api/v1/matches/${pair.matchId}/message`,
      headers: bearer(pair.her.token),
      payload: { content: 'Hello\nthere' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.content).toBe('Hello\nthere');

    const name = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${pair.her.user.id}`,
      headers: bearer(pair.her.token),
      payload: { name: 'Ava\nSmith' },
    });
    expect(name.statusCode, name.body).toBe(400);
    expect(name.json().message).toBe(MESSAGES.singleLine('name'));
  });
});

describe('socket events with control characters', () => {
  const sockets = useSocketServer(t);

  it('answer a 400 ack, never a 500', async () => {
    const socket = await sockets.connect(pair.her.token);
    const { matchId } = pair;
    const sends = [
      ['message:send', { matchId, content: `hi${NUL}` }, 'content'],
      ['message:send', { matchId, content: 'hi', clientId: NUL }, 'clientId'],
      ['message:send', { matchId: `${matchId}${NUL}`, content: 'hi' }, 'matchId'],
      ['join:match', { matchId: NUL }, 'matchId'],
      ['user:typing', { matchId: NUL, isTyping: true }, 'matchId'],
      ['message:read', { matchId: NUL }, 'matchId'],
    ] as const;
    for (const [event, payload, field] of sends) {
      const ack = await emitWithAck(socket, event, payload as never);
      expect(ack, `${event} ${JSON.stringify(payload)}`).toEqual({
        ok: false,
        status: 400,
        message: MESSAGES.invisibleCharacters(field),
      });
    }
  });
});
