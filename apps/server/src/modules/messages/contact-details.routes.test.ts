import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { messages } from '../../db/schema/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, type CreatedMember } from '../../../test/factories';
import { emitWithAck, useSocketServer } from '../../../test/sockets';

const t = useTestApp();
const sockets = useSocketServer(t);

const post = (member: CreatedMember, url: string, content: string) =>
  t().app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(member.token), payload: { content } });
const sendPaths = (matchId: string) => [
  API_PATHS.conversations.messages(matchId),
  API_PATHS.matches.message(matchId),
  API_PATHS.messages.ofMatch(matchId),
];
const stored = async (matchId: string) =>
  (await t().db.select().from(messages).where(eq(messages.matchId, matchId))).map((row) => row.content).sort();

const CONTACT_DETAILS = [
  'text me 555 123 4567',
  'five five five, one two three, four five six seven',
  'me at example dot com',
  'www.example.com/me',
  'insta: bit.ly/someone',
];

describe('links and contact details wait for a hello (issue 32, decision 077)', () => {
  it('are refused with 422 on every send path until the other member has written, then pass', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    for (const url of sendPaths(matchId)) {
      for (const content of CONTACT_DETAILS) {
        const refused = await post(her, url, content);
        expect(refused.statusCode, `${url} ${content}`).toBe(422);
        expect(refused.json().message).toBe(CONVERSATION_MESSAGES.contactDetailsTooSoon);
      }
    }
    // Her own hello does not count: he has not answered yet.
    expect((await post(her, `/conversations/${matchId}/messages`, 'Hi Sam!')).statusCode).toBe(201);
    expect((await post(her, `/conversations/${matchId}/messages`, CONTACT_DETAILS[0]!)).statusCode).toBe(422);
    expect(await stored(matchId)).toEqual(['Hi Sam!']);

    // He has read her hello, so he may answer with his number; then she may share hers.
    expect((await post(him, `/conversations/${matchId}/messages`, 'Hey, call me: 555-987-6543')).statusCode).toBe(201);
    for (const content of CONTACT_DETAILS) {
      expect((await post(her, `/conversations/${matchId}/messages`, content)).statusCode, content).toBe(201);
    }
    expect(await stored(matchId)).toHaveLength(2 + CONTACT_DETAILS.length);
  });

  it('answers a stranger 404 and an ended conversation 403, as every other send, not 422', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const stranger = await createDiscoverableMember(t().app, t().db);
    const fromStranger = await post(stranger, `/conversations/${matchId}/messages`, CONTACT_DETAILS[0]!);
    expect(fromStranger.statusCode).toBe(404);
    expect(fromStranger.json().message).toBe(CONVERSATION_MESSAGES.conversationNotFound);

    const unmatched = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/matches/${matchId}/unmatch`,
      headers: bearer(him.token),
    });
    expect(unmatched.statusCode).toBeLessThan(300);
    const afterUnmatch = await post(her, `/conversations/${matchId}/messages`, CONTACT_DETAILS[0]!);
    expect(afterUnmatch.statusCode).toBe(403);
    expect(afterUnmatch.json().message).toBe(CONVERSATION_MESSAGES.cannotMessage);
    expect(await stored(matchId)).toEqual([]);
  });

  it('refuses them over the socket too, with the same status and words in the ack', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const socket = await sockets.connect(her.token);
    const payload = { matchId, content: 'whatsapp +1 (555) 010-9999', media: null, clientId: 'number-1' };
    const refused = await emitWithAck<'message:send', Message>(socket, 'message:send', payload);
    expect(refused).toEqual({ ok: false, status: 422, message: CONVERSATION_MESSAGES.contactDetailsTooSoon });
    expect((await post(him, `/conversations/${matchId}/messages`, 'Hello!')).statusCode).toBe(201);
    const sent = await emitWithAck<'message:send', Message>(socket, 'message:send', payload);
    expect(sent.ok).toBe(true);
    expect(await stored(matchId)).toEqual(['Hello!', payload.content]);
  });
});
