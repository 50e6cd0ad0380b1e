import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import type { Message } from '@kindred/contract/conversations';
import type { Notification } from '@kindred/contract/notifications';
import { API_PATHS } from '@kindred/contract/routes';
import { MODERATION_TEXTS, type ModerationReport } from '@kindred/contract/safety';
import { messages } from '../../db/schema/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, insertMatch, type CreatedMember } from '../../../test/factories';
import { recordEvents, roundTrip, useSocketServer } from '../../../test/sockets';
import { setRole } from '../moderation/moderation.repo';

const t = useTestApp();
const sockets = useSocketServer(t);
const COPIES = LIMITS.copiedOpeners.conversations;
const OPENER = 'Hello gorgeous, I am an engineer working offshore and I would love to know you better';

async function call(member: CreatedMember, method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });
  await t().app.notifications.settle();
  return response;
}

async function send(member: CreatedMember, matchId: string, content: string): Promise<Message> {
  const response = await call(member, 'POST', API_PATHS.conversations.messages(matchId), { content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

async function seen(member: CreatedMember, matchId: string): Promise<string[]> {
  const response = await call(member, 'GET', API_PATHS.conversations.messages(matchId));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages.map((message: Message) => message.content);
}

async function messageNotifications(member: CreatedMember): Promise<Notification[]> {
  const response = await call(member, 'GET', API_PATHS.notifications.list);
  return response.json().notifications.filter((item: Notification) => item.type === 'message');
}

/** A sender matched with `count` others (stored directly: this is about what is sent). */
async function senderWithMatches(count: number) {
  const [sender, ...others] = await Promise.all(Array.from({ length: count + 1 }, () => createMember(t().app)));
  const matchIds: string[] = [];
  for (const other of others) matchIds.push(await insertMatch(t().db, sender!.user.id, other.user.id));
  return { sender: sender!, others, matchIds };
}

async function screeningReportAbout(memberId: string): Promise<{ mod: CreatedMember; report?: ModerationReport }> {
  const mod = await createMember(t().app);
  expect(await setRole(t().db, mod.email, 'moderator')).toBe(true);
  const response = await call(mod, 'GET', '/moderation/reports?sort=newest&limit=100');
  expect(response.statusCode, response.body).toBe(200);
  const reports: ModerationReport[] = response.json().reports;
  return { mod, report: reports.find((item) => item.reported?.id === memberId && item.reporter === null) };
}

/** The same opener, spelt a little differently each time, into every conversation. */
const variant = (index: number) =>
  [OPENER, OPENER.toUpperCase(), `${OPENER}!!`, OPENER.replace(/o/g, '0'), `${OPENER} 😊`, OPENER.replace(/ /g, '  ')][
    index % 6
  ]!;

describe('the same opener pasted into many conversations (decision 081)', () => {
  it(`delivers it to ${COPIES} conversations and holds it, unseen and unannounced, from the rest`, async () => {
    const { sender, others, matchIds } = await senderWithMatches(COPIES + 2);
    const sent: Message[] = [];
    for (const [index, matchId] of matchIds.entries()) sent.push(await send(sender, matchId, variant(index)));

    // The sender is not told: every send reads as sent, in their own conversation too.
    for (const [index, matchId] of matchIds.entries()) expect(await seen(sender, matchId)).toEqual([variant(index)]);
    for (const [index, other] of others.entries()) {
      const held = index >= COPIES;
      expect(await seen(other, matchIds[index]!), `recipient ${index}`).toEqual(held ? [] : [variant(index)]);
      expect(await messageNotifications(other)).toHaveLength(held ? 0 : 1);
      const inbox = (await call(other, 'GET', API_PATHS.conversations.list)).json().conversations;
      expect(inbox[0]).toMatchObject({ latestMessage: held ? null : expect.anything(), unreadCount: held ? 0 : 1 });
      expect((await call(other, 'GET', API_PATHS.messages.unread)).json().unreadCount).toBe(held ? 0 : 1);
    }

    // A held message is not there for its recipient by id either, nor can they mark it read.
    const last = others.length - 1;
    const heldId = sent[last]!.id;
    expect((await call(others[last]!, 'GET', API_PATHS.messages.byId(heldId))).statusCode).toBe(404);
    expect((await call(others[last]!, 'POST', API_PATHS.messages.read(heldId))).statusCode).toBe(404);
    // What follows a held opener in its conversation is held too.
    await send(sender, matchIds[last]!, 'Are you there?');
    expect(await seen(others[last]!, matchIds[last]!)).toEqual([]);

    const { report } = await screeningReportAbout(sender.user.id);
    expect(report).toMatchObject({
      source: 'screening',
      reason: 'other',
      status: 'open',
      details: MODERATION_TEXTS.copiedOpeners(COPIES + 2),
    });
    expect(report!.recentMessages.map((message) => message.content).sort()).toEqual(
      [variant(COPIES), variant(COPIES + 1), 'Are you there?'].sort(),
    );
    const stored = await t().db.select().from(messages).where(eq(messages.senderId, sender.user.id));
    expect(stored.filter((row) => row.heldAt !== null)).toHaveLength(3);
  });

  it('leaves greetings and different openers alone', async () => {
    const { sender, others, matchIds } = await senderWithMatches(COPIES + 2);
    for (const [index, matchId] of matchIds.entries()) await send(sender, matchId, index % 2 ? 'Hey there!' : 'hi :)');
    for (const [index, other] of others.entries()) expect(await seen(other, matchIds[index]!)).toHaveLength(1);

    const second = await senderWithMatches(COPIES + 2);
    for (const [index, matchId] of second.matchIds.entries()) {
      await send(
        second.sender,
        matchId,
        `${OPENER}, and your photo number ${['one', 'two', 'three', 'four', 'five', 'six', 'seven'][index]} made me smile`,
      );
    }
    for (const [index, other] of second.others.entries())
      expect(await seen(other, second.matchIds[index]!)).toHaveLength(1);
    expect((await screeningReportAbout(second.sender.user.id)).report).toBeUndefined();
  });

  it('delivers what it held when a moderator dismisses the report, and keeps it held on a warning', async () => {
    const held = async () => {
      const setup = await senderWithMatches(COPIES + 1);
      for (const matchId of setup.matchIds) await send(setup.sender, matchId, OPENER);
      const last = setup.others.length - 1;
      expect(await seen(setup.others[last]!, setup.matchIds[last]!)).toEqual([]);
      return { ...setup, last };
    };

    const dismissed = await held();
    const { mod, report } = await screeningReportAbout(dismissed.sender.user.id);
    const dismiss = await call(mod, 'POST', `/moderation/reports/${report!.id}/dismiss`);
    expect(dismiss.statusCode, dismiss.body).toBe(200);
    const recipient = dismissed.others[dismissed.last]!;
    expect(await seen(recipient, dismissed.matchIds[dismissed.last]!)).toEqual([OPENER]);
    expect(await messageNotifications(recipient)).toHaveLength(1);
    // Released, the count starts again: the next copy goes out.
    const newcomer = await createMember(t().app);
    const newMatch = await insertMatch(t().db, dismissed.sender.user.id, newcomer.user.id);
    await send(dismissed.sender, newMatch, OPENER);
    expect(await seen(newcomer, newMatch)).toEqual([OPENER]);

    const warned = await held();
    const second = await screeningReportAbout(warned.sender.user.id);
    expect((await call(second.mod, 'POST', `/moderation/reports/${second.report!.id}/warn`)).statusCode).toBe(200);
    expect(await seen(warned.others[warned.last]!, warned.matchIds[warned.last]!)).toEqual([]);
  });

  it('tells only the sender’s own devices about a held message, live', async () => {
    const { sender, others, matchIds } = await senderWithMatches(COPIES + 1);
    const [other, matchId] = [others[COPIES]!, matchIds[COPIES]!];
    const theirs = await sockets.connect(other.token);
    const mine = await sockets.connect(sender.token);
    const [heard, echoed] = [recordEvents(theirs), recordEvents(mine)];
    for (const id of matchIds) await send(sender, id, OPENER);
    const echo = await echoed.next('message:new', (message) => message.matchId === matchId);
    expect(echo).toMatchObject({ content: OPENER, senderId: sender.user.id });
    await roundTrip(theirs, other.user.id);
    expect(heard.all('message:new')).toEqual([]);
    expect(heard.all('notification:message')).toEqual([]);
    expect(heard.all('notification:new')).toEqual([]);
  });

  it('lets the sender through once the other member writes first', async () => {
    const { sender, others, matchIds } = await senderWithMatches(COPIES + 1);
    for (const matchId of matchIds) await send(sender, matchId, OPENER);
    const [other, matchId] = [others[COPIES]!, matchIds[COPIES]!];
    expect(await seen(other, matchId)).toEqual([]);
    // They see an empty conversation, so theirs is the first word: a new conversation for them.
    await send(other, matchId, 'Hi! Nice to match with you');
    await send(sender, matchId, 'Hi, thanks for writing');
    expect((await seen(other, matchId)).toReversed()).toEqual(['Hi! Nice to match with you', 'Hi, thanks for writing']);
  });
});
