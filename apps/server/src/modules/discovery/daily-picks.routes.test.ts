import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Recommendation } from '@kindred/contract/discovery';
import { profiles } from '../../db/schema/profiles';
import { dailyPickRuns, dailyPicks } from '../../db/schema/daily-picks';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, randomSpot, type CreatedMember } from '../../../test/factories';
import { createDailyPicks, dayOf } from './daily-picks';

// The pass reads every active member of the database: this file has a database of its own.
const t = useTestApp({}, { freshDatabase: true });

const passes = () =>
  createDailyPicks({ db: t().db, candidateIndex: t().app.candidateIndex, frequencies: t().app.interestFrequencies });

/** Forgets any picks written (each test chooses today's picks for its own members). */
async function forgetPicks() {
  await t().db.delete(dailyPicks);
  await t().db.delete(dailyPickRuns);
}

async function forYou(member: CreatedMember, query = 'limit=20'): Promise<Recommendation[]> {
  const response = await t().app.inject({
    method: 'GET',
    url: `/api/v1/recommendations?${query}`,
    headers: bearer(member.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().recommendations as Recommendation[];
}

async function picksOf(ids: string[]) {
  const rows = await t()
    .db.select()
    .from(dailyPicks)
    .where(
      sql`${dailyPicks.memberId} IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
  return new Map(rows.map((row) => [row.memberId, row]));
}

/** Women who want men and men who want women, all in one spot of their own. */
async function spotWith(women: number, men: number) {
  const spot = { ...randomSpot(), maxDistance: 5 };
  const make = (gender: 'female' | 'male', i: number) =>
    createDiscoverableMember(t().app, t().db, {
      profile: {
        gender,
        showMe: gender === 'female' ? 'Men' : 'Women',
        age: 28 + i,
        ageRange: [24, 40],
        interests: i % 2 === 0 ? ['Hiking', 'Coffee', 'Reading'] : ['Travel', 'Cooking', 'Music'],
      },
      columns: { ...spot, lat: spot.lat + i * 0.001 },
    });
  const her: CreatedMember[] = [];
  const him: CreatedMember[] = [];
  for (let i = 0; i < women; i++) her.push(await make('female', i));
  for (let i = 0; i < men; i++) him.push(await make('male', i));
  return { her, him };
}

const ready = async () => expect(await t().app.candidateIndex.readyWithin(60_000)).toBe(true);

describe('Most Compatible, once a day (decision 105)', () => {
  it('leaves the day open when nobody could be given a pick, so a later run chooses it', async () => {
    await ready();
    await forgetPicks();
    await t()
      .db.update(profiles)
      .set({ lastActiveAt: new Date(Date.now() - 30 * 24 * 3600_000) });
    expect(await passes().run()).toBe(0);
    expect(await t().db.select().from(dailyPickRuns)).toEqual([]);

    const { her } = await spotWith(1, 1);
    expect(await passes().run()).toBe(2);
    expect((await picksOf([her[0]!.user.id])).get(her[0]!.user.id)?.kind).toBe('mutual');
    expect(await t().db.select().from(dailyPickRuns)).toHaveLength(1);
  });

  it('pairs members mutually, gives the one left over a one-way pick, and shows each first in For You', async () => {
    await ready();
    await forgetPicks();
    const { her, him } = await spotWith(1, 2);
    const [ava] = her;
    const wrote = await passes().run();
    expect(wrote).toBeGreaterThanOrEqual(3);

    const picks = await picksOf([ava!, ...him].map((member) => member.user.id));
    expect(picks.size).toBe(3);
    const avaPick = picks.get(ava!.user.id)!;
    expect(avaPick.kind).toBe('mutual');
    // Mutual: her pick's pick is her; the other man's best candidate is taken, so his is one-way.
    expect(picks.get(avaPick.pickId)).toMatchObject({ pickId: ava!.user.id, kind: 'mutual' });
    const other = him.find((man) => man.user.id !== avaPick.pickId)!;
    expect(picks.get(other.user.id)).toMatchObject({ pickId: ava!.user.id, kind: 'one-way' });
    expect(avaPick.day).toBe(dayOf(new Date()));
    expect(avaPick.compatibility).toBeGreaterThan(0);

    // For You: the pick first, marked with its kind; the rest unmarked.
    const [first, ...rest] = await forYou(ava!);
    expect(first).toMatchObject({ id: avaPick.pickId, dailyPick: 'mutual' });
    expect(rest.every((card) => card.dailyPick === null && card.id !== avaPick.pickId)).toBe(true);
    const [otherFirst] = await forYou(other);
    expect(otherFirst).toMatchObject({ id: ava!.user.id, dailyPick: 'one-way' });
    const chosen = him.find((man) => man.user.id === avaPick.pickId)!;
    expect((await forYou(chosen))[0]).toMatchObject({ id: ava!.user.id, dailyPick: 'mutual' });
  });

  it('writes a day once: a second run, and two runs at once, write nothing more', async () => {
    await ready();
    await forgetPicks();
    await spotWith(2, 2);
    const [a, b] = await Promise.all([passes().run(), passes().run()]);
    expect([a, b].filter((wrote) => wrote > 0)).toHaveLength(1);
    const [{ count }] = (await t()
      .db.select({ count: sql<number>`count(*)::int` })
      .from(dailyPicks)) as [{ count: number }];
    expect(count).toBe(Math.max(a, b));
    expect(await passes().run()).toBe(0);
    const runs = await t().db.select().from(dailyPickRuns);
    expect(runs).toEqual([expect.objectContaining({ day: dayOf(new Date()), members: count })]);
  });

  it('leaves out members away for more than 7 days, on both sides', async () => {
    await ready();
    await forgetPicks();
    const { her, him } = await spotWith(1, 1);
    await t()
      .db.update(profiles)
      .set({ lastActiveAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(profiles.userId, him[0]!.user.id));
    await passes().run();
    expect((await picksOf([her[0]!.user.id, him[0]!.user.id])).size).toBe(0);
    expect((await forYou(her[0]!)).every((card) => card.dailyPick === null)).toBe(true);
  });

  it('is checked again when served: after a swipe or a block the pick is gone, and not replaced', async () => {
    await ready();
    await forgetPicks();
    const { her, him } = await spotWith(2, 2);
    await passes().run();
    const picks = await picksOf([...her, ...him].map((member) => member.user.id));
    const members = [...her, ...him];
    const byId = new Map(members.map((member) => [member.user.id, member]));
    const pairs = [...picks.values()].filter((pick) => pick.kind === 'mutual' && pick.memberId < pick.pickId);
    expect(pairs.length).toBe(2);
    const [first, second] = pairs.map((pick) => [byId.get(pick.memberId)!, byId.get(pick.pickId)!] as const);

    // He passes on her: neither sees the other as their pick now.
    const pass = await t().app.inject({
      method: 'POST',
      url: '/api/v1/matches/likes',
      headers: bearer(first![1].token),
      payload: { likedId: first![0].user.id, status: 'dislike' },
    });
    expect(pass.statusCode, pass.body).toBeLessThan(300);
    for (const member of first!) expect((await forYou(member)).some((card) => card.dailyPick !== null)).toBe(false);

    // She blocks him: gone both ways too.
    const block = await t().app.inject({
      method: 'POST',
      url: '/api/v1/blocks',
      headers: bearer(second![0].token),
      payload: { userId: second![1].user.id },
    });
    expect(block.statusCode, block.body).toBeLessThan(300);
    for (const member of second!) expect((await forYou(member)).some((card) => card.dailyPick !== null)).toBe(false);

    // The day is written: running again gives nobody a new pick.
    expect(await passes().run()).toBe(0);
  });

  it('is not shown while the pick has paused their account', async () => {
    await ready();
    await forgetPicks();
    const { her, him } = await spotWith(1, 1);
    await passes().run();
    expect((await forYou(her[0]!))[0]).toMatchObject({ id: him[0]!.user.id, dailyPick: 'mutual' });
    const pause = await t().app.inject({
      method: 'POST',
      url: '/api/v1/account/pause',
      headers: bearer(him[0]!.token),
    });
    expect(pause.statusCode, pause.body).toBeLessThan(300);
    expect((await forYou(her[0]!)).some((card) => card.id === him[0]!.user.id)).toBe(false);
  });

  it('follows For You’s filters: a pick outside them is not shown while the filter is on', async () => {
    await ready();
    await forgetPicks();
    const { her, him } = await spotWith(1, 1);
    await passes().run();
    // He is 28: a filter from 35 leaves him out, the member's own preferences show him first.
    expect((await forYou(her[0]!, 'limit=20&minAge=35')).some((card) => card.id === him[0]!.user.id)).toBe(false);
    expect((await forYou(her[0]!))[0]).toMatchObject({ id: him[0]!.user.id, dailyPick: 'mutual' });
  });
});
