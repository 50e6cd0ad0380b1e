import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExportSchema } from '@kindred/contract/data-export';
import { DATE_IDEAS } from '@kindred/contract/date-ideas';
import { DATE_PLAN_MESSAGES, type DatePlan } from '@kindred/contract/date-plans';
import {
  DATE_SAFETY_LIMITS,
  DATE_SAFETY_MESSAGES,
  DATE_SAFETY_TEXTS,
  type CheckIn,
  type CheckInsResponse,
  type DateShare,
  type DateSharesResponse,
} from '@kindred/contract/date-safety';
import type { Notification } from '@kindred/contract/notifications';
import { notificationTarget } from '@kindred/contract/notification-target';
import { API_PATHS, ROUTES } from '@kindred/contract/routes';
import { dateCheckInEvents, dateCheckIns } from '../../db/schema/date-safety';
import { datePlans } from '../../db/schema/dates';
import { emergencyContacts } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import { bearer, createMatchedPair, createMember, uniqueEmail, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const paths = API_PATHS.dateSafety;

const call = (
  member: CreatedMember | null,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: unknown,
  raw?: string,
) =>
  t().app.inject({
    method,
    url: url.startsWith('/api/') ? url : `/api/v1${url}`,
    headers: {
      ...(member ? bearer(member.token) : {}),
      ...(raw !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(raw !== undefined ? { payload: raw } : payload === undefined ? {} : { payload: payload as object }),
  });

const fromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / MINUTE) * MINUTE).toISOString();

/** An accepted plan between a new pair, Ava proposing to Sam; `startedAgo` moves its start into the past. */
async function acceptedPlan(startedAgo?: number) {
  const pair = await createMatchedPair(t().app, t().db);
  const proposed = await call(pair.her, 'POST', API_PATHS.dates.list, {
    matchId: pair.matchId,
    ideaId: DATE_IDEAS[0]!.id,
    place: 'Blue Bottle on Main Street',
    startsAt: fromNow(3 * DAY),
    timeZone: 'Europe/London',
    note: 'Coffee?',
  });
  expect(proposed.statusCode, proposed.body).toBe(201);
  const plan = proposed.json().data as DatePlan;
  expect((await call(pair.him, 'POST', API_PATHS.dates.accept(plan.id))).statusCode).toBe(200);
  if (startedAgo !== undefined) {
    // As the dates e2e seeds a date that has started: the start moved into the past.
    await t()
      .db.update(datePlans)
      .set({ startsAt: new Date(Date.now() - startedAgo) })
      .where(eq(datePlans.id, plan.id));
  }
  return { ...pair, plan };
}

/** A contact of the member's, confirmed (or waiting) as if they had pressed the e-mail's link. */
// Contacts are listed in the order they were added; PGlite's clock can give two quick inserts the
// same moment, so each gets its own.
let added = 0;
const addedAt = () => new Date(Date.now() - 60_000 + added++);

async function contactOf(member: CreatedMember, name: string, confirmed = true) {
  const [row] = await t()
    .db.insert(emergencyContacts)
    .values({
      userId: member.user.id,
      createdAt: addedAt(),
      name,
      email: uniqueEmail(name.toLowerCase()),
      confirmedAt: confirmed ? new Date() : null,
    })
    .returning();
  return row!;
}

const mailTo = (email: string) => t().mail.filter((mail) => mail.to === email);

async function shareWith(member: CreatedMember, planId: string, contactIds: string[], note?: string) {
  const response = await call(member, 'POST', paths.shares(planId), { contactIds, note });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().shares as DateShare[];
}

async function linkTokenFor(email: string): Promise<string> {
  await expect.poll(() => mailTo(email).length).toBeGreaterThan(0);
  const text = mailTo(email).at(-1)!.text;
  const match = new RegExp(`${ROUTES.sharedDate}\\?token=([\\w-]+)`).exec(text);
  expect(match, text).not.toBeNull();
  return match![1]!;
}

const view = (token: unknown) => call(null, 'POST', paths.sharedDate, { token });

async function systemNoticesOf(member: CreatedMember) {
  await t().app.notifications.settle();
  const { notifications } = (await call(member, 'GET', `${API_PATHS.notifications.list}?limit=100`)).json();
  return (notifications as Notification[]).filter((notice) => notice.topic === 'date-check-in');
}

describe('Share my date', () => {
  it('e-mails each chosen confirmed contact a link to a page readable without an account', async () => {
    const { her, plan } = await acceptedPlan();
    const friend = await contactOf(her, 'Jo');
    const sister = await contactOf(her, 'Kim');
    const waiting = await contactOf(her, 'Lee', false);

    const listed = (await call(her, 'GET', paths.shares(plan.id))).json() as DateSharesResponse;
    expect(listed.shares).toEqual([]);
    expect(listed.contacts.map((contact) => [contact.name, contact.confirmed])).toEqual([
      ['Jo', true],
      ['Kim', true],
      ['Lee', false],
    ]);

    const shares = await shareWith(her, plan.id, [friend.id, sister.id], 'Text me at 10');
    // Shares made together come in the order they were stored (by id), not the contacts' order.
    expect(shares.map((share) => share.contactName).sort()).toEqual(['Jo', 'Kim']);
    expect(shares[0]!.expiresAt).toBe(new Date(Date.parse(plan.startsAt) + DAY).toISOString());
    const token = await linkTokenFor(friend.email);
    const mail = mailTo(friend.email)[0]!;
    expect(mail.subject).toBe(DATE_SAFETY_TEXTS.shareEmailSubject('Ava'));
    // The e-mail carries the link, not the date.
    expect(mail.text).not.toContain('Blue Bottle');
    expect(await linkTokenFor(sister.email)).not.toBe(token);
    expect(mailTo(waiting.email)).toEqual([]);

    const page = await view(token);
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data).toMatchObject({
      memberName: 'Ava',
      matchName: 'Sam',
      idea: plan.idea,
      place: 'Blue Bottle on Main Street',
      startsAt: plan.startsAt,
      timeZone: 'Europe/London',
      note: 'Text me at 10',
      cancelled: false,
    });
    // Only declared fields: no e-mail, no ids, no location.
    expect(Object.keys(data).sort()).toEqual([
      'cancelled',
      'expiresAt',
      'idea',
      'matchName',
      'memberName',
      'note',
      'photo',
      'place',
      'startsAt',
      'timeZone',
    ]);
    expect(data.photo).toBe(`/api/v1${paths.sharedPhoto}?token=${token}`);
    const photo = await call(null, 'GET', data.photo);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.rawPayload.subarray(0, 4).toString()).toBe('RIFF');

    // Sharing again with the same contact e-mails nobody twice.
    await shareWith(her, plan.id, [friend.id]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailTo(friend.email)).toHaveLength(1);
  });

  it('refuses a waiting contact, another member’s, a malformed one and none; only the plan’s members share', async () => {
    const { her, him, plan } = await acceptedPlan();
    const waiting = await contactOf(her, 'Lee', false);
    const stranger = await createMember(t().app);
    const theirs = await contactOf(stranger, 'Max');
    const mine = await contactOf(her, 'Jo');
    for (const contactIds of [[waiting.id], [theirs.id], ['not-an-id'], [mine.id, theirs.id]]) {
      const refused = await call(her, 'POST', paths.shares(plan.id), { contactIds });
      expect([refused.statusCode, refused.json().message]).toEqual([400, DATE_SAFETY_MESSAGES.contactNotConfirmed]);
    }
    const none = await call(her, 'POST', paths.shares(plan.id), { contactIds: [] });
    expect([none.statusCode, none.json().message]).toEqual([400, DATE_SAFETY_MESSAGES.contactsRequired]);
    expect((await call(her, 'POST', paths.shares(plan.id))).statusCode).toBe(400);
    expect((await call(her, 'POST', paths.shares(plan.id), undefined, '{"contactIds":["a\\u0000b"]}')).statusCode).toBe(
      400,
    );
    expect((await call(her, 'POST', paths.shares(plan.id), { contactIds: [1.5] })).statusCode).toBe(400);
    const long = await call(her, 'POST', paths.shares(plan.id), { contactIds: [mine.id], note: 'x'.repeat(201) });
    expect([long.statusCode, long.json().message]).toEqual([400, DATE_SAFETY_MESSAGES.noteTooLong]);

    // A stranger's view of the plan, and a malformed plan id.
    const notTheirs = await call(stranger, 'POST', paths.shares(plan.id), { contactIds: [theirs.id] });
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([404, DATE_PLAN_MESSAGES.notFound]);
    expect((await call(stranger, 'GET', paths.shares(plan.id))).statusCode).toBe(404);
    expect((await call(her, 'GET', paths.shares('nope'))).statusCode).toBe(400);
    expect((await call(null, 'GET', paths.shares(plan.id))).statusCode).toBe(401);
    // The match shares with their own contacts, and sees none of hers.
    const his = await contactOf(him, 'Ray');
    await shareWith(her, plan.id, [mine.id]);
    expect((await shareWith(him, plan.id, [his.id])).map((share) => share.contactName)).toEqual(['Ray']);
    const hisView = (await call(him, 'GET', paths.shares(plan.id))).json() as DateSharesResponse;
    expect(hisView.contacts.map((contact) => contact.name)).toEqual(['Ray']);
    expect(JSON.stringify(hisView)).not.toContain(mine.email);
  });

  it('shares only an accepted plan of a live match', async () => {
    const pair = await createMatchedPair(t().app, t().db);
    const proposed = await call(pair.her, 'POST', API_PATHS.dates.list, {
      matchId: pair.matchId,
      ideaId: DATE_IDEAS[0]!.id,
      place: 'Park',
      startsAt: fromNow(2 * DAY),
      note: 'Walk?',
    });
    const plan = proposed.json().data as DatePlan;
    const contact = await contactOf(pair.her, 'Jo');
    const early = await call(pair.her, 'POST', paths.shares(plan.id), { contactIds: [contact.id] });
    expect([early.statusCode, early.json().message]).toEqual([409, DATE_SAFETY_MESSAGES.notAccepted]);
    await call(pair.him, 'POST', API_PATHS.dates.accept(plan.id));
    expect((await call(pair.her, 'DELETE', API_PATHS.matches.unmatch(pair.matchId))).statusCode).toBe(200);
    await t().app.dates.settle();
    const ended = await call(pair.her, 'POST', paths.shares(plan.id), { contactIds: [contact.id] });
    expect([ended.statusCode, ended.json().message]).toEqual([403, DATE_SAFETY_MESSAGES.matchEnded]);
  });

  it('stops working when revoked (one or all), a day after the start, and says so when the date is cancelled', async () => {
    const { her, him, plan } = await acceptedPlan();
    const jo = await contactOf(her, 'Jo');
    const kim = await contactOf(her, 'Kim');
    const shares = await shareWith(her, plan.id, [jo.id, kim.id]);
    // The shares come in the order they were stored, not the contacts' order.
    const joShare = shares.find((share) => share.contactId === jo.id)!;
    const joToken = await linkTokenFor(jo.email);
    const kimToken = await linkTokenFor(kim.email);

    // Another member cannot revoke her share; a malformed or unknown share id.
    expect((await call(him, 'DELETE', paths.share(plan.id, joShare.id))).statusCode).toBe(404);
    expect((await call(her, 'DELETE', paths.share(plan.id, 'x'))).statusCode).toBe(400);
    expect((await call(her, 'DELETE', paths.share(plan.id, crypto.randomUUID()))).statusCode).toBe(404);
    expect((await view(joToken)).statusCode).toBe(200);

    const revoked = await call(her, 'DELETE', paths.share(plan.id, joShare.id));
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await view(joToken);
    expect([gone.statusCode, gone.json()]).toEqual([410, { message: DATE_SAFETY_MESSAGES.linkGone }]);
    expect((await call(null, 'GET', `${paths.sharedPhoto}?token=${joToken}`)).statusCode).toBe(410);
    expect((await view(kimToken)).statusCode).toBe(200);

    // Cancelled: the page says so, without the photo.
    expect((await call(him, 'POST', API_PATHS.dates.cancel(plan.id))).statusCode).toBe(200);
    const cancelled = (await view(kimToken)).json().data;
    expect([cancelled.cancelled, cancelled.photo]).toEqual([true, null]);
    expect((await call(null, 'GET', `${paths.sharedPhoto}?token=${kimToken}`)).statusCode).toBe(404);

    // A day after the start, the link is gone.
    await t()
      .db.update(datePlans)
      .set({ startsAt: new Date(Date.now() - DAY - MINUTE) })
      .where(eq(datePlans.id, plan.id));
    expect((await view(kimToken)).statusCode).toBe(410);

    expect((await call(her, 'DELETE', paths.shares(plan.id))).statusCode).toBe(200);
    expect((await call(her, 'GET', paths.shares(plan.id))).json().shares).toEqual([]);
  });

  it('answers an unknown, empty or hostile token with a clear 4xx, never the details', async () => {
    expect((await view('unknown-token')).statusCode).toBe(410);
    expect((await view('')).json().message).toBe(DATE_SAFETY_MESSAGES.tokenRequired);
    expect((await view('a\u0000b')).statusCode).toBe(400);
    expect((await view(12)).statusCode).toBe(400);
    expect((await view('x'.repeat(500))).statusCode).toBe(400);
    expect((await call(null, 'POST', paths.sharedDate)).statusCode).toBe(400);
    expect((await call(null, 'GET', paths.sharedPhoto)).statusCode).toBe(400);
  });
});

