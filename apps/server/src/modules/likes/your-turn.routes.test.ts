import { describe, expect, it } from 'vitest';
import { YOUR_TURN_LIMITS, YOUR_TURN_MESSAGES } from '@kindred/contract/your-turn';
import { API_PATHS } from '@kindred/contract/routes';
import { messages } from '../../db/schema/messages';
import { useTestApp } from '../../../test/app';
import { bearer, createFittingStrangers, createMember, insertMatch, type CreatedMember } from '../../../test/factories';

// Decision 103: with 8 or more conversations on the member's turn for over 24 hours, new likes wait.

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

const act = (member: CreatedMember, targetId: string, action: 'like' | 'superlike' | 'pass') => {
  const url = {
    like: API_PATHS.interactions.like(targetId),
    pass: API_PATHS.interactions.pass(targetId),
    superlike: API_PATHS.recommendations.superlike(targetId),
  }[action];
  return t().app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(member.token) });
};

const say = (matchId: string, senderId: string, hoursAgo: number, extra: Partial<typeof messages.$inferInsert> = {}) =>
  t()
    .db.insert(messages)
    .values({ matchId, senderId, content: 'Hello there', createdAt: new Date(Date.now() - hoursAgo * HOUR), ...extra });

/** `count` matches of `member` in which the other wrote `hoursAgo` and the member never answered. */
async function waitingMatches(member: CreatedMember, count: number, hoursAgo: number) {
  const matchIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const other = await createMember(t().app);
    const matchId = await insertMatch(t().db, member.user.id, other.user.id);
    await say(matchId, other.user.id, hoursAgo);
    matchIds.push(matchId);
  }
  return matchIds;
}

describe('Your Turn: likes wait while too many matches wait for a reply', () => {
  it(`refuses new likes and super likes with ${YOUR_TURN_LIMITS.conversations} conversations waiting over a day, never a pass`, async () => {
    const { her, him } = await createFittingStrangers(t().app, t().db);
    const waiting = await waitingMatches(him, YOUR_TURN_LIMITS.conversations, 25);

    for (const action of ['like', 'superlike'] as const) {
      const refused = await act(him, her.user.id, action);
      expect([refused.statusCode, refused.json().message]).toEqual([422, YOUR_TURN_MESSAGES.likesWait]);
    }
    expect((await act(him, her.user.id, 'pass')).statusCode).toBe(200);

    // A reply to one of them is enough to bring the count under the limit.
    await say(waiting[0]!, him.user.id, 0);
    expect((await act(him, her.user.id, 'like')).statusCode).toBe(200);
  });
});
