import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CONVERSATION_MESSAGES,
  DEFAULT_FIRST_MESSAGE,
  type Conversation,
  type Message,
} from '@kindred/contract/conversations';
import { LIMITS } from '@kindred/contract/constants';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { MESSAGES } from '@kindred/contract/messages';
import { messages } from '../../db/schema/messages';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  multipartFile,
  pngOf,
  type CreatedMember,
} from '../../../test/factories';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (member: CreatedMember, method: Method, url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

async function send(member: CreatedMember, matchId: string, content: string, clientId?: string): Promise<Message> {
  const response = await call(member, 'POST', `/conversations/${matchId}/messages`, { content, clientId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function page(member: CreatedMember, url: string) {
  const response = await call(member, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    messages: Message[];
    pagination: { total: number; page: number; limit: number; pages: number };
  };
}

async function inbox(member: CreatedMember, query = ''): Promise<Conversation[]> {
  const response = await call(member, 'GET', `/conversations${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversations;
}

const unread = async (member: CreatedMember) =>
  (await call(member, 'GET', '/conversations/unread-count')).json().unreadCount;

describe('sending and reading messages', () => {
  it('pages a conversation newest first on every path, with the spec’s default page sizes', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const sent: Message[] = [];
    for (let i = 1; i <= 25; i++) sent.push(await send(i % 2 ? her : him, matchId, `message ${i}`));

    const first = await page(her, `/conversations/${matchId}/messages?limit=10`);
    expect(first.pagination).toEqual({ total: 25, page: 1, limit: 10, pages: 3 });
    expect(first.messages.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `message ${25 - i}`));
    const third = await page(her, `/conversations/${matchId}/messages?limit=10&page=3`);
    expect(third.messages.map((m) => m.content)).toEqual([
      'message 5',
      'message 4',
      'message 3',
      'message 2',
      'message 1',
    ]);

    expect((await page(him, `/conversations/${matchId}/messages`)).pagination.limit).toBe(LIMITS.pageSizes.messages);
    expect((await page(him, `/messages/matches/${matchId}`)).pagination.limit).toBe(LIMITS.pageSizes.messages);
    const viaMatch = await page(him, `/matches/${matchId}/conversation`);
    expect(viaMatch.pagination).toEqual({ total: 25, page: 1, limit: LIMITS.pageSizes.conversation, pages: 2 });

    const one = await call(him, 'GET', `/messages/${sent[0]!.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({
      id: sent[0]!.id,
      content: 'message 1',
      senderId: her.user.id,
      isRead: false,
    });
  });

  it('trims content, refuses blank or overlong messages with a clear 400, and stores nothing then', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const trimmed = await send(her, matchId, '   hello there  ');
    expect(trimmed.content).toBe('hello there');
    for (const [payload, message] of [
      [{ content: '   ' }, CONVERSATION_MESSAGES.messageRequired],
      [{}, CONVERSATION_MESSAGES.messageRequired],
      [{ content: 'x'.repeat(LIMITS.maxMessageLength + 1) }, CONVERSATION_MESSAGES.messageTooLong],
      [{ content: 42 }, undefined],
      [{ content: 'hi', clientId: 'c'.repeat(101) }, CONVERSATION_MESSAGES.clientIdTooLong],
    ] as const) {
      const response = await call(her, 'POST', `/conversations/${matchId}/messages`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      if (message) expect(JSON.stringify(response.json())).toContain(message);
    }
    const bad = await call(her, 'POST', '/conversations/not-a-uuid/messages', { content: 'hi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(MATCH_MESSAGES.invalidMatchId);
    expect((await page(her, `/conversations/${matchId}/messages`)).pagination.total).toBe(1);
  });

  it("POST /messages/matches/{matchId} sends 'Let's chat!' when the body has no content", async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const response = await call(her, 'POST', `/messages/matches/${matchId}`, { matchId });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ content: DEFAULT_FIRST_MESSAGE, matchId, senderId: her.user.id });
  });

  it('stores a retried send once: the same client id answers the message already stored', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const first = await call(her, 'POST', `/conversations/${matchId}/messages`, { content: 'Hi!', clientId: 'tmp-1' });
    const retry = await call(her, 'POST', `/messages/matches/${matchId}`, { content: 'Hi!', clientId: 'tmp-1' });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    expect(first.json().data.clientId).toBe('tmp-1');
    const rows = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(rows).toHaveLength(1);

    // Concurrent retries land in one batch: still one row.
    const burst = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(her, 'POST', `/conversations/${matchId}/messages`, { content: 'Again', clientId: 'tmp-2' }),
      ),
    );
    expect(new Set(burst.map((r) => r.json().data.id)).size).toBe(1);
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(await t().db.select().from(messages).where(eq(messages.matchId, matchId))).toHaveLength(2);

    // The other member's client ids are theirs: the same id is a new message for him.
    const his = await call(him, 'POST', `/conversations/${matchId}/messages`, { content: 'Hey', clientId: 'tmp-1' });
    expect(his.statusCode).toBe(201);
    expect((await call(him, 'GET', `/messages/${first.json().data.id}`)).json().data.clientId).toBeNull();
  });

  it('refuses a client id reused for another conversation of the same sender with 409', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const other = await createDiscoverableMember(t().app, t().db, {
      profile: { name: 'Leo', gender: 'male', showMe: 'Women', age: 33, ageRange: [25, 40] },
    });
    const second = await matchBetween(her, other);
    expect(
      (await call(her, 'POST', `/conversations/${matchId}/messages`, { content: 'a', clientId: 'same' })).statusCode,
    ).toBe(201);
    const clash = await call(her, 'POST', `/conversations/${second}/messages`, { content: 'b', clientId: 'same' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(CONVERSATION_MESSAGES.clientIdTaken);
  });
});

