import { SOCKET_EVENTS } from '@kindred/contract/realtime';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Message } from '@kindred/contract/conversations';
import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import type { Notification } from '@kindred/contract/notifications';
import { DATE_PLAN_MESSAGES, DATE_PLAN_TEXTS, type DatePlan } from '@kindred/contract/date-plans';
import { notificationTarget } from '@kindred/contract/notification-target';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { datePlans } from '../../db/schema/dates';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, createMember, type CreatedMember } from '../../../test/factories';
import { recordEvents, roundTrip, useSocketServer } from '../../../test/sockets';
import { planWhen } from './plan-when';

const t = useTestApp();
const sockets = useSocketServer(t);

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const IDEA = DATE_IDEAS[0]!;

const call = (member: CreatedMember | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: member ? bearer(member.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** An instant `ms` from now, whole minutes, as the web sends it. */
const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();

const proposal = (matchId: string, overrides: Record<string, unknown> = {}) => ({
  matchId,
  ideaId: IDEA.id,
  place: 'Blue Bottle on Main Street',
  startsAt: fromNow(3 * DAY),
  timeZone: 'Europe/London',
  note: 'Fancy a coffee on Saturday?',
  ...overrides,
});

async function propose(member: CreatedMember, matchId: string, overrides: Record<string, unknown> = {}) {
  const response = await call(member, 'POST', API_PATHS.dates.list, proposal(matchId, overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as DatePlan;
}

async function act(member: CreatedMember, url: string, payload?: unknown) {
  const response = await call(member, 'POST', url, payload);
  return { status: response.statusCode, body: response.json() as { data: DatePlan; message?: string } };
}

const plansOf = async (member: CreatedMember, query = '') =>
  (await call(member, 'GET', `${API_PATHS.dates.list}${query}`)).json().data as DatePlan[];

const storedPlansOf = (matchId: string) => t().db.select().from(datePlans).where(eq(datePlans.matchId, matchId));

const threadOf = async (member: CreatedMember, matchId: string) =>
  (await call(member, 'GET', API_PATHS.conversations.messages(matchId))).json().messages as Message[];

async function eventNotificationsOf(member: CreatedMember) {
  await t().app.notifications.settle();
  const { notifications } = (await call(member, 'GET', `${API_PATHS.notifications.list}?limit=100`)).json();
  return (notifications as Notification[]).filter((notification) => notification.type === 'event');
}

describe('POST /dates: proposing a date', () => {
  it('stores the proposal, sends it as a chat message, and the match sees it, is told and is asked to answer', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const socket = await sockets.connect(him.token);
    const heard = recordEvents(socket);
    const startsAt = fromNow(5 * DAY);

    const plan = await propose(her, matchId, { startsAt });

    expect(plan).toMatchObject({
      matchId,
      proposerId: her.user.id,
      otherUser: { id: him.user.id, name: 'Sam' },
      ideaId: IDEA.id,
      idea: IDEA.title,
      place: 'Blue Bottle on Main Street',
      startsAt,
      timeZone: 'Europe/London',
      state: 'proposed',
      awaitingId: him.user.id,
      matchEnded: false,
    });
    const seen = await plansOf(him);
    expect(seen.map((entry) => [entry.id, entry.otherUser.name, entry.awaitingId])).toEqual([
      [plan.id, 'Ava', him.user.id],
    ]);
    expect((await call(him, 'GET', API_PATHS.dates.byId(plan.id))).json().data.id).toBe(plan.id);

    const [message] = await threadOf(him, matchId);
    expect(message!.id).toBe(plan.messageId);
    expect(message!.senderId).toBe(her.user.id);
    expect(message!.content).toBe(
      `${DATE_PLAN_TEXTS.chatLine(IDEA.title, 'Blue Bottle on Main Street', planWhen(new Date(startsAt), 'Europe/London'))}\n\nFancy a coffee on Saturday?`,
    );
    const notices = await eventNotificationsOf(him);
    expect(notices).toEqual([expect.objectContaining({ content: DATE_PLAN_TEXTS.proposed('Ava'), matchId })]);
    // It leads to the conversation, on the notifications page and in its push.
    expect(notificationTarget(notices[0]!)).toBe(ROUTES.messageThread(matchId));
    expect(await eventNotificationsOf(her)).toEqual([]);
    await roundTrip(socket, him.user.id);
    expect(heard.all(SOCKET_EVENTS.datePlanUpdated)).toEqual([{ datePlanId: plan.id, matchId }]);
  });

  it('takes an idea in the member’s own words, and refuses none, an unknown catalogue idea, and no place', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const own = await propose(her, matchId, { ideaId: null, idea: 'Ice skating' });
    expect([own.ideaId, own.idea]).toEqual([null, 'Ice skating']);

    const none = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { ideaId: undefined, idea: ' ' }));
    expect([none.statusCode, none.json().message]).toEqual([400, DATE_PLAN_MESSAGES.ideaRequired]);
    const unknown = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { ideaId: 'no-such-idea' }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, DATE_PLAN_MESSAGES.ideaNotFound]);
    const noPlace = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { place: '' }));
    expect([noPlace.statusCode, noPlace.json().message]).toEqual([400, DATE_PLAN_MESSAGES.placeRequired]);
    expect(await storedPlansOf(matchId)).toHaveLength(1);
  });

  it('refuses a time in the past and one ten years ahead, in the spec’s words, storing nothing', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const past = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { startsAt: fromNow(-HOUR) }));
    expect([past.statusCode, past.json().message]).toEqual([400, DATE_PLAN_MESSAGES.timeInPast]);
    const far = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { startsAt: fromNow(3650 * DAY) }));
    expect([far.statusCode, far.json().message]).toEqual([400, DATE_PLAN_MESSAGES.timeTooFar]);
    expect(
      (await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { startsAt: fromNow(364 * DAY) }))).statusCode,
    ).toBe(201);
    expect(await storedPlansOf(matchId)).toHaveLength(1);
  });

  it('refuses a match the member is not in (404) and a match that ended (403)', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const stranger = await createMember(t().app);
    const notMatched = await call(stranger, 'POST', API_PATHS.dates.list, proposal(matchId));
    expect([notMatched.statusCode, notMatched.json().message]).toEqual([404, DATE_PLAN_MESSAGES.matchNotFound]);
    const malformed = await call(her, 'POST', API_PATHS.dates.list, proposal('not-a-match'));
    expect(malformed.statusCode).toBe(404);
    expect((await call(her, 'DELETE', API_PATHS.matches.unmatch(matchId))).statusCode).toBe(200);
    const ended = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId));
    expect([ended.statusCode, ended.json().message]).toEqual([403, DATE_PLAN_MESSAGES.matchEnded]);
    expect(await storedPlansOf(matchId)).toHaveLength(0);
  });

  it('refuses a bodiless request and a NUL byte in a field with a 400, storing nothing', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    expect((await call(her, 'POST', API_PATHS.dates.list)).statusCode).toBe(400);
    const nul = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, { place: 'Blue\u0000Bottle' }));
    expect(nul.statusCode).toBe(400);
    expect(await storedPlansOf(matchId)).toHaveLength(0);
    expect(await threadOf(her, matchId)).toEqual([]);
  });

  it('stores a retry with the same clientId once, answering the stored plan with 200', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const body = proposal(matchId, { clientId: 'plan-retry-1' });
    const first = await call(her, 'POST', API_PATHS.dates.list, body);
    const again = await call(her, 'POST', API_PATHS.dates.list, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await storedPlansOf(matchId)).toHaveLength(1);
    expect(await threadOf(him, matchId)).toHaveLength(1);
  });

  it('removes the plan when the chat refuses its message (contact details before a reply)', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const refused = await call(
      her,
      'POST',
      API_PATHS.dates.list,
      proposal(matchId, { note: 'Write to me at ava.dates@example.com' }),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([422, CONVERSATION_MESSAGES.contactDetailsTooSoon]);
    expect(await storedPlansOf(matchId)).toHaveLength(0);
    expect(await threadOf(him, matchId)).toEqual([]);
    expect(await eventNotificationsOf(him)).toEqual([]);
  });

  it('asks "Are you sure?" of a note that might hurt, and sends it when the member sends it anyway', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const rude = { note: 'Coffee, you stupid b1tch?' };
    const asked = await call(her, 'POST', API_PATHS.dates.list, proposal(matchId, rude));
    expect([asked.statusCode, asked.json().message]).toEqual([422, CONVERSATION_MESSAGES.mightBeHurtful]);
    expect(await storedPlansOf(matchId)).toHaveLength(0);

    const plan = await propose(her, matchId, { ...rude, sendAnyway: true });
    const [message] = await threadOf(him, matchId);
    expect([message?.id, message?.mightHurt]).toEqual([plan.messageId, true]);
  });
});