describe('check-ins', () => {
  const checkInsOf = async (member: CreatedMember, planId: string) =>
    (await call(member, 'GET', paths.checkIns(planId))).json() as CheckInsResponse;

  it('starts from the plan’s start once shared, asks "Are you OK?" when up, and "I’m OK" ends it', async () => {
    const { her, him, plan, matchId } = await acceptedPlan(10 * MINUTE);
    const jo = await contactOf(her, 'Jo');

    const unshared = await call(her, 'POST', paths.checkIns(plan.id), { minutes: 60 });
    expect([unshared.statusCode, unshared.json().message]).toEqual([409, DATE_SAFETY_MESSAGES.checkInNotShared]);
    expect(await checkInsOf(her, plan.id)).toEqual({
      checkIns: [],
      canStart: false,
      reason: DATE_SAFETY_MESSAGES.checkInNotShared,
    });
    await shareWith(her, plan.id, [jo.id]);
    expect((await checkInsOf(her, plan.id)).canStart).toBe(true);

    const started = await call(her, 'POST', paths.checkIns(plan.id), { minutes: 60 });
    expect(started.statusCode, started.body).toBe(201);
    const checkIn = started.json().data as CheckIn;
    expect(checkIn).toMatchObject({ minutes: 60, state: 'running', askedAt: null });
    expect(Date.parse(checkIn.endsAt) - Date.parse(checkIn.startedAt)).toBe(HOUR);
    const again = await call(her, 'POST', paths.checkIns(plan.id), { minutes: 30 });
    expect([again.statusCode, again.json().message]).toEqual([409, DATE_SAFETY_MESSAGES.checkInOpen]);

    // The job before the time is up does nothing; once it is up (the clock moved on), it asks once.
    await t().app.dateSafety.runCheckIns(new Date());
    expect(await systemNoticesOf(her)).toEqual([]);
    await t()
      .db.update(dateCheckIns)
      .set({ startedAt: new Date(Date.now() - HOUR - 2 * MINUTE), endsAt: new Date(Date.now() - 2 * MINUTE) })
      .where(eq(dateCheckIns.id, checkIn.id));
    await t()
      .db.update(dateCheckInEvents)
      .set({ at: new Date(Date.now() - HOUR - 2 * MINUTE) })
      .where(eq(dateCheckInEvents.checkInId, checkIn.id));
    const at = new Date(Date.now() - MINUTE);
    await t().app.dateSafety.runCheckIns(at);
    await t().app.dateSafety.runCheckIns(at);
    const notices = await systemNoticesOf(her);
    expect(notices.map((notice) => notice.content)).toEqual([DATE_SAFETY_TEXTS.askNotice]);
    expect(notificationTarget(notices[0]!)).toBe(ROUTES.messageThread(matchId));
    expect(await systemNoticesOf(him)).toEqual([]);
    expect((await checkInsOf(her, plan.id)).checkIns[0]!.state).toBe('asked');

    // Only she can answer her check-in: the match has none; a stranger does not see the plan.
    const stranger = await createMember(t().app);
    const hisOk = await call(him, 'POST', paths.checkInOk(plan.id));
    expect([hisOk.statusCode, hisOk.json().message]).toEqual([404, DATE_SAFETY_MESSAGES.noCheckIn]);
    expect((await call(stranger, 'POST', paths.checkInOk(plan.id))).statusCode).toBe(404);
    expect((await call(stranger, 'GET', paths.checkIns(plan.id))).statusCode).toBe(404);
    expect((await checkInsOf(him, plan.id)).checkIns).toEqual([]);

    const ok = await call(her, 'POST', paths.checkInOk(plan.id));
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.state).toBe('ok');
    expect(ok.json().data.events.map((event: { kind: string }) => event.kind)).toEqual([
      'started',
      'asked',
      'answered',
    ]);
    // Answered: 15 minutes later nobody is e-mailed.
    await t().app.dateSafety.runCheckIns(new Date(at.getTime() + 20 * MINUTE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mailTo(jo.email)).toHaveLength(1);
    expect((await call(her, 'POST', paths.checkInOk(plan.id))).statusCode).toBe(404);
  });

  it('e-mails the shared contacts 15 minutes after an unanswered ask, once, and logs whom', async () => {
    const { her, plan } = await acceptedPlan(HOUR);
    const jo = await contactOf(her, 'Jo');
    const kim = await contactOf(her, 'Kim');
    const notShared = await contactOf(her, 'Lee');
    await shareWith(her, plan.id, [jo.id, kim.id]);
    const started = (await call(her, 'POST', paths.checkIns(plan.id), { minutes: 30 })).json().data as CheckIn;
    const asked = new Date(Date.parse(started.endsAt));
    await t().app.dateSafety.runCheckIns(asked);
    await t().app.dateSafety.runCheckIns(new Date(asked.getTime() + 14 * MINUTE));
    expect(mailTo(jo.email)).toHaveLength(1);

    const late = new Date(asked.getTime() + DATE_SAFETY_LIMITS.answerMinutes * MINUTE);
    await Promise.all([t().app.dateSafety.runCheckIns(late), t().app.dateSafety.runCheckIns(late)]);
    await expect.poll(() => mailTo(jo.email).length).toBe(2);
    await expect.poll(() => mailTo(kim.email).length).toBe(2);
    const missed = mailTo(jo.email)[1]!;
    expect(missed.subject).toBe(DATE_SAFETY_TEXTS.missedEmailSubject('Ava'));
    expect(missed.text).toContain('Blue Bottle on Main Street');
    expect(missed.text).toContain('meeting Sam');
    expect(mailTo(notShared.email)).toEqual([]);

    const { checkIns } = await checkInsOf(her, plan.id);
    expect(checkIns[0]!.state).toBe('missed');
    expect(checkIns[0]!.events.map((event) => [event.kind, event.contactNames])).toEqual([
      ['started', []],
      ['asked', []],
      ['alerted', ['Jo', 'Kim']],
    ]);
    expect((await systemNoticesOf(her)).map((notice) => notice.content)).toEqual([
      DATE_SAFETY_TEXTS.missedNotice(['Jo', 'Kim']),
      DATE_SAFETY_TEXTS.askNotice,
    ]);

    // "I'm OK" afterwards: the contacts hear that too.
    expect((await call(her, 'POST', paths.checkInOk(plan.id))).statusCode).toBe(200);
    await expect.poll(() => mailTo(jo.email).length).toBe(3);
    expect(mailTo(jo.email)[2]!.subject).toBe(DATE_SAFETY_TEXTS.okEmailSubject('Ava'));
  });

  it('refuses before the start, after a day, an unknown length, and ends early on request', async () => {
    const future = await acceptedPlan();
    const jo = await contactOf(future.her, 'Jo');
    await shareWith(future.her, future.plan.id, [jo.id]);
    const early = await call(future.her, 'POST', paths.checkIns(future.plan.id), { minutes: 60 });
    expect([early.statusCode, early.json().message]).toEqual([409, DATE_SAFETY_MESSAGES.checkInTooEarly]);

    const { her, plan } = await acceptedPlan(MINUTE);
    const kim = await contactOf(her, 'Kim');
    await shareWith(her, plan.id, [kim.id]);
    for (const minutes of [45, 0, 60.5, '60', -30, 1e9]) {
      const refused = await call(her, 'POST', paths.checkIns(plan.id), { minutes });
      expect([refused.statusCode, refused.json().message]).toEqual([400, DATE_SAFETY_MESSAGES.checkInMinutesInvalid]);
    }
    expect((await call(her, 'POST', paths.checkIns(plan.id))).statusCode).toBe(400);
    expect((await call(her, 'POST', paths.checkIns('bad-id'), { minutes: 60 })).statusCode).toBe(400);
    expect((await call(her, 'POST', paths.checkIns(plan.id), { minutes: 240 })).statusCode).toBe(201);
    const ended = await call(her, 'POST', paths.checkInEnd(plan.id));
    expect([ended.statusCode, ended.json().data.state]).toEqual([200, 'ended']);
    // A second one may start once the first ended.
    expect((await call(her, 'POST', paths.checkIns(plan.id), { minutes: 30 })).statusCode).toBe(201);
    expect((await call(her, 'POST', paths.checkInEnd(plan.id))).statusCode).toBe(200);
    expect((await checkInsOf(her, plan.id)).checkIns).toHaveLength(2);

    await t()
      .db.update(datePlans)
      .set({ startsAt: new Date(Date.now() - DAY - MINUTE) })
      .where(eq(datePlans.id, plan.id));
    const late = await call(her, 'POST', paths.checkIns(plan.id), { minutes: 60 });
    expect([late.statusCode, late.json().message]).toEqual([409, DATE_SAFETY_MESSAGES.checkInTooLate]);
  });

  it('are in the member’s data export and go with the account', async () => {
    const { her, plan } = await acceptedPlan(MINUTE);
    const jo = await contactOf(her, 'Jo');
    await shareWith(her, plan.id, [jo.id], 'Back by 11');
    await call(her, 'POST', paths.checkIns(plan.id), { minutes: 30 });
    const exported = await call(her, 'GET', API_PATHS.account.export);
    expect(exported.statusCode).toBe(200);
    const file = dataExportSchema.parse(exported.json());
    expect(file.dateShares.map((share) => [share.contactId, share.note])).toEqual([[jo.id, 'Back by 11']]);
    expect(file.dateCheckIns.map((checkIn) => checkIn.log.map((event) => event.kind))).toEqual([['started']]);
    expect(JSON.stringify(exported.json())).not.toContain('tokenHash');

    await t().db.delete(datePlans).where(eq(datePlans.id, plan.id));
    expect(await t().db.select().from(dateCheckIns).where(eq(dateCheckIns.datePlanId, plan.id))).toEqual([]);
  });
});
