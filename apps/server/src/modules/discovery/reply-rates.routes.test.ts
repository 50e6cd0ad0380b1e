import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages';
import { matches } from '../../db/schema/matches';
import { replyRates } from '../../db/schema/discovery';
import { rowsOf } from '../../db/rows';
import { useTestApp } from '../../../test/app';
import { recommendedIds } from '../../../test/recommendation-decks';
import {
  createDiscoverableMember,
  createMember,
  insertMatch,
  randomSpot,
  type CreatedMember,
} from '../../../test/factories';
import { REPLY_RATE, smoothedReplyRate } from './ranking';
import { createDomainEvents } from '../../events/domain-events';
import { createReplyRates } from './reply-rates';
import { refreshReplyRates, replyRateOf, replyRatesDue } from './reply-rates.repo';

// Decision 107: how often a member answers the conversations others start, and what ranking makes of it.

const t = useTestApp();
const HOUR = 60 * 60 * 1000;

const say = (matchId: string, senderId: string, at: Date, extra: Partial<typeof messages.$inferInsert> = {}) =>
  t()
    .db.insert(messages)
    .values({ matchId, senderId, content: 'Hello there', createdAt: at, ...extra });

/** A new match of `member`'s in which the other member wrote first, `hoursAgo`. */
async function writtenTo(
  member: CreatedMember,
  now: Date,
  hoursAgo: number,
  extra: Partial<typeof messages.$inferInsert> = {},
) {
  const other = await createMember(t().app);
  const matchId = await insertMatch(t().db, member.user.id, other.user.id);
  await say(matchId, other.user.id, new Date(now.getTime() - hoursAgo * HOUR), extra);
  return { matchId, otherId: other.user.id };
}

async function changedAt(userId: string): Promise<string | null> {
  const result = await t().db.execute(
    sql`SELECT changed_at::text AS at FROM candidate_changes WHERE user_id = ${userId}::uuid`,
  );
  return rowsOf<{ at: string }>(result)[0]?.at ?? null;
}