describe('answering a plan', () => {
  it('the member asked accepts; the proposer is told; answering again is a 409', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const plan = await propose(her, matchId);
    const early = await act(her, API_PATHS.dates.accept(plan.id));
    expect([early.status, early.body.message]).toEqual([403, DATE_PLAN_MESSAGES.notYourTurn]);

    const accepted = await act(him, API_PATHS.dates.accept(plan.id));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ state: 'accepted', awaitingId: null });
    expect((await plansOf(her, '?upcoming=true')).map((entry) => [entry.id, entry.state])).toEqual([
      [plan.id, 'accepted'],
    ]);
    expect((await eventNotificationsOf(her)).map((notice) => notice.content)).toEqual([
      DATE_PLAN_TEXTS.accepted('Sam'),
    ]);
    const twice = await act(him, API_PATHS.dates.accept(plan.id));
    expect([twice.status, twice.body.message]).toEqual([409, DATE_PLAN_MESSAGES.alreadyAnswered]);
    const decline = await act(him, API_PATHS.dates.decline(plan.id));
    expect(decline.status).toBe(409);
  });

  it('suggesting another time passes the turn to the proposer, who then accepts it', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const plan = await propose(her, matchId);
    const same = await act(him, API_PATHS.dates.reschedule(plan.id), { startsAt: plan.startsAt });
    expect([same.status, same.body.message]).toEqual([400, DATE_PLAN_MESSAGES.sameTime]);
    const past = await act(him, API_PATHS.dates.reschedule(plan.id), { startsAt: fromNow(-DAY) });
    expect([past.status, past.body.message]).toEqual([400, DATE_PLAN_MESSAGES.timeInPast]);
    const notHers = await act(her, API_PATHS.dates.reschedule(plan.id), { startsAt: fromNow(4 * DAY) });
    expect([notHers.status, notHers.body.message]).toEqual([403, DATE_PLAN_MESSAGES.notYourTurn]);

    const later = fromNow(4 * DAY);
    const moved = await act(him, API_PATHS.dates.reschedule(plan.id), {
      startsAt: later,
      timeZone: 'America/New_York',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({
      state: 'proposed',
      startsAt: later,
      timeZone: 'America/New_York',
      awaitingId: her.user.id,
    });
    expect((await eventNotificationsOf(her)).map((notice) => notice.content)).toEqual([
      DATE_PLAN_TEXTS.rescheduled('Sam'),
    ]);
    expect((await act(him, API_PATHS.dates.accept(plan.id))).status).toBe(403);
    const accepted = await act(her, API_PATHS.dates.accept(plan.id));
    expect([accepted.status, accepted.body.data.state]).toEqual([200, 'accepted']);
  });

  it('the member asked declines; nothing more can be done with it', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const plan = await propose(her, matchId);
    const declined = await act(him, API_PATHS.dates.decline(plan.id));
    expect([declined.status, declined.body.data.state, declined.body.data.awaitingId]).toEqual([200, 'declined', null]);
    expect((await eventNotificationsOf(her)).map((notice) => notice.content)).toEqual([
      DATE_PLAN_TEXTS.declined('Sam'),
    ]);
    for (const url of [API_PATHS.dates.accept(plan.id), API_PATHS.dates.cancel(plan.id)]) {
      const refused = await act(him, url);
      expect([refused.status, refused.body.message]).toEqual([409, DATE_PLAN_MESSAGES.ended]);
    }
    expect(await plansOf(him, '?upcoming=true')).toEqual([]);
  });

  it('either member cancels, with or without a note, while proposed or accepted', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const first = await propose(her, matchId);
    const second = await propose(her, matchId, { startsAt: fromNow(6 * DAY) });
    expect((await act(him, API_PATHS.dates.accept(second.id))).status).toBe(200);

    const byHer = await act(her, API_PATHS.dates.cancel(first.id), { note: 'Something came up, sorry' });
    expect(byHer.status).toBe(200);
    expect(byHer.body.data).toMatchObject({
      state: 'cancelled',
      cancelledById: her.user.id,
      cancelNote: 'Something came up, sorry',
      awaitingId: null,
      matchEnded: false,
    });
    const byHim = await act(him, API_PATHS.dates.cancel(second.id));
    expect(byHim.body.data).toMatchObject({ state: 'cancelled', cancelledById: him.user.id, cancelNote: null });
    expect((await eventNotificationsOf(him)).map((notice) => notice.content)).toContain(
      DATE_PLAN_TEXTS.cancelled('Ava'),
    );
    expect((await eventNotificationsOf(her)).map((notice) => notice.content)).toContain(
      DATE_PLAN_TEXTS.cancelled('Sam'),
    );
    const again = await act(her, API_PATHS.dates.cancel(second.id), {});
    expect([again.status, again.body.message]).toEqual([409, DATE_PLAN_MESSAGES.ended]);
  });

  it('another member’s plan is not found, to read and to every action; a malformed id is a 400', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const stranger = await createMember(t().app);
    const plan = await propose(her, matchId);
    const urls: [string, unknown?][] = [
      [API_PATHS.dates.accept(plan.id)],
      [API_PATHS.dates.decline(plan.id)],
      [API_PATHS.dates.reschedule(plan.id), { startsAt: fromNow(9 * DAY) }],
      [API_PATHS.dates.cancel(plan.id), { note: 'Not mine' }],
    ];
    for (const [url, body] of urls) {
      const response = await act(stranger, url, body);
      expect([url, response.status, response.body.message]).toEqual([url, 404, DATE_PLAN_MESSAGES.notFound]);
    }
    for (const url of [API_PATHS.dates.byId(plan.id), API_PATHS.dates.calendar(plan.id)]) {
      const response = await call(stranger, 'GET', url);
      expect([url, response.statusCode]).toEqual([url, 404]);
    }
    expect(await plansOf(stranger)).toEqual([]);
    const theirs = await call(stranger, 'GET', `${API_PATHS.dates.list}?matchId=${matchId}`);
    expect([theirs.statusCode, theirs.json().message]).toEqual([404, DATE_PLAN_MESSAGES.matchNotFound]);
    const malformed = await call(him, 'GET', API_PATHS.dates.byId('not-a-plan'));
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, DATE_PLAN_MESSAGES.invalidId]);
    expect((await call(him, 'GET', API_PATHS.dates.byId(plan.id))).json().data.state).toBe('proposed');
  });
});

