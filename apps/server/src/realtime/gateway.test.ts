import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { MESSAGES } from '@kindred/contract/messages';
import type { Message } from '@kindred/contract/conversations';
import { messages } from '../db/schema/messages';
import { useTestApp } from '../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, type CreatedMember } from '../../test/factories';
import { connectSocket, disconnected, emitWithAck, recordEvents, roundTrip, useSocketServer } from '../../test/sockets';

const t = useTestApp();
const sockets = useSocketServer(t);

async function connect(member: CreatedMember) {
  const socket = await sockets.connect(member.token);
  return { socket, events: recordEvents(socket) };
}

describe('the socket handshake', () => {
  it('is refused without a token, with a bad token, and after signing out', async () => {
    await expect(connectSocket(sockets.url(), null)).rejects.toThrow(MESSAGES.unauthorized);
    await expect(connectSocket(sockets.url(), 'not-a-session')).rejects.toThrow(MESSAGES.unauthorized);

    const member = await createDiscoverableMember(t().app, t().db);
    const { socket } = await connect(member);
    const closed = disconnected(socket);
    const logout = await t().app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(member.token) });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await closed).toBe('io server disconnect');
    await expect(connectSocket(sockets.url(), member.token)).rejects.toThrow(MESSAGES.unauthorized);
  });
});

describe('two members chatting', () => {
  it('stores a sent message before the ack and delivers it once to both members, with a notification to the recipient', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const ava = await connect(her);
    const sam = await connect(him);
    expect(await emitWithAck(ava.socket, 'join:match', { matchId })).toEqual({ ok: true });
    expect(await emitWithAck(sam.socket, 'join:match', { matchId })).toEqual({ ok: true });

    const ack = await emitWithAck<'message:send', Message>(ava.socket, 'message:send', {
      matchId,
      content: '  Hello Sam  ',
      media: null,
      clientId: 'tmp-1',
    });
    if (!ack.ok) throw new Error(ack.message);
    expect(ack.data).toMatchObject({
      matchId,
      senderId: her.user.id,
      content: 'Hello Sam',
      clientId: 'tmp-1',
      isRead: false,
    });
    const [row] = await t().db.select().from(messages).where(eq(messages.id, ack.data.id));
    expect(row?.content).toBe('Hello Sam');

    const received = await sam.events.next('message:new');
    expect(received).toMatchObject({ id: ack.data.id, content: 'Hello Sam', senderId: her.user.id, clientId: null });
    const notification = await sam.events.next('notification:message');
    expect(notification).toMatchObject({ matchId, senderName: 'Ava', message: { id: ack.data.id } });
    expect(await ava.events.next('message:new')).toMatchObject({ id: ack.data.id, clientId: 'tmp-1' });

    // A resend with the same client id answers the stored message and is not delivered again.
    const retry = await emitWithAck<'message:send', Message>(ava.socket, 'message:send', {
      matchId,
      content: 'Hello Sam',
      clientId: 'tmp-1',
    });
    expect(retry).toMatchObject({ ok: true, data: { id: ack.data.id } });
    await emitWithAck(ava.socket, 'message:send', { matchId, content: 'Second', clientId: 'tmp-2' });
    await sam.events.next('message:new', (message) => message.content === 'Second');
    expect(sam.events.all('message:new').map((message) => message.content)).toEqual(['Hello Sam', 'Second']);
    expect(await t().db.select().from(messages).where(eq(messages.matchId, matchId))).toHaveLength(2);
  });

  it('refuses bad payloads with a 400 ack and no crash', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const ava = await connect(her);
    for (const payload of [
      { matchId, content: '   ' },
      { matchId, content: 'x'.repeat(5000) },
      { matchId: 'nope', content: 'hi' },
      { content: 'no match' },
      null,
    ]) {
      const ack = await emitWithAck(ava.socket, 'message:send', payload as never);
      expect(ack, JSON.stringify(payload)).toMatchObject({ ok: false, status: 400 });
    }
    // Events without an ack callback are fine too.
    ava.socket.emit('message:send', { matchId, content: 'fire and forget' });
    ava.socket.emit('user:typing', null as never);
    await roundTrip(ava.socket, her.user.id);
    expect(ava.socket.connected).toBe(true);
  });

  it('shows the other member typing, and tells the sender when their messages are read', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const ava = await connect(her);
    const sam = await connect(him);
    expect(await emitWithAck(ava.socket, 'user:typing', { matchId, isTyping: true })).toEqual({ ok: true });
    expect(await sam.events.next('user:typing')).toEqual({ matchId, userId: her.user.id, isTyping: true });
    await emitWithAck(ava.socket, 'user:typing', { matchId, isTyping: false });
    expect(await sam.events.next('user:typing', (typing) => !typing.isTyping)).toMatchObject({ userId: her.user.id });
    expect(ava.events.all('user:typing')).toEqual([]);

    await emitWithAck(ava.socket, 'message:send', { matchId, content: 'Read me', clientId: 'r-1' });
    expect(await emitWithAck(sam.socket, 'message:read', { matchId })).toEqual({ ok: true, data: { updated: 1 } });
    expect(await ava.events.next('message:read')).toMatchObject({ matchId, readerId: him.user.id });
    expect(await sam.events.next('message:read')).toMatchObject({ matchId, readerId: him.user.id });
  });

  it('sends no read receipt when either member turned read receipts off', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db, {
      him: { columns: { readReceipts: false } },
    });
    const ava = await connect(her);
    const sam = await connect(him);
    await emitWithAck(ava.socket, 'message:send', { matchId, content: 'Read me', clientId: 'r-1' });
    expect(await emitWithAck(sam.socket, 'message:read', { matchId })).toEqual({ ok: true, data: { updated: 1 } });
    await roundTrip(ava.socket, her.user.id);
    expect(ava.events.all('message:read')).toEqual([]);
    // His own devices still learn the conversation is read.
    expect(await sam.events.next('message:read')).toMatchObject({ readerId: him.user.id });
  });
});