/** A second match for a member: both like each other through the API. */
async function matchBetween(a: CreatedMember, b: CreatedMember): Promise<string> {
  const spot = await t().db.query.profiles.findFirst({ where: (p, { eq: is }) => is(p.userId, a.user.id) });
  const { profiles } = await import('../../db/schema/profiles');
  await t()
    .db.update(profiles)
    .set({ lat: spot!.lat, lng: spot!.lng, maxDistance: 5 })
    .where(eq(profiles.userId, b.user.id));
  for (const [actor, target] of [
    [a, b],
    [b, a],
  ] as const) {
    const like = await call(actor, 'POST', '/matches/likes', { likedId: target.user.id, status: 'like' });
    expect(like.statusCode, like.body).toBeLessThan(300);
  }
  const list = await call(a, 'GET', '/matches');
  const match = (list.json().matches as { id: string; otherUser: { profile: { id: string } } }[]).find(
    (m) => m.otherUser.profile.id === b.user.id,
  );
  expect(match).toBeDefined();
  return match!.id;
}

describe('flooding', () => {
  it('refuses a member sending faster than the limit with 429, and stores only what it accepted', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const answers = await Promise.all(
      Array.from({ length: LIMITS.messageBurst + 15 }, (_, i) =>
        call(her, 'POST', `/conversations/${matchId}/messages`, { content: `spam ${i}` }),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]!.json().message).toBe(CONVERSATION_MESSAGES.sendingTooFast);
    const stored = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(stored).toHaveLength(answers.length - refused.length);
    // The limit is per member: he can still answer.
    expect((await call(him, 'POST', `/conversations/${matchId}/messages`, { content: 'slow down' })).statusCode).toBe(
      201,
    );
  });
});