describe('the match ending', () => {
  it.each(['unmatch', 'block'] as const)(
    '%s cancels the pair’s open plans at once, and no action is offered',
    async (how) => {
      const { her, him, matchId } = await createMatchedPair(t().app, t().db);
      const proposed = await propose(her, matchId);
      const accepted = await propose(her, matchId, { startsAt: fromNow(7 * DAY) });
      expect((await act(him, API_PATHS.dates.accept(accepted.id))).status).toBe(200);
      const socket = await sockets.connect(her.token);
      const heard = recordEvents(socket);

      const ended =
        how === 'unmatch'
          ? await call(him, 'DELETE', API_PATHS.matches.unmatch(matchId))
          : await call(him, 'POST', API_PATHS.matches.block(matchId), {});
      expect(ended.statusCode).toBeLessThan(300);
      await t().app.dates.settle();

      const stored = await storedPlansOf(matchId);
      expect(stored.map((plan) => [plan.id, plan.state, plan.matchEnded, plan.cancelledById]).sort()).toEqual(
        [
          [proposed.id, 'cancelled', true, him.user.id],
          [accepted.id, 'cancelled', true, him.user.id],
        ].sort(),
      );
      const seen = await plansOf(her);
      expect(seen.map((plan) => [plan.state, plan.matchEnded, plan.awaitingId])).toEqual([
        ['cancelled', true, null],
        ['cancelled', true, null],
      ]);
      expect(await plansOf(her, '?upcoming=true')).toEqual([]);
      const cancel = await act(her, API_PATHS.dates.cancel(accepted.id));
      expect([cancel.status, cancel.body.message]).toEqual([403, DATE_PLAN_MESSAGES.matchEnded]);
      await heard.next(SOCKET_EVENTS.datePlanUpdated, (payload) => payload.datePlanId === proposed.id);
      await heard.next(SOCKET_EVENTS.datePlanUpdated, (payload) => payload.datePlanId === accepted.id);
      expect((await eventNotificationsOf(her)).map((notice) => notice.content)).not.toContain(
        DATE_PLAN_TEXTS.cancelled('Sam'),
      );
    },
  );
});

