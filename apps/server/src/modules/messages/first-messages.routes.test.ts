import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_MESSAGES, type Message } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { messages, openers } from '../../db/schema/messages';
import { reports } from '../../db/schema/safety';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, insertMatch, type CreatedMember } from '../../../test/factories';
import { emitWithAck, useSocketServer } from '../../../test/sockets';

// Small limits, so a test opens a handful of conversations, not 25.
const t = useTestApp({ FIRST_MESSAGES_PER_DAY: '3', FIRST_MESSAGES_PER_DAY_VERIFIED: '5' });
const sockets = useSocketServer(t);
const DAY_SECONDS = 24 * 60 * 60;

const post = (member: CreatedMember, matchId: string, content: string) =>
  t().app.inject({
    method: 'POST',
    url: `/api/v1${API_PATHS.conversations.messages(matchId)}`,
    headers: bearer(member.token),
    payload: { content },
  });

async function sends(member: CreatedMember, matchId: string, content: string): Promise<void> {
  const response = await post(member, matchId, content);
  expect(response.statusCode, response.body).toBe(201);
}

/** A member matched with `count` others (matches stored directly: the limit is about messages). */
async function memberWithMatches(count: number, { verified = false } = {}) {
  const [sender, ...others] = await Promise.all(Array.from({ length: count + 1 }, () => createMember(t().app)));
  if (verified) await t().db.update(users).set({ verifiedAt: new Date() }).where(eq(users.id, sender!.user.id));
  const matchIds: string[] = [];
  for (const other of others) matchIds.push(await insertMatch(t().db, sender!.user.id, other.user.id));
  return { sender: sender!, others, matchIds };
}

async function refusedAsTooMany(member: CreatedMember, matchId: string) {
  const response = await post(member, matchId, 'Hi there!');
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json().message).toBe(CONVERSATION_MESSAGES.tooManyFirstMessages);
  return Number(response.headers['retry-after']);
}

describe('first messages per day (issue 32, decision 078)', () => {
  it('counts new conversations nobody answered: follow-ups and replies are free, an answer or a day frees a turn', async () => {
    const { sender, others, matchIds } = await memberWithMatches(6);
    for (const matchId of matchIds.slice(0, 3)) await sends(sender, matchId, 'Hi there!');
    const retryAfter = await refusedAsTooMany(sender, matchIds[3]!);
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 120);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    expect(await t().db.select().from(messages).where(eq(messages.matchId, matchIds[3]!))).toEqual([]);

    // A second message where nobody answered yet is no new conversation; nor is answering someone.
    await sends(sender, matchIds[0]!, 'Still up for coffee?');
    await sends(others[4]!, matchIds[4]!, 'Hello! Love your photos');
    await sends(sender, matchIds[4]!, 'Thank you!');

    // An answer frees its turn.
    await sends(others[0]!, matchIds[0]!, 'Sure, Saturday?');
    await sends(sender, matchIds[3]!, 'Hi there!');
    await refusedAsTooMany(sender, matchIds[5]!);

    // So does a day: the oldest unanswered one no longer counts.
    await t()
      .db.update(openers)
      .set({ sentAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(and(eq(openers.matchId, matchIds[1]!), eq(openers.senderId, sender.user.id)));
    await sends(sender, matchIds[5]!, 'Hi there!');
  });

  it('gives verified members more, and halves the limit for 30 days after a report against them is upheld', async () => {
    const verified = await memberWithMatches(6, { verified: true });
    for (const matchId of verified.matchIds.slice(0, 5)) await sends(verified.sender, matchId, 'Hello!');
    await refusedAsTooMany(verified.sender, verified.matchIds[5]!);

    const reported = await memberWithMatches(3, { verified: true });
    const upheld = async (daysAgo: number) => {
      await t().db.delete(reports).where(eq(reports.reportedId, reported.sender.user.id));
      await t()
        .db.insert(reports)
        .values({
          reporterId: reported.others[0]!.user.id,
          reportedId: reported.sender.user.id,
          source: 'match',
          reason: 'Spam',
          status: 'warned',
          resolvedAt: new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000),
        });
    };
    await upheld(1);
    for (const matchId of reported.matchIds.slice(0, 2)) await sends(reported.sender, matchId, 'Hello!');
    await refusedAsTooMany(reported.sender, reported.matchIds[2]!);
    // Upheld 31 days ago: the verified limit again.
    await upheld(31);
    await sends(reported.sender, reported.matchIds[2]!, 'Hello!');
  });

  it('lets sends at once take the last turn only once', async () => {
    const { sender, matchIds } = await memberWithMatches(8);
    for (const matchId of matchIds.slice(0, 2)) await sends(sender, matchId, 'Hi!');
    const answers = await Promise.all(matchIds.slice(2).map((matchId) => post(sender, matchId, 'Hi!')));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 429, 429, 429, 429, 429]);
    const opened = await t().db.select().from(openers).where(eq(openers.senderId, sender.user.id));
    expect(opened).toHaveLength(3);
  });

  it('answers a socket send past the limit in its ack', async () => {
    const { sender, matchIds } = await memberWithMatches(4);
    for (const matchId of matchIds.slice(0, 3)) await sends(sender, matchId, 'Hi!');
    const socket = await sockets.connect(sender.token);
    const ack = await emitWithAck<'message:send', Message>(socket, 'message:send', {
      matchId: matchIds[3]!,
      content: 'Hi!',
      media: null,
      clientId: 'opener-4',
    });
    expect(ack).toEqual({ ok: false, status: 429, message: CONVERSATION_MESSAGES.tooManyFirstMessages });
  });
});