describe('who may read and write', () => {
  it('a third member gets 404 on every conversation and message path', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const message = await send(her, matchId, 'private');
    const stranger = await createDiscoverableMember(t().app, t().db);
    for (const [method, url, payload] of [
      ['GET', `/conversations/${matchId}`],
      ['GET', `/conversations/${matchId}/messages`],
      ['GET', `/messages/matches/${matchId}`],
      ['POST', `/conversations/${matchId}/messages`, { content: 'hi' }],
      ['POST', `/messages/matches/${matchId}`, { content: 'hi' }],
      ['PUT', `/conversations/${matchId}/read`],
      ['PATCH', `/messages/matches/${matchId}/read`],
      ['PUT', `/matches/${matchId}/read`],
      ['PUT', `/conversations/${matchId}/archive`, {}],
      ['DELETE', `/conversations/${matchId}`],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(CONVERSATION_MESSAGES.conversationNotFound);
    }
    for (const [method, url] of [
      ['GET', `/messages/${message.id}`],
      ['PATCH', `/messages/${message.id}/read`],
    ] as const) {
      const response = await call(stranger, method, url);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(CONVERSATION_MESSAGES.messageNotFound);
    }
    expect(await inbox(stranger)).toEqual([]);
    const rows = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(rows.map((row) => row.content)).toEqual(['private']);
  });

  it('after an unmatch or a block neither member can send (403) or read (404)', async () => {
    for (const end of ['unmatch', 'block'] as const) {
      const { her, him, matchId } = await createMatchedPair(t().app, t().db);
      await send(her, matchId, 'before');
      const ended =
        end === 'unmatch'
          ? await call(him, 'DELETE', `/matches/${matchId}/unmatch`)
          : await call(him, 'POST', `/matches/${matchId}/block`, {});
      expect(ended.statusCode, ended.body).toBeLessThan(300);
      for (const member of [her, him]) {
        const refused = await call(member, 'POST', `/conversations/${matchId}/messages`, { content: 'after' });
        expect(refused.statusCode, end).toBe(403);
        expect(refused.json().message).toBe(CONVERSATION_MESSAGES.cannotMessage);
        expect((await call(member, 'GET', `/conversations/${matchId}/messages`)).statusCode).toBe(404);
        expect(await inbox(member)).toEqual([]);
        expect(await unread(member)).toBe(0);
      }
      const rows = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
      expect(rows.map((row) => row.content)).toEqual(['before']);
    }
  });
});

describe('read state and read receipts', () => {
  it('marks all read, counts unread, and shows the sender "read" when both share receipts', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const first = await send(her, matchId, 'one');
    await send(her, matchId, 'two');
    await send(him, matchId, 'mine');
    expect(await unread(him)).toBe(2);
    // He wrote last: his unread stay unread, but it is her turn (decision 103).
    expect((await call(him, 'GET', '/messages/unread')).json()).toEqual({ unreadCount: 2, yourTurnCount: 0 });
    expect((await call(her, 'GET', '/messages/unread')).json()).toEqual({ unreadCount: 1, yourTurnCount: 1 });
    expect(await unread(her)).toBe(1);

    const read = await call(him, 'PUT', `/conversations/${matchId}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      matchId,
      updated: 2,
      unreadCount: 0,
      message: CONVERSATION_MESSAGES.markedRead,
    });
    expect(await unread(him)).toBe(0);
    const again = await call(him, 'PATCH', `/messages/matches/${matchId}/read`);
    expect(again.json().updated).toBe(0);

    const herView = await page(her, `/conversations/${matchId}/messages`);
    expect(herView.messages.filter((m) => m.senderId === her.user.id).every((m) => m.isRead)).toBe(true);
    expect(herView.messages.find((m) => m.content === 'mine')!.isRead).toBe(false);
    expect((await call(her, 'GET', `/messages/${first.id}`)).json().data.isRead).toBe(true);
  });

  it('with read receipts off on either side, nobody sees "read" on their own messages', async () => {
    for (const side of ['her', 'him'] as const) {
      const pair = await createMatchedPair(t().app, t().db, { [side]: { columns: { readReceipts: false } } });
      const { her, him, matchId } = pair;
      await send(her, matchId, 'from her');
      await send(him, matchId, 'from him');
      expect((await call(him, 'PUT', `/conversations/${matchId}/read`)).json().updated).toBe(1);
      expect((await call(her, 'PUT', `/conversations/${matchId}/read`)).json().updated).toBe(1);
      for (const member of [her, him]) {
        const view = await page(member, `/conversations/${matchId}/messages`);
        const own = view.messages.find((m) => m.senderId === member.user.id)!;
        const theirs = view.messages.find((m) => m.senderId !== member.user.id)!;
        expect(own.isRead, `${side} off: own message of ${member.user.id}`).toBe(false);
        expect(theirs.isRead).toBe(true);
        expect(await unread(member)).toBe(0);
      }
    }
  });

  it('PATCH /messages/{id}/read is for the recipient only', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const message = await send(her, matchId, 'read me');
    const own = await call(her, 'PATCH', `/messages/${message.id}/read`);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CONVERSATION_MESSAGES.onlyRecipientMarksRead);
    const read = await call(him, 'PATCH', `/messages/${message.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: message.id, isRead: true });
    expect(await unread(him)).toBe(0);
    expect((await call(him, 'GET', '/messages/not-a-uuid')).statusCode).toBe(404);
  });
});