describe('reply rates (decision 107)', () => {
  it('count answered conversations once answered or a day old; held, hidden and ended ones not', async () => {
    const now = new Date();
    const member = await createMember(t().app);
    const answered = await writtenTo(member, now, 50);
    await say(answered.matchId, member.user.id, new Date(now.getTime() - 49 * HOUR));
    await writtenTo(member, now, 30); // a day old, unanswered
    const fresh = await writtenTo(member, now, 2); // still inside its day of grace
    await writtenTo(member, now, 30, { heldAt: new Date() });
    await writtenTo(member, now, 30, { hiddenForRecipient: true });
    const ended = await writtenTo(member, now, 30);
    await t()
      .db.update(matches)
      .set({ endedAt: now })
      .where(sql`${matches.id} = ${ended.matchId}::uuid`);
    // The member wrote first and the other never answered: nothing was asked of the member.
    const own = await insertMatch(t().db, member.user.id, (await createMember(t().app)).user.id);
    await say(own, member.user.id, new Date(now.getTime() - 30 * HOUR));

    const before = await changedAt(member.user.id);
    expect(await refreshReplyRates(t().db, [member.user.id], now)).toBe(1);
    expect(await replyRateOf(t().db, member.user.id)).toEqual({
      received: 2,
      replied: 1,
      rate: expect.closeTo(smoothedReplyRate(2, 1), 5),
    });
    const noted = await changedAt(member.user.id);
    expect(noted).not.toBe(before);

    // Nothing changed: nothing written, nothing noted for the candidate indexes.
    expect(await refreshReplyRates(t().db, [member.user.id], now)).toBe(0);
    expect(await changedAt(member.user.id)).toBe(noted);

    // The fresh conversation comes of age a day after it began: the member is due then, not before.
    const [row] = await t()
      .db.select()
      .from(replyRates)
      .where(sql`${replyRates.userId} = ${member.user.id}::uuid`);
    expect(row!.recheckAt!.getTime()).toBeGreaterThan(now.getTime() + 21 * HOUR);
    expect(await replyRatesDue(t().db, now, 100)).not.toContain(member.user.id);
    const later = new Date(now.getTime() + (REPLY_RATE.graceHours - 1) * HOUR);
    expect(await replyRatesDue(t().db, later, 10_000)).toContain(member.user.id);
    expect(await refreshReplyRates(t().db, [member.user.id], later)).toBe(1);
    expect(await replyRateOf(t().db, member.user.id)).toMatchObject({ received: 3, replied: 1 });

    // Answering it counts at once.
    await say(fresh.matchId, member.user.id, later);
    await refreshReplyRates(t().db, [member.user.id], later);
    expect(await replyRateOf(t().db, member.user.id)).toMatchObject({ received: 3, replied: 2 });
  });

  it('are read again for both members of a message this process stored', async () => {
    const events = createDomainEvents();
    const rates = createReplyRates({ db: t().db, events });
    const now = new Date();
    const member = await createMember(t().app);
    const { matchId, otherId } = await writtenTo(member, now, 3);
    const [reply] = await t()
      .db.insert(messages)
      .values({ matchId, senderId: member.user.id, content: 'Hi!', createdAt: now })
      .returning();
    await rates.refresh(now);
    expect(await replyRateOf(t().db, member.user.id)).toBeUndefined();
    events.emit('message.created', {
      message: reply!,
      recipientId: otherId,
      senderName: 'Ava',
      recipientImagesClear: true,
    });
    expect(await rates.refresh(now)).toBeGreaterThanOrEqual(1);
    expect(await replyRateOf(t().db, member.user.id)).toMatchObject({ received: 1, replied: 1 });
  });

  it('leave members nobody wrote to without a rate, and skip ids of no member', async () => {
    const now = new Date();
    const quiet = await createMember(t().app);
    const gone = '00000000-0000-4000-8000-00000000dead';
    expect(await refreshReplyRates(t().db, [quiet.user.id, gone, quiet.user.id], now)).toBe(0);
    expect(await replyRateOf(t().db, quiet.user.id)).toBeUndefined();
    expect(await replyRateOf(t().db, gone)).toBeUndefined();
  });

  it('move a member who answers ahead of one who does not in For You', async () => {
    const spot = { ...randomSpot(), maxDistance: 5 };
    const man = (lastActiveAt: Date) =>
      createDiscoverableMember(t().app, t().db, {
        profile: { gender: 'male', showMe: 'Women', age: 32, ageRange: [25, 40] },
        columns: { ...spot, lastActiveAt },
      });
    // Without reply rates the one active today is ahead (activity: 8 points against 4 a week ago).
    const active = await man(new Date());
    const weekAgo = await man(new Date(Date.now() - 7 * 24 * HOUR));
    // The active one never answers; the other always does (20 conversations each).
    for (const [member, replied] of [
      [active, 0],
      [weekAgo, 20],
    ] as const) {
      await t()
        .db.insert(replyRates)
        .values({ userId: member.user.id, received: 20, replied, rate: smoothedReplyRate(20, replied) });
      await t().db.execute(sql`INSERT INTO candidate_changes (user_id) VALUES (${member.user.id}::uuid)
        ON CONFLICT (user_id) DO UPDATE SET changed_at = clock_timestamp()`);
    }
    const seeker = await createDiscoverableMember(t().app, t().db, {
      profile: { gender: 'female', showMe: 'Men', age: 30, ageRange: [25, 40] },
      columns: spot,
    });
    // Only these two count: another file's member may stand near the same random spot.
    const ours = new Set([weekAgo.user.id, active.user.id]);
    const ranked = (await recommendedIds(t().app, seeker.token, 'limit=10')).filter((id) => ours.has(id));
    expect(ranked).toEqual([weekAgo.user.id, active.user.id]);
  });
});
