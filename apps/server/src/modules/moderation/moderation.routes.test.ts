import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { MODERATION_DECISION_TEXTS, STATEMENT_REASON_TEXTS } from '@kindred/contract/moderation-decisions';
import { SAFETY_MESSAGES, type ModerationReport } from '@kindred/contract/safety';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, type CreatedMember } from '../../../test/factories';
import { setRole } from './moderation.repo';

const t = useTestApp();

const call = (member: CreatedMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

async function moderator(): Promise<CreatedMember> {
  const member = await createDiscoverableMember(t().app, t().db);
  expect(await setRole(t().db, member.email, 'moderator')).toBe(true);
  return member;
}

async function queue(mod: CreatedMember, query = ''): Promise<ModerationReport[]> {
  const response = await call(mod, 'GET', `/moderation/reports${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().reports;
}

/** A matched pair who exchanged two messages, and her report about him through the match. */
async function reportedPair(reason = 'harassment') {
  const pair = await createMatchedPair(t().app, t().db);
  for (const [sender, content] of [
    [pair.her, 'Hi Sam'],
    [pair.him, 'Send me your address'],
  ] as const) {
    expect((await call(sender, 'POST', `/matches/${pair.matchId}/message`, { content })).statusCode).toBe(201);
  }
  const report = await call(pair.her, 'POST', `/matches/${pair.matchId}/report`, { reason, details: 'Pushy' });
  expect(report.statusCode).toBe(201);
  return pair;
}

describe('the moderation queue', () => {
  it('is for moderators only', async () => {
    const member = await createDiscoverableMember(t().app, t().db);
    for (const [method, url] of [
      ['GET', '/moderation/reports'],
      ['POST', '/moderation/reports/00000000-0000-4000-8000-000000000000/dismiss'],
    ] as const) {
      const response = await call(member, method, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().message).toBe(SAFETY_MESSAGES.moderatorsOnly);
    }
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/moderation/reports' })).statusCode).toBe(401);
  });

  it('shows an open report with the reported profile and their recent messages, and dismisses it once', async () => {
    const { her, him } = await reportedPair();
    const mod = await moderator();
    const report = (await queue(mod)).find((item) => item.reporter?.id === her.user.id);
    expect(report).toMatchObject({
      reason: 'harassment',
      details: 'Pushy',
      source: 'match',
      status: 'open',
      reporter: { id: her.user.id, name: 'Ava' },
      reported: { id: him.user.id, name: 'Sam', age: 32, status: 'active', openReports: 1 },
    });
    expect(report!.reported!.photos).toHaveLength(1);
    expect(report!.recentMessages.map((m) => [m.senderId, m.content])).toEqual([
      [her.user.id, 'Hi Sam'],
      [him.user.id, 'Send me your address'],
    ]);
    expect(JSON.stringify(report)).not.toContain(him.email);

    const dismissed = await call(mod, 'POST', `/moderation/reports/${report!.id}/dismiss`);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().report).toMatchObject({ id: report!.id, status: 'dismissed' });
    expect((await queue(mod)).map((item) => item.id)).not.toContain(report!.id);
    const again = await call(mod, 'POST', `/moderation/reports/${report!.id}/warn`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(SAFETY_MESSAGES.reportAlreadyResolved);
    // Dismissing changes nothing for him.
    expect((await call(him, 'GET', '/matches')).json().matches).toHaveLength(1);
  });

  it('warning sends the member a system notification', async () => {
    const { her, him } = await reportedPair('inappropriate');
    const mod = await moderator();
    const report = (await queue(mod)).find((item) => item.reporter?.id === her.user.id)!;
    const warned = await call(mod, 'POST', `/moderation/reports/${report.id}/warn`);
    expect(warned.statusCode).toBe(200);
    expect(warned.json().report.status).toBe('warned');
    await t().app.notifications.settle();
    const received = await t()
      .db.select()
      .from(notifications)
      .where(and(eq(notifications.userId, him.user.id), eq(notifications.type, 'system')));
    // The report's reason becomes the statement's (decision 086); the notice says it.
    expect(received.map((row) => row.content)).toEqual([
      MODERATION_DECISION_TEXTS.notices.warn(STATEMENT_REASON_TEXTS.inappropriate.text),
    ]);
  });

  it('suspending ends the member’s sessions, refuses sign-in and takes them out of others’ lists', async () => {
    const { her, him, matchId } = await reportedPair();
    const mod = await moderator();
    const report = (await queue(mod)).find((item) => item.reporter?.id === her.user.id)!;
    const suspended = await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().report).toMatchObject({ status: 'suspended', reported: { status: 'suspended' } });

    const [row] = await t().db.select({ status: users.status }).from(users).where(eq(users.id, him.user.id));
    expect(row!.status).toBe('suspended');
    expect((await call(him, 'GET', '/matches')).statusCode).toBe(401);
    const login = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: him.email, password: him.password },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(MESSAGES.accountSuspended);
    expect((await call(her, 'GET', '/matches')).json().matches).toEqual([]);
    expect((await call(her, 'GET', `/matches/${matchId}`)).statusCode).toBe(404);
    const discover = await call(her, 'GET', '/discover?minPhotos=0&minAge=18&maxAge=60&maxDistance=10');
    expect(discover.json().profiles.map((p: { id: string }) => p.id)).not.toContain(him.user.id);
  });

  it('a report that names no member can only be dismissed; unknown reports 404', async () => {
    const member = await createDiscoverableMember(t().app, t().db);
    const filed = await call(member, 'POST', '/reports', {
      reason: 'other',
      description: 'Someone at the meetup',
      reportedUser: 'a stranger',
    });
    expect(filed.statusCode).toBe(201);
    const mod = await moderator();
    const report = (await queue(mod)).find((item) => item.reporter?.id === member.user.id)!;
    expect(report).toMatchObject({ subject: 'a stranger', reported: null, recentMessages: [] });
    const warn = await call(mod, 'POST', `/moderation/reports/${report.id}/warn`);
    expect(warn.statusCode).toBe(400);
    expect(warn.json().message).toBe(SAFETY_MESSAGES.reportNamesNoMember);
    expect((await call(mod, 'POST', `/moderation/reports/${report.id}/dismiss`)).statusCode).toBe(200);
    for (const url of [
      '/moderation/reports/00000000-0000-4000-8000-000000000000/dismiss',
      '/moderation/reports/nonsense/dismiss',
    ]) {
      expect((await call(mod, 'POST', url)).statusCode, url).toBe(404);
    }
    expect((await call(mod, 'POST', `/moderation/reports/${report.id}/ban`)).statusCode).toBe(400);
  });
});

describe('the queue’s pages and order (decision 030)', () => {
  it('110 reports in a row from one member cannot bury a real report filed after them', async () => {
    const spammer = await createDiscoverableMember(t().app, t().db);
    const statuses: number[] = [];
    for (let i = 0; i < 110; i += 1) {
      const filed = await call(spammer, 'POST', '/reports', { reason: 'other', description: `junk ${i}` });
      statuses.push(filed.statusCode);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(90);

    const { her } = await reportedPair();
    const mod = await moderator();
    const firstPage = await call(mod, 'GET', '/moderation/reports');
    expect(firstPage.statusCode).toBe(200);
    expect(firstPage.json().reports.map((report: ModerationReport) => report.reporter?.id)).toContain(her.user.id);
    expect((await queue(mod, '?sort=newest'))[0]!.reporter?.id).toBe(her.user.id);
  });

  it('pages with a pagination envelope, the most-reported member first, then newest first', async () => {
    const target = await createDiscoverableMember(t().app, t().db);
    const reporters = await Promise.all([1, 2, 3].map(() => createDiscoverableMember(t().app, t().db)));
    for (const reporter of reporters) {
      const filed = await call(reporter, 'POST', '/reports', {
        reason: 'fake_profile',
        description: 'Stolen photos',
        reportedUser: target.user.id,
      });
      expect(filed.statusCode).toBe(201);
    }
    const { her, him } = await reportedPair();
    const mod = await moderator();

    const all = await queue(mod, '?limit=100');
    const aboutTarget = all.filter((report) => report.reported?.id === target.user.id);
    expect(aboutTarget).toHaveLength(3);
    expect(aboutTarget[0]!.reported).toMatchObject({ openReports: 3, reporters: 3 });
    // Newest first among the same member's reports.
    expect(aboutTarget.map((report) => report.reporter?.id)).toEqual(reporters.map((r) => r.user.id).reverse());
    const single = all.findIndex((report) => report.reported?.id === him.user.id);
    expect(all[single]!.reported!.reporters).toBe(1);
    expect(all.findIndex((report) => report.reported?.id === target.user.id)).toBeLessThan(single);

    const total = (await call(mod, 'GET', '/moderation/reports?limit=100')).json().pagination.total as number;
    const page1 = (await call(mod, 'GET', '/moderation/reports?limit=2')).json();
    expect(page1.pagination).toEqual({ total, page: 1, limit: 2, pages: Math.ceil(total / 2) });
    const page2 = (await call(mod, 'GET', '/moderation/reports?limit=2&page=2')).json();
    expect(page2.pagination.page).toBe(2);
    expect([...page1.reports, ...page2.reports].map((r: ModerationReport) => r.id)).toEqual(
      all.slice(0, 4).map((report) => report.id),
    );

    const newest = await queue(mod, '?sort=newest');
    expect(newest.slice(0, 4).map((report) => report.reporter?.id)).toEqual(
      [her, ...reporters.toReversed()].map((member) => member.user.id),
    );
    const oldest = (await queue(mod, '?sort=oldest')).map((report) => report.createdAt);
    expect(oldest).toEqual(oldest.toSorted());
    expect((await call(mod, 'GET', '/moderation/reports?sort=loudest')).statusCode).toBe(400);
  });
});
