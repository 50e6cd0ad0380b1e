import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_TEXTS, type Notification } from '@kindred/contract/notifications';
import { rowsOf } from '../../db/rows';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  randomSpot,
  type CreatedMember,
} from '../../../test/factories';
import { upsertMessageNotifications, type MessageNotice } from './notifications.repo';

const t = useTestApp();

async function call(
  member: CreatedMember,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) {
  await t().app.notifications.settle();
  const response = await t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });
  await t().app.notifications.settle();
  return response;
}

async function listOf(
  member: CreatedMember,
  query = '',
): Promise<{ notifications: Notification[]; unreadCount: number; pagination: { total: number; pages: number } }> {
  const response = await call(member, 'GET', `/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A woman and `count` men near her who would each see her card. */
async function herAndSuitors(count: number) {
  const spot = { ...randomSpot(), maxDistance: 5 };
  const her = await createDiscoverableMember(t().app, t().db, {
    profile: { name: 'Ava', gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
    columns: spot,
  });
  const men: CreatedMember[] = [];
  for (let index = 0; index < count; index += 1) {
    men.push(
      await createDiscoverableMember(t().app, t().db, {
        profile: { name: `Sam ${index}`, gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40] },
        columns: spot,
      }),
    );
  }
  return { her, men };
}

const like = (actor: CreatedMember, target: CreatedMember) => call(actor, 'POST', `/matches/${target.user.id}/like`);
const send = (member: CreatedMember, matchId: string, content: string) =>
  call(member, 'POST', `/conversations/${matchId}/messages`, { content });

describe('notifications from events', () => {
  it('a like tells the liked member who liked them, and nobody else', async () => {
    const { her, men } = await herAndSuitors(1);
    expect((await like(men[0]!, her)).statusCode).toBe(200);

    const { notifications, unreadCount } = await listOf(her);
    expect(unreadCount).toBe(1);
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toMatchObject({
      type: 'like',
      content: 'Sam 0 liked your profile',
      isRead: false,
      userId: men[0]!.user.id,
      name: 'Sam 0',
      matchId: null,
    });
    expect(notifications[0]!.photo).toMatch(/^\/uploads\//);
    expect((await listOf(men[0]!)).notifications).toEqual([]);
  });

  it('a match tells both members, leading to the match; messages collapse into one per conversation', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hers = await listOf(her);
    expect(hers.notifications.find((n) => n.type === 'match')).toMatchObject({ matchId, name: 'Sam' });
    expect((await listOf(him)).notifications.find((n) => n.type === 'match')).toMatchObject({ matchId, name: 'Ava' });

    for (const text of ['Hi', 'Are you there?', 'Coffee on Sunday?']) {
      expect((await send(him, matchId, text)).statusCode).toBe(201);
    }
    const after = await listOf(her);
    const messages = after.notifications.filter((n) => n.type === 'message');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      matchId,
      content: 'Sam sent you 3 messages',
      messagePreview: 'Coffee on Sunday?',
      isRead: false,
    });
    // The newest comes first.
    expect(after.notifications[0]!.type).toBe('message');
    expect((await listOf(him)).notifications.some((n) => n.type === 'message')).toBe(false);

    // Reading the conversation reads its notification; the next message starts a new one.
    expect((await call(her, 'PUT', `/conversations/${matchId}/read`)).statusCode).toBe(200);
    expect((await listOf(her, '?filter=unread')).notifications.some((n) => n.type === 'message')).toBe(false);
    await send(him, matchId, 'One more');
    const messagesNow = (await listOf(her)).notifications.filter((n) => n.type === 'message');
    expect(messagesNow.map((n) => [n.content, n.isRead])).toEqual([
      ['Sam sent you a message', false],
      ['Sam sent you 3 messages', true],
    ]);
  });

  it('a burst of messages sent at once still makes one notification per conversation, counting them all', async () => {
    const first = await createMatchedPair(t().app, t().db);
    const second = await createMatchedPair(t().app, t().db, { him: { profile: { name: 'Leo' } } });
    const burst = await Promise.all([
      ...['one', 'two', 'three', 'four'].map((text) => send(first.him, first.matchId, text)),
      ...['hey', 'you'].map((text) => send(second.him, second.matchId, text)),
      send(first.her, first.matchId, 'back to you'),
    ]);
    expect(burst.map((response) => response.statusCode)).toEqual(Array(7).fill(201));

    const hers = await listOf(first.her);
    expect(hers.notifications.filter((n) => n.type === 'message')).toEqual([
      expect.objectContaining({ matchId: first.matchId, content: 'Sam sent you 4 messages', isRead: false }),
    ]);
    expect(hers.unreadCount).toBe(2); // the match and the conversation
    const his = await listOf(first.him);
    expect(his.notifications.filter((n) => n.type === 'message').map((n) => n.content)).toEqual([
      'Ava sent you a message',
    ]);
    const second_ = await listOf(second.her);
    expect(second_.notifications.filter((n) => n.type === 'message').map((n) => n.content)).toEqual([
      'Leo sent you 2 messages',
    ]);
  });

  it('one batch holding many messages of a conversation, a switched-off toggle and a block writes only what is wanted', async () => {
    const talk = await createMatchedPair(t().app, t().db);
    const quiet = await createMatchedPair(t().app, t().db);
    const blocked = await createMatchedPair(t().app, t().db);
    expect(
      (await call(quiet.her, 'PUT', '/profile/settings', { notifications: { new_messages: false } })).statusCode,
    ).toBe(200);
    // Blocking ends the match; the notice is written as if a message had slipped in before it.
    expect((await call(blocked.her, 'POST', '/blocks', { userId: blocked.him.user.id })).statusCode).toBe(201);
    const notice = (pair: typeof talk, preview: string): MessageNotice => ({
      userId: pair.her.user.id,
      actorId: pair.him.user.id,
      matchId: pair.matchId,
      content: 'Sam sent you a message',
      messagePreview: preview,
    });

    const written = await upsertMessageNotifications(t().db, [
      notice(talk, 'first'),
      notice(quiet, 'unheard'),
      notice(talk, 'second'),
      notice(blocked, 'unheard'),
      notice(talk, 'third'),
    ]);
    expect(written.map((row) => [row.userId, row.messageCount, row.messagePreview])).toEqual([
      [talk.her.user.id, 3, 'third'],
    ]);
    const [again] = await upsertMessageNotifications(t().db, [notice(talk, 'fourth'), notice(talk, 'fifth')]);
    expect(again).toMatchObject({ id: written[0]!.id, messageCount: 5, messagePreview: 'fifth', readAt: null });
    expect((await listOf(talk.her)).notifications.find((n) => n.type === 'message')?.content).toBe(
      'Sam sent you 5 messages',
    );
    expect((await listOf(quiet.her)).notifications.some((n) => n.type === 'message')).toBe(false);
  });

  it('a bump writes no indexed column, in a table that leaves room on its pages (a HOT update, decision 066)', async () => {
    // What the upsert's DO UPDATE SET writes; an index on any of them makes every bump add index
    // entries and leave a dead row for VACUUM instead of updating in place.
    const bumped = ['message_count', 'message_preview', 'created_at'];
    const indexed = rowsOf<{ index: string; column: string }>(
      await t().db.execute(sql`
        SELECT i.indexrelid::regclass::text AS index, a.attname AS column
        FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid
        WHERE i.indrelid = 'notifications'::regclass
          AND (a.attnum = ANY (i.indkey) OR pg_get_expr(i.indpred, i.indrelid) LIKE '%' || a.attname || '%')`),
    );
    expect(indexed.filter((row) => bumped.includes(row.column))).toEqual([]);
    expect(indexed.map((row) => row.column)).toContain('user_id');
    const [table] = rowsOf<{ options: string[] | null }>(
      await t().db.execute(sql`SELECT reloptions AS options FROM pg_class WHERE oid = 'notifications'::regclass`),
    );
    expect(table?.options).toContain('fillfactor=70');
  });

  it('toggles off mean no notification of that kind', async () => {
    const { her, men } = await herAndSuitors(1);
    const off = await call(her, 'PUT', '/profile/settings', {
      notifications: { new_matches: false, new_messages: false, match_activity: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const him = men[0]!;
    await like(him, her);
    const matched = await like(her, him);
    const matchId = matched.json().data.match.id as string;
    await send(him, matchId, 'Hello there');
    await call(him, 'POST', '/recommendations/view', { profileId: her.user.id });

    expect((await listOf(her)).notifications).toEqual([]);
    // He kept his toggles: he hears of the match.
    expect((await listOf(him)).notifications.map((n) => n.type)).toEqual(['match']);
  });

  it('a profile view tells the member once a day, and a Hidden viewer never', async () => {
    const { her, men } = await herAndSuitors(2);
    const [seen, hidden] = men as [CreatedMember, CreatedMember];
    await call(hidden, 'PUT', '/profile/settings', { privacy: { profile_visibility: 'Hidden' } });
    for (const viewer of [seen, seen, hidden]) {
      const viewed = await call(viewer, 'POST', '/recommendations/view', { profileId: her.user.id });
      expect(viewed.statusCode, viewed.body).toBe(204);
    }
    const { notifications } = await listOf(her);
    expect(notifications.map((n) => [n.type, n.userId])).toEqual([['view', seen.user.id]]);
  });

  it('a blocked or suspended member is never named', async () => {
    const { her, men } = await herAndSuitors(2);
    const [blocked, suspended] = men as [CreatedMember, CreatedMember];
    await like(blocked, her);
    await like(suspended, her);
    expect((await listOf(her)).unreadCount).toBe(2);

    expect((await call(her, 'POST', '/blocks', { userId: blocked.user.id })).statusCode).toBe(201);
    await t().db.update(users).set({ status: 'suspended' }).where(eq(users.id, suspended.user.id));
    const after = await listOf(her);
    expect(after.notifications).toEqual([]);
    expect(after.unreadCount).toBe(0);
    expect((await call(her, 'GET', '/notifications/unread-count')).json()).toEqual({ unreadCount: 0 });
  });
});

describe('reading and clearing', () => {
  it('pages newest first and filters unread', async () => {
    const { her, men } = await herAndSuitors(3);
    for (const man of men) await like(man, her);

    const first = await listOf(her, '?limit=2&page=1');
    expect(first.pagination).toMatchObject({ total: 3, pages: 2 });
    expect(first.notifications.map((n) => n.name)).toEqual(['Sam 2', 'Sam 1']);
    const second = await listOf(her, '?limit=2&page=2');
    expect(second.notifications.map((n) => n.name)).toEqual(['Sam 0']);

    const read = await call(her, 'PATCH', `/notifications/${first.notifications[0]!.id}/read`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ notification: { isRead: true, name: 'Sam 2' }, unreadCount: 2 });
    const unread = await listOf(her, '?filter=unread');
    expect(unread.notifications.map((n) => n.name)).toEqual(['Sam 1', 'Sam 0']);
    expect(unread.unreadCount).toBe(2);
  });

  it('marks all read, then clears all', async () => {
    const { her, men } = await herAndSuitors(2);
    for (const man of men) await like(man, her);

    const all = await call(her, 'PATCH', '/notifications/read');
    expect(all.json()).toEqual({ updated: 2, unreadCount: 0 });
    const listed = await listOf(her);
    expect(listed.notifications.map((n) => n.isRead)).toEqual([true, true]);
    expect((await listOf(her, '?filter=unread')).notifications).toEqual([]);

    const cleared = await call(her, 'DELETE', '/notifications');
    expect(cleared.json()).toEqual({ updated: 2, unreadCount: 0 });
    expect((await listOf(her)).notifications).toEqual([]);
  });

  it("another member's notification, or a made-up id, is not found and stays unread", async () => {
    const { her, men } = await herAndSuitors(1);
    await like(men[0]!, her);
    const [note] = (await listOf(her)).notifications;

    for (const id of [note!.id, 'not-an-id', '00000000-0000-0000-0000-000000000000']) {
      const response = await call(men[0]!, 'PATCH', `/notifications/${id}/read`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: NOTIFICATION_TEXTS.notFound });
    }
    expect((await listOf(her)).notifications[0]!.isRead).toBe(false);
  });

  it('refuses an unknown filter with a sentence', async () => {
    const { her } = await herAndSuitors(0);
    const response = await call(her, 'GET', '/notifications?filter=starred');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/filter must be one of: all, unread/);
  });
});
