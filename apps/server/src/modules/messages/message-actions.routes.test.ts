import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type Conversation, type Message } from '@kindred/contract/conversations';
import { MESSAGE_ACTION_MESSAGES, REACTION_EMOJI } from '@kindred/contract/message-actions';
import { API_PATHS } from '@kindred/contract/routes';
import type { ModerationReport } from '@kindred/contract/safety';
import { messageMedia, messages } from '../../db/schema/messages';
import { reports } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createMatchedPair,
  createMember,
  multipartFile,
  pngOf,
  type CreatedMember,
} from '../../../test/factories';
import { setRole } from '../moderation/moderation.repo';

// Decision 108: reactions, replies and unsend over HTTP, on both sets of paths.
const t = useTestApp();

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (member: CreatedMember, method: Method, url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

async function send(member: CreatedMember, matchId: string, content: string, replyToId?: string): Promise<Message> {
  const response = await call(member, 'POST', API_PATHS.conversations.messages(matchId), { content, replyToId });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function latestPage(member: CreatedMember, matchId: string): Promise<Message[]> {
  const response = await call(member, 'GET', API_PATHS.conversations.messages(matchId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages;
}

const shown = async (member: CreatedMember, matchId: string, id: string) =>
  (await latestPage(member, matchId)).find((message) => message.id === id)!;

/** Moves a message's send time back, as if it had been sent `minutes` ago. */
const sentMinutesAgo = (id: string, minutes: number) =>
  t()
    .db.update(messages)
    .set({ createdAt: sql`now() - make_interval(mins => ${minutes}::int)` })
    .where(eq(messages.id, id));

describe('reactions', () => {
  it('one per member per message: set, changed and removed on both paths, seen by both members', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hello = await send(him, matchId, 'Hello Ava');

    const set = await call(her, 'PUT', API_PATHS.messages.reaction(hello.id), { emoji: '❤️' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.reactions).toEqual([{ emoji: '❤️', memberId: her.user.id }]);

    const changed = await call(her, 'PUT', API_PATHS.conversations.reaction(matchId, hello.id), { emoji: '😂' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.reactions).toEqual([{ emoji: '😂', memberId: her.user.id }]);
    await call(him, 'PUT', API_PATHS.messages.reaction(hello.id), { emoji: '👍' });

    // Both see both reactions, on every read.
    for (const member of [her, him]) {
      expect((await shown(member, matchId, hello.id)).reactions).toEqual([
        { emoji: '😂', memberId: her.user.id },
        { emoji: '👍', memberId: him.user.id },
      ]);
    }
    const one = await call(him, 'GET', API_PATHS.messages.byId(hello.id));
    expect(one.json().data.reactions).toHaveLength(2);

    const removed = await call(her, 'DELETE', API_PATHS.conversations.reaction(matchId, hello.id));
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.reactions).toEqual([{ emoji: '👍', memberId: him.user.id }]);
    const removedAgain = await call(him, 'DELETE', API_PATHS.messages.reaction(hello.id));
    expect(removedAgain.json().data.reactions).toEqual([]);
    expect((await shown(her, matchId, hello.id)).reactions).toEqual([]);
  });

  it('refuses an emoji not in the set, and a missing one, with 400', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hello = await send(him, matchId, 'Hello Ava');
    for (const payload of [{ emoji: '🍆' }, { emoji: '' }, { emoji: 'heart' }, { emoji: ['❤️'] }, {}]) {
      const response = await call(her, 'PUT', API_PATHS.messages.reaction(hello.id), payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const refused = await call(her, 'PUT', API_PATHS.messages.reaction(hello.id), { emoji: '🍆' });
    expect(refused.json().message).toContain(REACTION_EMOJI[0]);
    expect((await shown(her, matchId, hello.id)).reactions).toEqual([]);
  });

  it('is 404 for a message of a conversation the member is not in, or of another conversation in the path', async () => {
    const first = await createMatchedPair(t().app, t().db);
    const second = await createMatchedPair(t().app, t().db);
    const theirs = await send(second.him, second.matchId, 'Not for you');
    const mine = await send(first.him, first.matchId, 'For you');

    const stranger = await call(first.her, 'PUT', API_PATHS.messages.reaction(theirs.id), { emoji: '❤️' });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(CONVERSATION_MESSAGES.messageNotFound);
    const strangerPath = API_PATHS.conversations.reaction(second.matchId, theirs.id);
    expect((await call(first.her, 'PUT', strangerPath, { emoji: '❤️' })).statusCode).toBe(404);
    // Her own conversation in the path, the other conversation's message: not found either.
    const mixed = API_PATHS.conversations.reaction(first.matchId, theirs.id);
    expect((await call(first.her, 'PUT', mixed, { emoji: '❤️' })).statusCode).toBe(404);
    // And her message under the other conversation's path.
    const wrongPath = API_PATHS.conversations.reaction(second.matchId, mine.id);
    expect((await call(first.her, 'PUT', wrongPath, { emoji: '❤️' })).statusCode).toBe(404);
    expect((await call(first.her, 'PUT', API_PATHS.messages.reaction('not-a-uuid'), { emoji: '❤️' })).statusCode).toBe(
      404,
    );
    expect((await shown(second.her, second.matchId, theirs.id)).reactions).toEqual([]);
  });

  it('is refused once the match has ended', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hello = await send(him, matchId, 'Hello Ava');
    expect((await call(her, 'DELETE', API_PATHS.matches.unmatch(matchId))).statusCode).toBe(200);
    expect((await call(her, 'PUT', API_PATHS.messages.reaction(hello.id), { emoji: '❤️' })).statusCode).toBe(404);
  });
});

describe('replies', () => {
  it('carry a quote of the original of the same conversation, for both members', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const question = await send(him, matchId, 'Do you like hiking?\nI go most weekends.');
    const answer = await send(her, matchId, 'I love it!', question.id);
    const quote = { id: question.id, senderId: him.user.id, hasImage: false, unsent: false, removed: false };
    expect(answer.replyTo).toEqual({ ...quote, preview: 'Do you like hiking? I go most weekends.' });
    expect((await shown(him, matchId, answer.id)).replyTo).toMatchObject(quote);
    expect((await shown(her, matchId, question.id)).replyTo).toBeNull();

    // The other path set sends replies too.
    const viaMessages = await call(him, 'POST', API_PATHS.messages.ofMatch(matchId), {
      content: 'Great!',
      replyToId: answer.id,
    });
    expect(viaMessages.statusCode, viaMessages.body).toBe(201);
    expect(viaMessages.json().data.replyTo).toMatchObject({ id: answer.id, senderId: her.user.id });
  });

  it('cannot quote a message of another conversation, one that is not there, or one unsent', async () => {
    const first = await createMatchedPair(t().app, t().db);
    const second = await createMatchedPair(t().app, t().db);
    const elsewhere = await send(second.him, second.matchId, 'Another conversation');
    const mine = await send(first.her, first.matchId, 'Mine');

    for (const replyToId of [elsewhere.id, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const response = await call(first.her, 'POST', API_PATHS.conversations.messages(first.matchId), {
        content: 'Quoting',
        replyToId,
      });
      expect(response.statusCode, replyToId).toBe(400);
      expect(response.json().message).toBe(MESSAGE_ACTION_MESSAGES.replyNotFound);
    }
    expect((await call(first.her, 'POST', API_PATHS.messages.unsend(mine.id))).statusCode).toBe(200);
    const toUnsent = await call(first.him, 'POST', API_PATHS.conversations.messages(first.matchId), {
      content: 'Quoting',
      replyToId: mine.id,
    });
    expect(toUnsent.statusCode).toBe(409);
    expect(toUnsent.json().message).toBe(MESSAGE_ACTION_MESSAGES.replyToUnsent);
    const stored = await t().db.select().from(messages).where(eq(messages.matchId, first.matchId));
    expect(stored.map((row) => row.content)).toEqual(['']);
  });

  it('says when the original was unsent later, or is gone', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const original = await send(him, matchId, 'Pizza tonight?');
    const reply = await send(her, matchId, 'Yes!', original.id);
    expect((await call(him, 'POST', API_PATHS.messages.unsend(original.id))).statusCode).toBe(200);
    expect((await shown(her, matchId, reply.id)).replyTo).toEqual({
      id: original.id,
      senderId: him.user.id,
      preview: '',
      hasImage: false,
      unsent: true,
      removed: false,
    });
    await t().db.delete(messages).where(eq(messages.id, original.id));
    expect((await shown(him, matchId, reply.id)).replyTo).toMatchObject({ id: original.id, removed: true });
  });
});

describe('unsend', () => {
  it('clears the message for both within 15 minutes, leaving a marker, on both paths', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const first = await send(him, matchId, 'Oops, wrong chat');
    const second = await send(him, matchId, 'Another one');
    await call(her, 'PUT', API_PATHS.messages.reaction(first.id), { emoji: '😮' });
    await sentMinutesAgo(first.id, 14);

    const unsent = await call(him, 'POST', API_PATHS.messages.unsend(first.id));
    expect(unsent.statusCode, unsent.body).toBe(200);
    expect(unsent.json().data).toMatchObject({ id: first.id, content: '', mediaUrl: null, reactions: [] });
    expect(unsent.json().data.unsentAt).toEqual(expect.any(String));
    const viaConversation = await call(him, 'POST', API_PATHS.conversations.unsend(matchId, second.id));
    expect(viaConversation.statusCode, viaConversation.body).toBe(200);

    for (const member of [her, him]) {
      const seen = await shown(member, matchId, first.id);
      expect(seen).toMatchObject({ content: '', reactions: [] });
      expect(seen.unsentAt).not.toBeNull();
    }
    const [row] = await t().db.select().from(messages).where(eq(messages.id, first.id));
    expect(row!.content).toBe('');
    // A retry answers the message as it is, and cannot be reacted to any more.
    expect((await call(him, 'POST', API_PATHS.messages.unsend(first.id))).statusCode).toBe(200);
    const react = await call(her, 'PUT', API_PATHS.messages.reaction(first.id), { emoji: '❤️' });
    expect(react.statusCode).toBe(409);
    expect(react.json().message).toBe(MESSAGE_ACTION_MESSAGES.reactToUnsent);

    // The conversations list shows the marker, for both.
    for (const member of [her, him]) {
      const list = (await call(member, 'GET', API_PATHS.conversations.list)).json().conversations as Conversation[];
      expect(list.find((c) => c.id === matchId)!.latestMessage).toMatchObject({ id: second.id, unsent: true });
    }
  });

  it('deletes an unsent image and its files, unless a report holds the message', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    async function imageMessage(): Promise<{ message: Message; mediaId: string; url: string }> {
      const form = multipartFile(await pngOf(400, 300), {
        field: 'image',
        filename: 'a.png',
        contentType: 'image/png',
      });
      const upload = await t().app.inject({
        method: 'POST',
        url: `/api/v1${API_PATHS.messages.media}`,
        headers: { ...bearer(him.token), ...form.headers },
        payload: form.payload,
      });
      expect(upload.statusCode, upload.body).toBe(201);
      const { id, url } = upload.json().data as { id: string; url: string };
      const sent = await call(him, 'POST', API_PATHS.conversations.messages(matchId), { media: id });
      expect(sent.statusCode, sent.body).toBe(201);
      return { message: sent.json().data, mediaId: id, url };
    }
    const plain = await imageMessage();
    const reported = await imageMessage();
    expect(
      (await call(her, 'POST', API_PATHS.messages.report(reported.message.id), { reason: 'harassment' })).statusCode,
    ).toBe(201);
    for (const { message } of [plain, reported]) {
      expect((await call(him, 'POST', API_PATHS.messages.unsend(message.id))).statusCode).toBe(200);
    }

    const uploads = await t().db.select().from(messageMedia).where(eq(messageMedia.uploaderId, him.user.id));
    expect(uploads.map((row) => row.id)).toEqual([reported.mediaId]);
    expect((await t().app.inject({ method: 'GET', url: plain.url })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: reported.url })).statusCode).toBe(200);
  });

  it('is refused after 15 minutes, and for someone else’s message', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const old = await send(him, matchId, 'An old message');
    await sentMinutesAgo(old.id, 16);
    const late = await call(him, 'POST', API_PATHS.messages.unsend(old.id));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(MESSAGE_ACTION_MESSAGES.unsendTooLate);

    const fresh = await send(him, matchId, 'A new message');
    for (const url of [API_PATHS.messages.unsend(fresh.id), API_PATHS.conversations.unsend(matchId, fresh.id)]) {
      const response = await call(her, 'POST', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(MESSAGE_ACTION_MESSAGES.onlySenderUnsends);
    }
    const stranger = await createMatchedPair(t().app, t().db);
    expect((await call(stranger.him, 'POST', API_PATHS.messages.unsend(fresh.id))).statusCode).toBe(404);
    const rows = await t().db.select().from(messages).where(eq(messages.matchId, matchId));
    expect(rows.map((row) => [row.content, row.unsentAt])).toEqual(
      expect.arrayContaining([
        ['An old message', null],
        ['A new message', null],
      ]),
    );
  });

  it('leaves a report what it reported, and the export says the message was unsent', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const rude = await send(him, matchId, 'Something rude');
    const reported = await call(her, 'POST', API_PATHS.messages.report(rude.id), { reason: 'harassment' });
    expect(reported.statusCode, reported.body).toBe(201);
    expect((await call(him, 'POST', API_PATHS.messages.unsend(rude.id))).statusCode).toBe(200);
    const [report] = await t().db.select().from(reports).where(eq(reports.messageId, rude.id));
    expect(report!.messageContent).toBe('Something rude');
    const mod = await createMember(t().app);
    expect(await setRole(t().db, mod.email, 'moderator')).toBe(true);
    const queue = await call(mod, 'GET', '/moderation/reports?sort=newest&limit=100');
    const item = (queue.json().reports as ModerationReport[]).find((entry) => entry.reportedMessageId === rude.id);
    expect(item?.recentMessages.map((message) => message.content)).toEqual(['Something rude']);

    const exported = await call(him, 'GET', '/account/export');
    expect(exported.statusCode, exported.body).toBe(200);
    const sent = exported.json().messagesSent as { content: string; unsent: boolean }[];
    expect(sent).toEqual([expect.objectContaining({ matchId, content: '', unsent: true })]);
  });
});

describe('a revoked session', () => {
  it('cannot react, unsend or reply', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const hello = await send(him, matchId, 'Hello Ava');
    expect((await call(him, 'POST', API_PATHS.auth.logout)).statusCode).toBe(204);
    expect((await call(him, 'POST', API_PATHS.messages.unsend(hello.id))).statusCode).toBe(401);
    expect((await call(him, 'PUT', API_PATHS.messages.reaction(hello.id), { emoji: '❤️' })).statusCode).toBe(401);
    const reply = await call(him, 'POST', API_PATHS.conversations.messages(matchId), {
      content: 'x',
      replyToId: hello.id,
    });
    expect(reply.statusCode).toBe(401);
    expect((await shown(her, matchId, hello.id)).unsentAt).toBeNull();
  });
});