describe('who may join, type and send', () => {
  it('a third member is refused on join:match, join:user of another member, typing and sending', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const stranger = await createDiscoverableMember(t().app, t().db);
    const eve = await connect(stranger);
    const sam = await connect(him);
    expect(await emitWithAck(eve.socket, 'join:match', { matchId })).toEqual({
      ok: false,
      status: 404,
      message: CONVERSATION_MESSAGES.conversationNotFound,
    });
    expect(await emitWithAck(eve.socket, 'join:user', { userId: her.user.id })).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await emitWithAck(eve.socket, 'user:typing', { matchId, isTyping: true })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await emitWithAck(eve.socket, 'message:send', { matchId, content: 'hi' })).toMatchObject({
      ok: false,
      status: 404,
    });
    expect(await emitWithAck(eve.socket, 'message:read', { matchId })).toMatchObject({ ok: false, status: 404 });
    await roundTrip(sam.socket, him.user.id);
    expect(sam.events.all('user:typing')).toEqual([]);
    expect(sam.events.all('message:new')).toEqual([]);
  });

  it('after an unmatch the members can no longer send (403) or join (404)', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const ava = await connect(her);
    await emitWithAck(ava.socket, 'join:match', { matchId });
    const unmatch = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1/matches/${matchId}/unmatch`,
      headers: bearer(him.token),
    });
    expect(unmatch.statusCode).toBe(200);
    expect(await emitWithAck(ava.socket, 'message:send', { matchId, content: 'still there?' })).toEqual({
      ok: false,
      status: 403,
      message: CONVERSATION_MESSAGES.cannotMessage,
    });
    expect(await emitWithAck(ava.socket, 'join:match', { matchId })).toMatchObject({ ok: false, status: 404 });
  });
});

describe('presence', () => {
  it('tells a member when their match comes online and goes offline', async () => {
    const { her, him } = await createMatchedPair(t().app, t().db);
    const ava = await connect(her);
    const sam = await connect(him);
    expect(await ava.events.next('user:online', (event) => event.userId === him.user.id)).toMatchObject({
      userId: him.user.id,
      isOnline: true,
    });
    sam.socket.close();
    expect(await ava.events.next('user:online', (event) => !event.isOnline)).toMatchObject({
      userId: him.user.id,
      isOnline: false,
    });
  });

  it('says nothing about a member with activity status off, and nothing to members they are not matched with', async () => {
    const { her, him } = await createMatchedPair(t().app, t().db, { him: { columns: { activityStatus: false } } });
    const stranger = await createDiscoverableMember(t().app, t().db);
    const ava = await connect(her);
    const eve = await connect(stranger);
    const sam = await connect(him);
    await t().app.realtime.settle();
    const samId = sam.socket.id!;
    sam.socket.close();
    while (t().app.realtime.io.sockets.sockets.has(samId)) await new Promise((resolve) => setTimeout(resolve, 10));
    await t().app.realtime.settle();
    await roundTrip(ava.socket, her.user.id);
    await roundTrip(eve.socket, stranger.user.id);
    expect(ava.events.all('user:online').filter((event) => event.userId === him.user.id)).toEqual([]);
    expect(eve.events.all('user:online')).toEqual([]);
  });
});
