import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, type CreatedMember } from '../../../test/factories';
import { recordEvents, roundTrip, useSocketServer } from '../../../test/sockets';

const t = useTestApp();
const sockets = useSocketServer(t);

async function connect(member: CreatedMember) {
  const socket = await sockets.connect(member.token);
  return { socket, events: recordEvents(socket) };
}

describe('notification:new', () => {
  it('reaches the recipient as it is stored, with the unread count, and never the sender', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await t().app.notifications.settle();
    const ava = await connect(her);
    const sam = await connect(him);

    const sent = await t().app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${matchId}/messages`,
      headers: bearer(him.token),
      payload: { content: 'Hello Ava' },
    });
    expect(sent.statusCode).toBe(201);

    const pushed = await ava.events.next('notification:new');
    expect(pushed.notification).toMatchObject({
      type: 'message',
      matchId,
      name: 'Sam',
      messagePreview: 'Hello Ava',
      isRead: false,
    });
    // Her match notification and this one.
    expect(pushed.unreadCount).toBe(2);

    await t().app.notifications.settle();
    await roundTrip(sam.socket, him.user.id);
    expect(sam.events.all('notification:new')).toEqual([]);
  });
});

describe('notification:removed', () => {
  it('tells the member’s devices the unread count when a like is taken back', async () => {
    const here = { lat: 30 + Math.random() * 15, lng: -110 + Math.random() * 20, maxDistance: 5 };
    const profile = { location: 'Des Moines, IA', age: 30, ageRange: [25, 40] as [number, number] };
    const her = await createDiscoverableMember(t().app, t().db, {
      profile: { ...profile, gender: 'female', showMe: 'Men' },
      columns: here,
    });
    const him = await createDiscoverableMember(t().app, t().db, {
      profile: { ...profile, gender: 'male', showMe: 'Women' },
      columns: here,
    });
    const ava = await connect(her);
    const like = (url: string) =>
      t().app.inject({
        method: 'POST',
        url: `/api/v1${url}`,
        headers: bearer(him.token),
        payload: { likedId: her.user.id, status: 'like' },
      });

    expect((await like('/matches/likes')).statusCode).toBe(200);
    expect((await ava.events.next('notification:new')).unreadCount).toBe(1);

    const undone = await like('/matches/likes/undo');
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await ava.events.next('notification:removed')).toEqual({ unreadCount: 0 });
  });
});