describe('reminders', () => {
  it('remind both members a day before and two hours before, once each', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const tomorrow = await propose(her, matchId, { startsAt: fromNow(23 * HOUR) });
    const soon = await propose(her, matchId, { ideaId: null, idea: 'Ice skating', startsAt: fromNow(HOUR) });
    const unanswered = await propose(her, matchId, { startsAt: fromNow(3 * HOUR) });
    for (const plan of [tomorrow, soon]) expect((await act(him, API_PATHS.dates.accept(plan.id))).status).toBe(200);
    expect(unanswered.state).toBe('proposed');
    const contents = async (member: CreatedMember) =>
      (await eventNotificationsOf(member))
        .map((notice) => notice.content)
        .filter((content) => content.startsWith('Tomorrow') || content.startsWith('In 2 hours'))
        .sort();

    const now = new Date();
    await t().app.dates.sendReminders(now);
    expect(await contents(her)).toEqual(
      [DATE_PLAN_TEXTS.reminderDayBefore(IDEA.title, 'Sam'), DATE_PLAN_TEXTS.reminderSoon('Ice skating', 'Sam')].sort(),
    );
    expect(await contents(him)).toEqual(
      [DATE_PLAN_TEXTS.reminderDayBefore(IDEA.title, 'Ava'), DATE_PLAN_TEXTS.reminderSoon('Ice skating', 'Ava')].sort(),
    );

    await t().app.dates.sendReminders(now);
    expect(await contents(her)).toHaveLength(2);

    // 22 hours on, the first plan is two hours away: its second reminder, once.
    const later = new Date(now.getTime() + 22 * HOUR);
    await t().app.dates.sendReminders(later);
    await t().app.dates.sendReminders(later);
    expect(await contents(him)).toEqual(
      [
        DATE_PLAN_TEXTS.reminderDayBefore(IDEA.title, 'Ava'),
        DATE_PLAN_TEXTS.reminderSoon('Ice skating', 'Ava'),
        DATE_PLAN_TEXTS.reminderSoon(IDEA.title, 'Ava'),
      ].sort(),
    );
  });
});

