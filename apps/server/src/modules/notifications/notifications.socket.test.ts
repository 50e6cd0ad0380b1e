import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, type CreatedMember } from '../../../test/factories';
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