describe('the conversations list', () => {
  it('shows each live match with its latest message, unread count and the other member’s declared fields', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    expect(await inbox(her)).toMatchObject([{ id: matchId, latestMessage: null, unreadCount: 0 }]);
    await send(him, matchId, 'first');
    const latest = await send(him, matchId, 'second');
    const response = await call(her, 'GET', '/messages/conversations?page=1&limit=20');
    expect(response.json().pagination).toEqual({ total: 1, page: 1, limit: 20, pages: 1 });
    const [conversation] = response.json().conversations as Conversation[];
    expect(conversation).toMatchObject({
      id: matchId,
      unreadCount: 2,
      archived: false,
      latestMessage: { id: latest.id, content: 'second', senderId: him.user.id },
      otherUser: { id: him.user.id, profile: { name: 'Sam' } },
    });
    expect(conversation!.otherUser.profile.photos).toHaveLength(1);
    const raw = JSON.stringify(response.json());
    expect(raw).not.toContain(him.email);
    expect(raw).not.toMatch(/"lat"|"lng"|passwordHash/);
    expect((await call(her, 'GET', `/conversations/${matchId}`)).json().conversation.id).toBe(matchId);
  });

  it('searches by the match’s name, case-insensitively, and pages', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db, { him: { profile: { name: 'Theodore' } } });
    await send(her, matchId, 'hello');
    expect((await inbox(her, '?search=theo')).map((c) => c.id)).toEqual([matchId]);
    expect(await inbox(her, '?search=zz%25')).toEqual([]);
    const past = await call(her, 'GET', '/conversations?page=5&limit=1');
    expect(past.json()).toMatchObject({ conversations: [], pagination: { total: 1, page: 5, limit: 1, pages: 1 } });
    expect((await call(her, 'GET', '/conversations?limit=0')).statusCode).toBe(400);
    expect((await call(her, 'GET', '/conversations?page=abc')).statusCode).toBe(400);
  });

  it('archives until a new message arrives; deleting hides the history for that member only', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await send(him, matchId, 'old news');
    const archive = await call(her, 'PUT', `/conversations/${matchId}/archive`, {});
    expect(archive.json().message).toBe(CONVERSATION_MESSAGES.archived);
    expect(await inbox(her, '?archived=false')).toEqual([]);
    expect((await inbox(her, '?archived=true')).map((c) => c.archived)).toEqual([true]);
    expect((await inbox(him)).map((c) => c.id)).toEqual([matchId]);
    await send(him, matchId, 'are you there?');
    expect((await inbox(her, '?archived=false')).map((c) => c.id)).toEqual([matchId]);

    const removed = await call(her, 'DELETE', `/conversations/${matchId}`);
    expect(removed.json().message).toBe(CONVERSATION_MESSAGES.deleted);
    expect(await inbox(her)).toEqual([]);
    expect(await unread(her)).toBe(0);
    expect((await page(her, `/conversations/${matchId}/messages`)).messages).toEqual([]);
    expect((await page(him, `/conversations/${matchId}/messages`)).pagination.total).toBe(2);

    await send(him, matchId, 'new start');
    const [back] = await inbox(her);
    expect(back).toMatchObject({ id: matchId, unreadCount: 1, latestMessage: { content: 'new start' } });
    expect((await page(her, `/conversations/${matchId}/messages`)).messages.map((m) => m.content)).toEqual([
      'new start',
    ]);
  });

  it('hides online state and last active of a member with activity status off', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db, {
      him: { columns: { activityStatus: false } },
    });
    await send(him, matchId, 'hi');
    const [conversation] = await inbox(her);
    expect(conversation!.otherUser).toMatchObject({ isOnline: false, lastActive: null });
  });
});

