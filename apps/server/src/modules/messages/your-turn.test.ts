import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Conversation } from '@kindred/contract/conversations';
import { API_PATHS } from '@kindred/contract/routes';
import { YOUR_TURN_LIMITS } from '@kindred/contract/your-turn';
import { messages } from '../../db/schema/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, insertMatch, type CreatedMember } from '../../../test/factories';
import { countTurnsWaitingSince } from './conversations.repo';

// Decision 103: which conversations wait for the member's reply, and since when.

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

const say = (matchId: string, senderId: string, hoursAgo: number, extra: Partial<typeof messages.$inferInsert> = {}) =>
  t()
    .db.insert(messages)
    .values({ matchId, senderId, content: 'Hello there', createdAt: new Date(Date.now() - hoursAgo * HOUR), ...extra });

async function waitingMatch(
  member: CreatedMember,
  hoursAgo: number,
  extra: Partial<typeof messages.$inferInsert> = {},
) {
  const other = await createMember(t().app);
  const matchId = await insertMatch(t().db, member.user.id, other.user.id);
  await say(matchId, other.user.id, hoursAgo, extra);
  return { matchId, otherId: other.user.id };
}

const overdue = (member: CreatedMember) =>
  countTurnsWaitingSince(t().db, member.user.id, new Date(Date.now() - YOUR_TURN_LIMITS.hours * HOUR));

describe('Your Turn: the conversations that wait for the member', () => {
  it('counts the other member writing last over a day ago; not fresh, answered, held or hidden ones', async () => {
    const member = await createMember(t().app);
    await waitingMatch(member, 30);
    await waitingMatch(member, 25);
    expect(await overdue(member)).toBe(2);

    await waitingMatch(member, 2);
    const answered = await waitingMatch(member, 40);
    await say(answered.matchId, member.user.id, 35);
    await waitingMatch(member, 30, { heldAt: new Date() });
    await waitingMatch(member, 30, { hiddenForRecipient: true });
    expect(await overdue(member)).toBe(2);

    // The other writing again does not restart the turn; it began at their first unanswered message.
    await say(answered.matchId, answered.otherId, 30);
    await say(answered.matchId, answered.otherId, 1);
    expect(await overdue(member)).toBe(3);
  });

  it('ends with the match, and with deleting the conversation', async () => {
    const member = await createMember(t().app);
    const unmatched = await waitingMatch(member, 30);
    const deleted = await waitingMatch(member, 30);
    expect(await overdue(member)).toBe(2);

    const ended = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1${API_PATHS.matches.unmatch(unmatched.matchId)}`,
      headers: bearer(member.token),
    });
    expect(ended.statusCode, ended.body).toBeLessThan(300);
    const removed = await t().app.inject({
      method: 'DELETE',
      url: `/api/v1${API_PATHS.conversations.remove(deleted.matchId)}`,
      headers: bearer(member.token),
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await overdue(member)).toBe(0);
    expect(await t().db.select().from(messages).where(eq(messages.matchId, deleted.matchId))).toHaveLength(1);
  });

  it('marks the conversations on the member’s turn, lists them first, and counts them with the unread', async () => {
    const member = await createMember(t().app);
    const waiting = await waitingMatch(member, 3);
    const answered = await waitingMatch(member, 2);
    await say(answered.matchId, member.user.id, 1);

    const list = await t().app.inject({
      method: 'GET',
      url: `/api/v1${API_PATHS.conversations.list}`,
      headers: bearer(member.token),
    });
    const conversations = list.json().conversations as Conversation[];
    expect(conversations.map((c) => [c.id, c.yourTurn])).toEqual([
      [waiting.matchId, true],
      [answered.matchId, false],
    ]);

    const counts = await t().app.inject({
      method: 'GET',
      url: `/api/v1${API_PATHS.conversations.unreadCount}`,
      headers: bearer(member.token),
    });
    expect(counts.json()).toEqual({ unreadCount: 2, yourTurnCount: 1 });
  });
});
