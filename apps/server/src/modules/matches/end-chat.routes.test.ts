import { describe, expect, it } from 'vitest';
import type { Notification } from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { CLOSURE_MESSAGES, END_CHAT_MESSAGES, YOUR_TURN_TEXTS } from '@kindred/contract/your-turn';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, createMember, type CreatedMember } from '../../../test/factories';

// Decision 103: "End chat" sends one of the closing lines to the other member and ends the match.

const t = useTestApp();

const endChat = (member: CreatedMember, matchId: string, payload?: unknown) =>
  t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.matches.endChat(matchId)}`,
    headers: bearer(member.token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function notificationsOf(member: CreatedMember): Promise<Notification[]> {
  await t().app.notifications.settle();
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1${API_PATHS.notifications.list}?limit=100`,
    headers: bearer(member.token),
  });
  return response.json().notifications as Notification[];
}

const matchOf = (member: CreatedMember, matchId: string) =>
  t().app.inject({ method: 'GET', url: `/api/v1${API_PATHS.matches.byId(matchId)}`, headers: bearer(member.token) });

describe('POST /matches/:id/end-chat', () => {
  it('ends the match for both, and the other member reads the chosen closing line', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    // The match's notice written first (a listener after the match): ended, it goes with the match.
    await t().app.notifications.settle();
    const ended = await endChat(her, matchId, { closureId: 'noConnection' });
    expect(ended.statusCode, ended.body).toBe(200);

    expect((await matchOf(him, matchId)).statusCode).toBe(404);
    expect((await matchOf(her, matchId)).statusCode).toBe(404);
    const his = await notificationsOf(him);
    expect(his.map((notification) => notification.content)).toContain(
      YOUR_TURN_TEXTS.closureNotice('Ava', CLOSURE_MESSAGES.noConnection),
    );
    // The match's own notice went with the match; the closing line stays. She is told nothing.
    expect(his.filter((notification) => notification.type === 'match')).toHaveLength(1);
    expect((await notificationsOf(her)).some((notification) => notification.content.includes('ended your chat'))).toBe(
      false,
    );
    // A second end finds no match.
    expect((await endChat(her, matchId, { closureId: 'wishWell' })).statusCode).toBe(404);
  });

  it('takes only a listed closing line, and nobody else’s match', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    for (const payload of [{}, { closureId: 'You are boring' }, { closureId: 42 }]) {
      const refused = await endChat(her, matchId, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([400, END_CHAT_MESSAGES.closureRequired]);
    }
    // A bodiless request and a NUL byte: 400s in the guard's words.
    expect((await endChat(her, matchId)).statusCode).toBe(400);
    expect((await endChat(her, matchId, { closureId: 'noConnection\u0000' })).statusCode).toBe(400);
    const stranger = await createMember(t().app);
    expect((await endChat(stranger, matchId, { closureId: 'noConnection' })).statusCode).toBe(404);
    // Nothing refused ended the match.
    expect((await matchOf(him, matchId)).statusCode).toBe(200);
    expect((await notificationsOf(him)).some((notification) => notification.content.includes('ended your chat'))).toBe(
      false,
    );
  });
});