describe('image messages', () => {
  it('sends an image uploaded through the photo pipeline, re-encoded without metadata', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const jpeg = await sharp(await pngOf(800, 600))
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place' } })
      .toBuffer();
    const form = multipartFile(jpeg, { field: 'image', filename: 'a.jpg', contentType: 'image/jpeg' });
    const upload = await t().app.inject({
      method: 'POST',
      url: '/api/v1/messages/media',
      headers: { ...bearer(her.token), ...form.headers },
      payload: form.payload,
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const media = upload.json().data as { id: string; url: string; mediaType: string };
    expect(media.mediaType).toBe('image');

    const sent = await call(her, 'POST', `/conversations/${matchId}/messages`, { media: media.id });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ content: '', mediaUrl: media.url, mediaType: 'image' });
    const file = await t().app.inject({ method: 'GET', url: media.url });
    expect(file.statusCode).toBe(200);
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const stolen = await call(him, 'POST', `/conversations/${matchId}/messages`, { content: 'mine', media: media.id });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe(CONVERSATION_MESSAGES.mediaNotFound);
    const [conversation] = await inbox(him);
    expect(conversation!.latestMessage).toMatchObject({ mediaType: 'image' });
  });

  it('refuses a file that is not an image, and a request without the image field', async () => {
    const { her } = await createMatchedPair(t().app, t().db);
    const text = multipartFile(Buffer.from('not an image'), { field: 'image', filename: 'a.png' });
    const notImage = await t().app.inject({
      method: 'POST',
      url: '/api/v1/messages/media',
      headers: { ...bearer(her.token), ...text.headers },
      payload: text.payload,
    });
    expect(notImage.statusCode).toBe(400);
    const wrongField = multipartFile(await pngOf(10, 10), { field: 'photo' });
    const missing = await t().app.inject({
      method: 'POST',
      url: '/api/v1/messages/media',
      headers: { ...bearer(her.token), ...wrongField.headers },
      payload: wrongField.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(CONVERSATION_MESSAGES.imageRequired);
    const json = await call(her, 'POST', '/messages/media', { image: 'x' });
    expect(json.statusCode).toBe(400);
    // A body cut off or framed with another boundary is the sender's mistake, not the server's.
    const torn = multipartFile(await pngOf(10, 10), { field: 'image' });
    const otherBoundary = multipartFile(await pngOf(10, 10), { field: 'image' });
    for (const url of ['/api/v1/messages/media', '/api/v1/profile/photos']) {
      const broken = await t().app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(her.token), ...torn.headers },
        payload: otherBoundary.payload,
      });
      expect(broken.statusCode, url).toBe(400);
      expect(broken.json().message).toBe(MESSAGES.uploadUnreadable);
    }
    const rows = await t()
      .db.select()
      .from(messages)
      .where(and(eq(messages.senderId, her.user.id)));
    expect(rows).toEqual([]);
  });
});
