import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@kindred/contract/notifications';
import { notificationTarget } from '@kindred/contract/notification-target';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { WE_MET_MESSAGES, WE_MET_TEXTS, type WeMetPrompt } from '@kindred/contract/we-met';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import type { DatePlan } from '@kindred/contract/date-plans';
import { datePlans } from '../../db/schema/dates';
import { matches } from '../../db/schema/matches';
import { messages } from '../../db/schema/messages';
import { blocks, reports } from '../../db/schema/safety';
import { weMetPrompts } from '../../db/schema/we-met';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  ownSpot,
  type CreatedMember,
  type MatchedPair,
} from '../../../test/factories';
import { recommendedIds, storedDeck } from '../../../test/recommendation-decks';

const t = useTestApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const call = (member: CreatedMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: member ? bearer(member.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const promptsOf = async (member: CreatedMember) => {
  const response = await call(member, 'GET', API_PATHS.weMet.list);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as WeMetPrompt[];
};

const storedPromptsOf = (matchId: string) =>
  t().db.select().from(weMetPrompts).where(eq(weMetPrompts.matchId, matchId));

/** A date plan proposed by her and accepted by him, then moved to have started `ago` ms ago. */
async function acceptedDate(pair: MatchedPair, ago: number): Promise<string> {
  const proposed = await call(pair.her, 'POST', API_PATHS.dates.list, {
    matchId: pair.matchId,
    ideaId: DATE_IDEAS[0]!.id,
    place: 'Blue Bottle on Main Street',
    startsAt: new Date(Date.now() + 3 * DAY).toISOString(),
    timeZone: 'Europe/London',
    note: 'Coffee on Saturday?',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const plan = proposed.json().data as DatePlan;
  expect((await call(pair.him, 'POST', API_PATHS.dates.accept(plan.id))).statusCode).toBe(200);
  await t()
    .db.update(datePlans)
    .set({ startsAt: new Date(Date.now() - ago) })
    .where(eq(datePlans.id, plan.id));
  return plan.id;
}

/** Each writes `each` messages, then the whole conversation is moved `ago` ms into the past. */
async function quietChat(pair: MatchedPair, each: number, ago: number) {
  for (let i = 0; i < each; i++) {
    for (const member of [pair.her, pair.him]) {
      const sent = await call(member, 'POST', API_PATHS.conversations.messages(pair.matchId), {
        content: `hello ${i}`,
      });
      expect(sent.statusCode, sent.body).toBe(201);
    }
  }
  await t()
    .db.update(messages)
    .set({ createdAt: new Date(Date.now() - ago) })
    .where(eq(messages.matchId, pair.matchId));
}

async function weMetNotificationsOf(member: CreatedMember) {
  await t().app.notifications.settle();
  const { notifications } = (await call(member, 'GET', `${API_PATHS.notifications.list}?limit=100`)).json();
  return (notifications as Notification[]).filter((notification) => notification.topic === 'we-met');
}

const answer = (member: CreatedMember, promptId: string, payload: unknown) =>
  call(member, 'POST', API_PATHS.weMet.answer(promptId), payload);

describe('the ask-we-met job (decision 106)', () => {
  it('asks both members the day after an accepted date, once, however many runs race', async () => {
    const pair = await createMatchedPair(t().app, t().db);
    const planId = await acceptedDate(pair, 25 * HOUR);

    await Promise.all([t().app.weMet.askDue(), t().app.weMet.askDue()]);
    await t().app.weMet.askDue();

    const stored = await storedPromptsOf(pair.matchId);
    expect(stored.map((row) => [row.memberId, row.otherId, row.reason, row.datePlanId]).sort()).toEqual(
      [
        [pair.her.user.id, pair.him.user.id, 'date', planId],
        [pair.him.user.id, pair.her.user.id, 'date', planId],
      ].sort(),
    );
    const [hers] = await promptsOf(pair.her);
    expect(hers).toMatchObject({
      matchId: pair.matchId,
      reason: 'date',
      datePlanId: planId,
      idea: DATE_IDEAS[0]!.title,
      otherUser: { id: pair.him.user.id, name: 'Sam' },
      matchLive: true,
    });
    expect(hers!.otherUser.photo).toEqual(expect.any(String));

    // One notification each, leading to the prompt on Matches.
    const notices = await weMetNotificationsOf(pair.him);
    expect(notices.map((notice) => notice.content)).toEqual([WE_MET_TEXTS.notification('Ava')]);
    expect(notificationTarget(notices[0]!)).toBe(ROUTES.matches);
    expect(await weMetNotificationsOf(pair.her)).toHaveLength(1);
  });

  it('waits a day after the start, and forgets dates older than two weeks', async () => {
    const soon = await createMatchedPair(t().app, t().db);
    await acceptedDate(soon, 23 * HOUR);
    const old = await createMatchedPair(t().app, t().db);
    await acceptedDate(old, 15 * DAY);
    await t().app.weMet.askDue();
    expect(await storedPromptsOf(soon.matchId)).toEqual([]);
    expect(await storedPromptsOf(old.matchId)).toEqual([]);
  });

  it('asks after a match that ended after the date, never after one that ended before it or with a block', async () => {
    const after = await createMatchedPair(t().app, t().db);
    await acceptedDate(after, 26 * HOUR);
    // Unmatched once the date was over: the plan is cancelled by the match's end.
    expect((await call(after.him, 'DELETE', API_PATHS.matches.unmatch(after.matchId))).statusCode).toBe(200);
    await t().app.dates.settle();

    const before = await createMatchedPair(t().app, t().db);
    await acceptedDate(before, 26 * HOUR);
    await t()
      .db.update(matches)
      .set({ endedAt: new Date(Date.now() - 30 * HOUR), endedBy: before.him.user.id })
      .where(eq(matches.id, before.matchId));

    const blocked = await createMatchedPair(t().app, t().db);
    await acceptedDate(blocked, 26 * HOUR);
    await t().db.insert(blocks).values({ blockerId: blocked.him.user.id, blockedId: blocked.her.user.id });

    await t().app.weMet.askDue();
    expect((await storedPromptsOf(after.matchId)).length).toBe(2);
    const [hers] = await promptsOf(after.her);
    expect(hers).toMatchObject({ matchId: after.matchId, matchLive: false, otherUser: { photo: null } });
    expect(await storedPromptsOf(before.matchId)).toEqual([]);
    expect(await storedPromptsOf(blocked.matchId)).toEqual([]);
  });

  it('asks after a real conversation that went quiet a week ago without a date plan', async () => {
    const quiet = await createMatchedPair(t().app, t().db);
    await quietChat(quiet, 3, 8 * DAY);
    const short = await createMatchedPair(t().app, t().db);
    await quietChat(short, 2, 8 * DAY);
    const recent = await createMatchedPair(t().app, t().db);
    await quietChat(recent, 3, 6 * DAY);

    await t().app.weMet.askDue();
    const stored = await storedPromptsOf(quiet.matchId);
    expect(stored.map((row) => row.reason)).toEqual(['quiet', 'quiet']);
    const [his] = await promptsOf(quiet.him);
    expect(his).toMatchObject({ reason: 'quiet', idea: null, datePlanId: null });
    expect(await storedPromptsOf(short.matchId)).toEqual([]);
    expect(await storedPromptsOf(recent.matchId)).toEqual([]);
  });
});

describe('answering "Did you meet?"', () => {
  async function asked() {
    const pair = await createMatchedPair(t().app, t().db);
    await acceptedDate(pair, 25 * HOUR);
    await t().app.weMet.askDue();
    const [hers] = await promptsOf(pair.her);
    const [his] = await promptsOf(pair.him);
    return { ...pair, hers: hers!, his: his! };
  }

  it('stores the answer once, and nothing the other member reads carries it', async () => {
    const { her, him, matchId, hers, his } = await asked();
    const stored = await answer(her, hers.id, { answer: 'see_again' });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data).toMatchObject({ id: hers.id, answer: 'see_again', reported: false });
    expect(await promptsOf(her)).toEqual([]);

    const again = await answer(her, hers.id, { answer: 'not_again' });
    expect([again.statusCode, again.json().message]).toEqual([409, WE_MET_MESSAGES.alreadyAnswered]);

    // Everything he can read about her and the match: no trace of her answer.
    await t().app.notifications.settle();
    const reads = await Promise.all(
      [
        API_PATHS.weMet.list,
        API_PATHS.matches.list,
        API_PATHS.matches.byId(matchId),
        API_PATHS.conversations.list,
        API_PATHS.conversations.messages(matchId),
        `${API_PATHS.notifications.list}?limit=100`,
        `${API_PATHS.dates.list}?matchId=${matchId}`,
      ].map((url) => call(him, 'GET', url)),
    );
    for (const read of reads) {
      expect(read.statusCode, read.body).toBe(200);
      expect(read.body).not.toMatch(/see_again|answeredAt/);
    }
    expect((await promptsOf(him)).map((prompt) => prompt.id)).toEqual([his.id]);
  });

  it('refuses hostile input with a 4xx and stores nothing', async () => {
    const { her, him, hers, his } = await asked();
    const cases: [string, unknown, number][] = [
      [hers.id, undefined, 400],
      [hers.id, {}, 400],
      [hers.id, { answer: 'maybe' }, 400],
      [hers.id, { answer: 1.5 }, 400],
      [hers.id, { answer: ['see_again'] }, 400],
      [hers.id, { answer: 'unsafe', details: 'bad\u0000night' }, 400],
      [hers.id, { answer: 'unsafe', details: 'x'.repeat(1001) }, 400],
      [hers.id, { answer: 'see_again', details: 'lovely' }, 400],
      ['not-a-uuid', { answer: 'see_again' }, 400],
      ['%00', { answer: 'see_again' }, 400],
      // His prompt, answered by her: not hers to see.
      [his.id, { answer: 'see_again' }, 404],
      ['00000000-0000-4000-8000-000000000000', { answer: 'see_again' }, 404],
    ];
    for (const [id, payload, status] of cases) {
      const response = await call(her, 'POST', API_PATHS.weMet.answer(id), payload);
      expect(response.statusCode, `${id} ${JSON.stringify(payload)}: ${response.body}`).toBe(status);
    }
    expect((await call(null, 'GET', API_PATHS.weMet.list)).statusCode).toBe(401);
    expect((await call(null, 'POST', API_PATHS.weMet.answer(hers.id), { answer: 'see_again' })).statusCode).toBe(401);
    expect((await call(her, 'POST', API_PATHS.weMet.dismiss(his.id))).statusCode).toBe(404);
    const stored = await t()
      .db.select()
      .from(weMetPrompts)
      .where(inArray(weMetPrompts.id, [hers.id, his.id]));
    expect(stored.every((row) => row.answer === null && row.dismissedAt === null)).toBe(true);
    expect((await promptsOf(him)).map((prompt) => prompt.id)).toEqual([his.id]);
  });

  it('"We met and it felt unsafe" files a report on the other member', async () => {
    const { her, him, matchId, hers } = await asked();
    const response = await answer(her, hers.id, { answer: 'unsafe', details: 'He would not let me leave.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ answer: 'unsafe', reported: true });
    const filed = await t()
      .db.select()
      .from(reports)
      .where(and(eq(reports.reporterId, her.user.id), eq(reports.reportedId, him.user.id)));
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({
      reason: 'offline',
      matchId,
      details: WE_MET_TEXTS.reportDetails('He would not let me leave.'),
    });
  });

  it('"Not now" dismisses for good: never listed or asked again, and not answerable', async () => {
    const { her, matchId, hers } = await asked();
    const dismissed = await call(her, 'POST', API_PATHS.weMet.dismiss(hers.id));
    expect(dismissed.statusCode, dismissed.body).toBe(204);
    expect(await promptsOf(her)).toEqual([]);
    const late = await answer(her, hers.id, { answer: 'see_again' });
    expect([late.statusCode, late.json().message]).toEqual([409, WE_MET_MESSAGES.dismissed]);
    await t().app.weMet.askDue();
    expect((await storedPromptsOf(matchId)).length).toBe(2);
    expect(await promptsOf(her)).toEqual([]);
  });
});

describe('"would see again" in For You (decision 106)', () => {
  it('ranks members who resemble the one she would see again higher, by the rule’s points', async () => {
    // A place of its own: the ranking is read among exactly these members.
    const spot = { ...ownSpot(), maxDistance: 5 };
    const pair = await createMatchedPair(t().app, t().db, {
      her: { columns: spot },
      him: { profile: { age: 32, interests: ['Rock Climbing', 'Tennis'] }, columns: spot },
    });
    const man = (age: number, interests: string[]) =>
      createDiscoverableMember(t().app, t().db, {
        profile: { name: 'Max', gender: 'male', showMe: 'Women', age, ageRange: [25, 40], interests },
        columns: spot,
      });
    // Her interests both; his two besides for the one alike, whose fit is a little lower for them.
    const alike = await man(33, ['Hiking', 'Coffee', 'Reading', 'Rock Climbing', 'Tennis']);
    const other = await man(33, ['Hiking', 'Coffee', 'Reading']);

    await recommendedIds(t().app, pair.her.token, 'limit=5');
    const before = (await storedDeck(t().db, pair.her.user.id))!;
    const rankIn = (deck: typeof before, id: string) => deck.ranks[deck.candidateIds.indexOf(id)]!;
    expect(before.candidateIds).toEqual(expect.arrayContaining([alike.user.id, other.user.id]));
    expect(rankIn(before, other.user.id)).toBeGreaterThan(rankIn(before, alike.user.id));

    await acceptedDate(pair, 25 * HOUR);
    await t().app.weMet.askDue();
    const [hers] = await promptsOf(pair.her);
    expect((await answer(pair.her, hers!.id, { answer: 'see_again' })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await storedDeck(t().db, pair.her.user.id)).toBeUndefined());

    const order = await recommendedIds(t().app, pair.her.token, 'limit=5');
    const after = (await storedDeck(t().db, pair.her.user.id))!;
    // Two of his interests (+4) and his age band, 30 to 34 (+2); the other shares neither interest (+2).
    expect(rankIn(after, alike.user.id) - rankIn(before, alike.user.id)).toBeCloseTo(6, 1);
    expect(rankIn(after, other.user.id) - rankIn(before, other.user.id)).toBeCloseTo(2, 1);
    // For You shows them in the order of their ranks. (Which one leads depends on how rare their
    // interests are among everyone in the database, which other files' members change.)
    expect(order.indexOf(alike.user.id) < order.indexOf(other.user.id)).toBe(
      rankIn(after, alike.user.id) > rankIn(after, other.user.id),
    );
  });
});