describe('GET /dates/:id/calendar.ics', () => {
  it('gives an accepted plan as an iCalendar file in the reader’s time zone, and refuses a proposed one', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const plan = await propose(her, matchId, { startsAt: '2027-01-15T19:30:00.000Z', note: 'Coffee; then, a walk' });
    const early = await call(him, 'GET', API_PATHS.dates.calendar(plan.id));
    expect([early.statusCode, early.json().message]).toEqual([409, DATE_PLAN_MESSAGES.calendarNotAccepted]);
    expect((await act(him, API_PATHS.dates.accept(plan.id))).status).toBe(200);

    const file = await call(him, 'GET', `${API_PATHS.dates.calendar(plan.id)}?timeZone=America/New_York`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[\w.-]+\.ics"$/);
    const lines = file.body.split('\r\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        `UID:${plan.id}@kindred`,
        'TZID:America/New_York',
        'TZOFFSETTO:-0500',
        'DTSTART;TZID=America/New_York:20270115T143000',
        'DTEND;TZID=America/New_York:20270115T163000',
        `SUMMARY:${IDEA.title} with Ava`,
        'LOCATION:Blue Bottle on Main Street',
        'DESCRIPTION:Coffee\\; then\\, a walk',
        'END:VCALENDAR',
      ]),
    );
    const hers = await call(her, 'GET', API_PATHS.dates.calendar(plan.id));
    expect(hers.body).toContain('DTSTART;TZID=Europe/London:20270115T193000');
    expect(hers.body).toContain(`SUMMARY:${IDEA.title} with Sam`);
  });
});
