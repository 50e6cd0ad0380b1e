import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { MESSAGE_ACTION_MESSAGES, MESSAGE_ACTIONS_TEXTS } from '@kindred/contract/message-actions';
import type { PushPayload } from '@kindred/contract/push';
import { API_PATHS } from '@kindred/contract/routes';
import { messages } from '../../db/schema/messages';
import { notifications } from '../../db/schema/notifications';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, type CreatedMember } from '../../../test/factories';
import {
  decryptAes128gcm,
  pushesAt,
  startPushReceiver,
  subscribeBrowser,
  type PushReceiver,
} from '../../../test/push-receiver';
import { disconnected, emitWithAck, recordEvents, roundTrip, useSocketServer } from '../../../test/sockets';

// Decision 108 over the socket, with real socket.io clients: acks, live events, and the push a
// reaction sends only when its recipient has the app closed.
const t = useTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' });
const sockets = useSocketServer(t);
let receiver: PushReceiver;
beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});

async function connect(member: CreatedMember) {
  const socket = await sockets.connect(member.token);
  return { socket, events: recordEvents(socket) };
}

async function sendOver(member: CreatedMember, matchId: string, content: string): Promise<Message> {
  const response = await t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.conversations.messages(matchId)}`,
    headers: bearer(member.token),
    payload: { content },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const subscribe = (member: CreatedMember) => subscribeBrowser(t().app, member.token, receiver);
const pushesTo = (endpoint: string) => pushesAt(receiver, endpoint);

async function settled() {
  // The gateway asks whether the recipient is connected before it pushes: a moment, then the push.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await t().app.notifications.settle();
  await t().app.push.settle();
}

describe('message:react', () => {
  it('acks the message with its reactions, and both members’ devices hear them live', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hello = await sendOver(him, matchId, 'Hello Ava');
    const ava = await connect(her);
    const sam = await connect(him);
    const avaElsewhere = await connect(her);

    const ack = await emitWithAck<'message:react', Message>(ava.socket, 'message:react', {
      messageId: hello.id,
      emoji: '🔥',
    });
    expect(ack.ok && ack.data.reactions).toEqual([{ emoji: '🔥', memberId: her.user.id }]);
    const expected = { matchId, messageId: hello.id, reactions: [{ emoji: '🔥', memberId: her.user.id }] };
    expect(await sam.events.next('message:reactions')).toEqual(expected);
    expect(await avaElsewhere.events.next('message:reactions')).toEqual(expected);

    const removed = await emitWithAck<'message:react', Message>(ava.socket, 'message:react', {
      messageId: hello.id,
      emoji: null,
    });
    expect(removed.ok && removed.data.reactions).toEqual([]);
    expect(await sam.events.next('message:reactions', (event) => event.reactions.length === 0)).toMatchObject({
      messageId: hello.id,
    });
  });

  it('answers hostile payloads with a 4xx ack and tells nobody', async () => {
    const mine = await createMatchedPair(t().app, t().db);
    const other = await createMatchedPair(t().app, t().db);
    const theirs = await sendOver(other.him, other.matchId, 'Not yours');
    const hello = await sendOver(mine.him, mine.matchId, 'Hello');
    const ava = await connect(mine.her);
    const watcher = await connect(other.her);

    const cases: [unknown, number][] = [
      [{ messageId: hello.id, emoji: '🍆' }, 400],
      [{ messageId: hello.id }, 400],
      [{ messageId: theirs.id, emoji: '❤️' }, 404],
      [{ messageId: 'nope', emoji: '❤️' }, 404],
      [{ messageId: hello.id, emoji: '❤️', extra: { $ne: 1 } }, 200],
    ];
    for (const [payload, status] of cases) {
      const ack = await emitWithAck(ava.socket, 'message:react', payload as never);
      expect(ack.ok ? 200 : ack.status, JSON.stringify(payload)).toBe(status);
    }
    await roundTrip(watcher.socket, other.her.user.id);
    expect(watcher.events.all('message:reactions')).toEqual([]);
  });

  it('pushes to the recipient only while no device of theirs is connected, and stores no notification', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hello = await sendOver(him, matchId, 'Hello Ava');
    const device = await subscribe(him);
    await settled();
    const before = pushesTo(device.endpoint).length;
    const notificationsBefore = await t().db.select().from(notifications).where(eq(notifications.userId, him.user.id));
    const ava = await connect(her);

    // Sam has the app closed: a push, saying who reacted with what.
    const ack = await emitWithAck(ava.socket, 'message:react', { messageId: hello.id, emoji: '😂' });
    expect(ack.ok).toBe(true);
    await settled();
    const pushes = pushesTo(device.endpoint).slice(before);
    expect(pushes).toHaveLength(1);
    const payload = JSON.parse(decryptAes128gcm(pushes[0]!.body, device.keys)) as PushPayload;
    expect(payload).toMatchObject({ type: 'message', body: MESSAGE_ACTIONS_TEXTS.reactedPush('Ava', '😂') });

    // Sam has it open: the live event, no push.
    const sam = await connect(him);
    await emitWithAck(ava.socket, 'message:react', { messageId: hello.id, emoji: '❤️' });
    await sam.events.next('message:reactions', (event) => event.reactions[0]?.emoji === '❤️');
    await settled();
    expect(pushesTo(device.endpoint).slice(before)).toHaveLength(1);

    const notificationsAfter = await t().db.select().from(notifications).where(eq(notifications.userId, him.user.id));
    expect(notificationsAfter).toEqual(notificationsBefore);
  });
});

describe('message:unsend', () => {
  it('clears the message for both members’ devices; refused late, for another’s message, after revocation', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const ava = await connect(her);
    const sam = await connect(him);
    const sent = await emitWithAck<'message:send', Message>(sam.socket, 'message:send', {
      matchId,
      content: 'Meant for someone else',
      clientId: 'c1',
    });
    if (!sent.ok) throw new Error(sent.message);

    // Not hers to unsend.
    const notHers = await emitWithAck(ava.socket, 'message:unsend', { messageId: sent.data.id });
    expect(notHers).toEqual({ ok: false, status: 403, message: MESSAGE_ACTION_MESSAGES.onlySenderUnsends });

    const unsent = await emitWithAck<'message:unsend', Message>(sam.socket, 'message:unsend', {
      messageId: sent.data.id,
    });
    expect(unsent.ok && unsent.data).toMatchObject({ id: sent.data.id, content: '' });
    const heard = await ava.events.next('message:unsent');
    expect(heard).toMatchObject({ matchId, messageId: sent.data.id });
    expect(await sam.events.next('message:unsent')).toEqual(heard);

    // A reply over the socket quotes its original; an old message cannot be unsent.
    const old = await sendOver(him, matchId, 'Sent long ago');
    await t()
      .db.update(messages)
      .set({ createdAt: sql`now() - interval '20 minutes'` })
      .where(eq(messages.id, old.id));
    const reply = await emitWithAck<'message:send', Message>(ava.socket, 'message:send', {
      matchId,
      content: 'Replying',
      clientId: 'r1',
      replyToId: old.id,
    });
    expect(reply.ok && reply.data.replyTo).toMatchObject({ id: old.id, preview: 'Sent long ago' });
    const received = await sam.events.next('message:new', (message) => message.id === (reply.ok && reply.data.id));
    expect(received.replyTo).toMatchObject({ id: old.id, senderId: him.user.id });
    const late = await emitWithAck(sam.socket, 'message:unsend', { messageId: old.id });
    expect(late).toEqual({ ok: false, status: 409, message: MESSAGE_ACTION_MESSAGES.unsendTooLate });

    // Signed out: the socket closes, and nothing it still tries is done.
    const fresh = await sendOver(him, matchId, 'Fresh');
    const closed = disconnected(sam.socket);
    const out = await t().app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(him.token) });
    expect(out.statusCode).toBe(204);
    expect(await closed).toBe('io server disconnect');
    await expect(sam.socket.timeout(300).emitWithAck('message:unsend', { messageId: fresh.id })).rejects.toThrow();
    const [row] = await t().db.select().from(messages).where(eq(messages.id, fresh.id));
    expect(row!.unsentAt).toBeNull();
  });
});
