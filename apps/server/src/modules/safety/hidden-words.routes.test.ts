import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { HIDDEN_WORDS_MESSAGES } from '@kindred/contract/hidden-words';
import { MESSAGES } from '@kindred/contract/messages';
import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { API_PATHS } from '@kindred/contract/routes';
import { hiddenWords } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, createMember, type CreatedMember } from '../../../test/factories';
import { screenedSafeText } from '../../../test/screened-safe-text';
import { emitWithAck, recordEvents, roundTrip, useSocketServer } from '../../../test/sockets';

const t = useTestApp();
const sockets = useSocketServer(t);

const call = (
  member: CreatedMember | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: member ? bearer(member.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const path = API_PATHS.safety.hiddenWords;
const listOf = async (member: CreatedMember) => (await call(member, 'GET', path)).json().words as string[];
const send = async (member: CreatedMember, matchId: string, content: string) => {
  const response = await call(member, 'POST', API_PATHS.conversations.messages(matchId), { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Message;
};
const threadOf = async (member: CreatedMember, matchId: string) =>
  (await call(member, 'GET', API_PATHS.conversations.messages(matchId))).json().messages as Message[];
const messageNotificationsOf = async (member: CreatedMember) => {
  await t().app.notifications.settle();
  const { notifications } = (await call(member, 'GET', API_PATHS.notifications.list)).json();
  return (notifications as { type: string }[]).filter((notification) => notification.type === 'message');
};

describe('GET and PUT /safety/hidden-words', () => {
  it("keeps the member's own list, tidied: trimmed, blanks dropped, one of each whatever its case or accents", async () => {
    const member = await createMember(t().app);
    expect((await call(null, 'GET', path)).statusCode).toBe(401);
    expect(await listOf(member)).toEqual([]);
    const saved = await call(member, 'PUT', path, {
      words: [' Café ', 'cafe', 'CAFÉ', '', '   ', 'hot  dog', 'Hot Dog', '🍍', 'pineapple'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ words: ['Café', 'hot  dog', '🍍', 'pineapple'] });
    expect(await listOf(member)).toEqual(['Café', 'hot  dog', '🍍', 'pineapple']);
    expect((await call(member, 'PUT', path, { words: [] })).json()).toEqual({ words: [] });
    expect(await listOf(member)).toEqual([]);
  });

  it('takes up to 1,000 entries of up to 50 characters (an emoji is one), and refuses the rest in plain words', async () => {
    const member = await createMember(t().app);
    const full = Array.from({ length: 1000 }, (_, index) => `word${index}`);
    expect((await call(member, 'PUT', path, { words: full })).statusCode).toBe(200);
    const refusals: [unknown, string][] = [
      [{ words: [...full, 'one more'] }, HIDDEN_WORDS_MESSAGES.tooMany],
      [{ words: ['x'.repeat(51)] }, HIDDEN_WORDS_MESSAGES.tooLong],
      [{ words: ['pine\u0000apple'] }, MESSAGES.invisibleCharacters('words')],
      [{ words: [42] }, HIDDEN_WORDS_MESSAGES.notText],
      [{ words: [null] }, HIDDEN_WORDS_MESSAGES.notText],
      [{ words: [{ word: 'x' }] }, HIDDEN_WORDS_MESSAGES.notText],
      [{ words: 'pineapple' }, HIDDEN_WORDS_MESSAGES.listRequired],
      [{}, HIDDEN_WORDS_MESSAGES.listRequired],
      [undefined, HIDDEN_WORDS_MESSAGES.listRequired],
    ];
    for (const [body, message] of refusals) {
      const response = await call(member, 'PUT', path, body);
      expect(response.statusCode, JSON.stringify(body)?.slice(0, 80)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const unsent = await t().app.inject({
      method: 'PUT',
      url: `/api/v1${path}`,
      headers: { ...bearer(member.token), 'content-type': 'application/json' },
    });
    expect(unsent.statusCode).toBe(400);
    // Nothing refused changed the list.
    expect(await listOf(member)).toEqual(full);
    const longest = ['🍍'.repeat(50), 'x'.repeat(50)];
    expect((await call(member, 'PUT', path, { words: longest })).json().words).toEqual(longest);
  });

  it("is each member's own: nobody else reads it, and the member's data export carries it", async () => {
    const { her, him } = await createMatchedPair(t().app, t().db);
    await call(her, 'PUT', path, { words: ['zanzibar'] });
    expect(await listOf(him)).toEqual([]);
    expect((await call(him, 'GET', API_PATHS.account.export)).json().hiddenWords).toEqual([]);
    expect((await call(her, 'GET', API_PATHS.account.export)).json().hiddenWords).toEqual(['zanzibar']);
    expect(JSON.stringify((await call(him, 'GET', API_PATHS.conversations.list)).json())).not.toContain('zanzibar');
  });

  it('goes with the account', async () => {
    const member = await createMember(t().app);
    await call(member, 'PUT', path, { words: ['zanzibar'] });
    const gone = await call(member, 'DELETE', API_PATHS.account.remove, {
      confirmation: 'DELETE',
      currentPassword: member.password,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect(await t().db.select().from(hiddenWords).where(eq(hiddenWords.userId, member.user.id))).toEqual([]);
  });
});

describe('a message holding one of the Hidden Words (decision 085)', () => {
  it('is hidden for its recipient, who gets no notification and no unread count; the sender is not told', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await call(her, 'PUT', path, { words: ['pineapple', '🍍'] });
    const socket = await sockets.connect(her.token);
    const heard = recordEvents(socket);

    const spaced = `Do you like p i n e a p p l e ${screenedSafeText()}`;
    const sent = await send(him, matchId, spaced);
    expect(sent.hidden).toBe(false);
    const emoji = await send(him, matchId, `${screenedSafeText()} 🍍`);
    expect(emoji.hidden).toBe(false);
    await roundTrip(socket, her.user.id);
    expect(heard.all(SOCKET_EVENTS.messageNew).map((message) => message.hidden)).toEqual([true, true]);
    expect(heard.all(SOCKET_EVENTS.notificationMessage)).toEqual([]);
    expect(await messageNotificationsOf(her)).toEqual([]);
    expect((await call(her, 'GET', API_PATHS.conversations.unreadCount)).json().unreadCount).toBe(0);

    const hers = await threadOf(her, matchId);
    expect(hers.map((message) => [message.content, message.hidden])).toEqual([
      [emoji.content, true],
      [spaced, true],
    ]);
    expect((await threadOf(him, matchId)).every((message) => message.hidden === false)).toBe(true);
    const list = (await call(her, 'GET', API_PATHS.conversations.list)).json();
    expect(JSON.stringify(list)).not.toContain(spaced);

    // One without the word arrives as any message does.
    const plain = await send(him, matchId, `Hello ${screenedSafeText()}`);
    expect((await threadOf(her, matchId))[0]).toMatchObject({ id: plain.id, hidden: false });
    expect(await messageNotificationsOf(her)).toEqual([expect.objectContaining({ type: 'message' })]);
  });

  it('uses the list as it is now, and stops once the recipient has replied (what was hidden stays hidden)', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await send(him, matchId, `Hi ${screenedSafeText()}`);
    await call(her, 'PUT', path, { words: ['mango'] });
    const first = await send(him, matchId, `MANG0 ${screenedSafeText()}`);
    await call(her, 'PUT', path, { words: ['papaya'] });
    const notAnymore = await send(him, matchId, `mango ${screenedSafeText()}`);
    const papaya = await send(him, matchId, `papayas ${screenedSafeText()}`);
    const hidden = async () =>
      (await threadOf(her, matchId)).filter((message) => message.hidden).map((message) => message.id);
    expect(await hidden()).toEqual([papaya.id, first.id]);
    expect(notAnymore.id).not.toBe(first.id);

    await send(her, matchId, `Hey ${screenedSafeText()}`);
    await send(him, matchId, `papaya ${screenedSafeText()}`);
    expect(await hidden()).toEqual([papaya.id, first.id]);
  });

  it('is hidden the same when sent over the socket', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    await call(her, 'PUT', path, { words: ['Café'] });
    const socket = await sockets.connect(him.token);
    const sent = await emitWithAck<'message:send', Message>(socket, 'message:send', {
      matchId,
      content: `CAFE tomorrow? ${screenedSafeText()}`,
    });
    expect(sent.ok && sent.data.hidden).toBe(false);
    expect((await threadOf(her, matchId))[0]?.hidden).toBe(true);
  });
});
