import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { messages } from '../../db/schema/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, type CreatedMember } from '../../../test/factories';
import { emitWithAck, useSocketServer } from '../../../test/sockets';
import { mightHurt } from './might-hurt';

const t = useTestApp();
const sockets = useSocketServer(t);
const RUDE = 'You are a stupid b1tch';

const post = (member: CreatedMember, matchId: string, payload: object) =>
  t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.conversations.messages(matchId)}`,
    headers: bearer(member.token),
    payload,
  });

describe('"Are you sure?" (decision 084)', () => {
  it('reads the maintained list through look-alikes, and leaves ordinary words alone', () => {
    for (const text of [RUDE, 'fuuuuck off', 'shit happens']) expect(mightHurt(text), text).toBe(true);
    for (const text of [
      'Hello there, how are you?',
      'I grew up in Scunthorpe',
      'Assassin’s Creed?',
      'A cocktail?',
      '',
    ]) {
      expect(mightHurt(text), text).toBe(false);
    }
  });

  it('asks first, sends it anyway when told to, and tells the recipient it was flagged', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await post(her, matchId, { content: 'Hi!' });
    const asked = await post(him, matchId, { content: RUDE });
    expect(asked.statusCode).toBe(422);
    expect(asked.json().message).toBe(CONVERSATION_MESSAGES.mightBeHurtful);
    expect(await t().db.select().from(messages).where(eq(messages.senderId, him.user.id))).toEqual([]);

    const sent = await post(him, matchId, { content: RUDE, sendAnyway: true, clientId: 'anyway-1' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ content: RUDE, mightHurt: true });
    const hers = await t().app.inject({
      method: 'GET',
      url: `/api/v1${API_PATHS.conversations.messages(matchId)}`,
      headers: bearer(her.token),
    });
    expect(hers.json().messages.map((message: Message) => [message.content, message.mightHurt])).toEqual([
      [RUDE, true],
      ['Hi!', false],
    ]);
    // "Send anyway" on a message nothing flags changes nothing.
    const plain = await post(him, matchId, { content: 'Sorry, bad day', sendAnyway: true });
    expect(plain.json().data.mightHurt).toBe(false);
    expect((await post(him, matchId, { content: RUDE, sendAnyway: 'yes' })).statusCode).toBe(400);
  });

  it('asks the same over the socket', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await post(her, matchId, { content: 'Hi!' });
    const socket = await sockets.connect(him.token);
    const asked = await emitWithAck(socket, 'message:send', { matchId, content: RUDE });
    expect(asked).toEqual({ ok: false, status: 422, message: CONVERSATION_MESSAGES.mightBeHurtful });
    const sent = await emitWithAck<'message:send', Message>(socket, 'message:send', {
      matchId,
      content: RUDE,
      sendAnyway: true,
    });
    expect(sent.ok && sent.data.mightHurt).toBe(true);
  });
});
