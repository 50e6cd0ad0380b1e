import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { API_PATHS } from '@kindred/contract/routes';
import { SAFETY_MESSAGES, type ModerationReport } from '@kindred/contract/safety';
import { reports } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, createMember, type CreatedMember } from '../../../test/factories';
import { setRole } from '../moderation/moderation.repo';

const t = useTestApp();

const call = (member: CreatedMember, method: 'GET' | 'POST', url: string, payload?: object | string) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      ...bearer(member.token),
      ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    payload,
  });

async function send(member: CreatedMember, matchId: string, content: string): Promise<Message> {
  const response = await call(member, 'POST', API_PATHS.conversations.messages(matchId), { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const reportOf = (member: CreatedMember, messageId: string, body: object | string = { reason: 'harassment' }) =>
  call(member, 'POST', API_PATHS.messages.report(messageId), body);

describe('reporting one message (issue 32)', () => {
  it('lets its recipient report it, and shows the moderator the ten messages around it', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const sent: Message[] = [];
    for (let i = 1; i <= 14; i++) sent.push(await send(i % 2 ? her : him, matchId, `line ${i}`));
    const reported = sent[7]!; // "line 8", from him
    const response = await reportOf(her, reported.id, { reason: 'harassment', details: 'This one crossed a line' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().message).toBe(SAFETY_MESSAGES.reportReceived);

    const [stored] = await t().db.select().from(reports).where(eq(reports.messageId, reported.id));
    expect(stored).toMatchObject({
      reporterId: her.user.id,
      reportedId: him.user.id,
      matchId,
      source: 'message',
      reason: 'harassment',
      details: 'This one crossed a line',
    });

    const mod = await createMember(t().app);
    expect(await setRole(t().db, mod.email, 'moderator')).toBe(true);
    const queue = await call(mod, 'GET', '/moderation/reports?sort=newest&limit=100');
    const report = (queue.json().reports as ModerationReport[]).find((item) => item.reportedMessageId === reported.id);
    expect(report?.recentMessages.map((message) => message.content)).toEqual([
      'line 3',
      'line 4',
      'line 5',
      'line 6',
      'line 7',
      'line 8',
      'line 9',
      'line 10',
      'line 11',
      'line 12',
    ]);
  });

  it('is for the recipient of a message they can see, and refuses bad input', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const message = await send(him, matchId, 'Hello there');
    const own = await reportOf(him, message.id);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CONVERSATION_MESSAGES.onlyRecipientReports);

    const stranger = await createMember(t().app);
    expect((await reportOf(her, 'a\u0000b')).statusCode).toBe(400);
    for (const id of [message.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const response = await reportOf(id === message.id ? stranger : her, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json().message).toBe(CONVERSATION_MESSAGES.messageNotFound);
    }
    for (const body of [
      {},
      { reason: 'rude' },
      { reason: 'harassment', details: 'x'.repeat(1001) },
      { reason: 'harassment', details: 'nul\u0000byte' },
    ]) {
      const response = await reportOf(her, message.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await reportOf(her, message.id, { reason: 'rude' })).json().message).toBe(
      DISCOVERY_MESSAGES.reportReasonInvalid,
    );
    const bodiless = await t().app.inject({
      method: 'POST',
      url: `/api/v1${API_PATHS.messages.report(message.id)}`,
      headers: bearer(her.token),
    });
    expect(bodiless.statusCode).toBe(400);
    expect(await t().db.select().from(reports).where(eq(reports.messageId, message.id))).toEqual([]);
  });
});
