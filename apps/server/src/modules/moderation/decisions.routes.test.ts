import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { LIMITS } from '@kindred/contract/constants';
import {
  MODERATION_DECISION_MESSAGES,
  MODERATION_DECISION_TEXTS,
  STATEMENT_REASON_TEXTS,
  type AuditEntry,
  type ModerationAppeal,
  type Statement,
  type SuspensionNotice,
} from '@kindred/contract/moderation-decisions';
import { SAFETY_MESSAGES, type ModerationReport } from '@kindred/contract/safety';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, type CreatedMember } from '../../../test/factories';
import { createDomainEvents } from '../../events/domain-events';
import { createDecisionService } from './decisions.service';
import { setRole } from './moderation.repo';

const t = useTestApp();
const DAY_MS = 24 * 60 * 60 * 1000;
const NOWHERE = '00000000-0000-4000-8000-000000000000';

const call = (member: CreatedMember | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t().app.inject({
    method,
    url: `/api/v1${url}`,
    headers: member ? bearer(member.token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function moderator(): Promise<CreatedMember> {
  const member = await createDiscoverableMember(t().app, t().db);
  expect(await setRole(t().db, member.email, 'moderator')).toBe(true);
  return member;
}

/** Her report about him, and a moderator to act on it. */
async function reported() {
  const pair = await createMatchedPair(t().app, t().db);
  const filed = await call(pair.her, 'POST', `/matches/${pair.matchId}/report`, {
    reason: 'harassment',
    details: 'Pushy',
  });
  expect(filed.statusCode).toBe(201);
  const mod = await moderator();
  const queue = await call(mod, 'GET', '/moderation/reports?limit=100&sort=newest');
  const report = (queue.json().reports as ModerationReport[]).find((item) => item.reporter?.id === pair.her.user.id)!;
  return { ...pair, mod, report };
}

const signIn = (member: CreatedMember, password = member.password) =>
  t().app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: member.email, password } });

const appeal = (payload: unknown, member: CreatedMember | null = null) =>
  call(member, 'POST', '/account/appeals', payload);

async function statementsOf(member: CreatedMember): Promise<Statement[]> {
  const response = await call(member, 'GET', '/account/statements');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().statements;
}

async function systemNotices(userId: string): Promise<string[]> {
  await t().app.notifications.settle();
  const rows = await t()
    .db.select({ content: notifications.content })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'system')));
  return rows.map((row) => row.content);
}

async function auditOf(mod: CreatedMember, subjectId: string): Promise<AuditEntry[]> {
  const response = await call(mod, 'GET', '/moderation/audit?limit=100');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().entries as AuditEntry[]).filter((entry) => entry.subject?.id === subjectId);
}

describe('moderator routes (decision 086)', () => {
  it('refuse a member session (403) and a visitor (401)', async () => {
    const member = await createDiscoverableMember(t().app, t().db);
    const routes = [
      ['GET', '/moderation/reports', undefined],
      ['POST', `/moderation/reports/${NOWHERE}/suspend`, { duration: '7d' }],
      ['POST', `/moderation/reports/${NOWHERE}/remove-photo`, { photoId: NOWHERE }],
      ['GET', '/moderation/verifications', undefined],
      ['POST', `/moderation/verifications/${NOWHERE}/approve`, undefined],
      ['GET', '/moderation/appeals', undefined],
      ['POST', `/moderation/appeals/${NOWHERE}/answer`, { outcome: 'uphold', message: 'No' }],
      ['POST', `/moderation/members/${NOWHERE}/unsuspend`, undefined],
      ['GET', '/moderation/audit', undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      const response = await call(member, method, url, body);
      expect(response.statusCode, url).toBe(403);
      expect((await call(null, method, url, body)).statusCode, url).toBe(401);
    }
  });

  it('warn with a reason: the member reads the statement and a notice, never the note; audited', async () => {
    const { him, mod, report } = await reported();
    const warned = await call(mod, 'POST', `/moderation/reports/${report.id}/warn`, {
      reason: 'spam',
      message: 'Please stop sending the same message.',
      note: 'Third report this week',
    });
    expect(warned.statusCode, warned.body).toBe(200);
    expect(warned.json().report.status).toBe('warned');
    const [statement] = await statementsOf(him);
    const text = `${STATEMENT_REASON_TEXTS.spam.text} Please stop sending the same message.`;
    expect(statement).toMatchObject({
      action: 'warn',
      reason: 'spam',
      reasonLabel: 'Spam',
      text,
      until: null,
      appeal: { state: 'none', canAppeal: true, answer: null },
    });
    expect(JSON.stringify(await call(him, 'GET', '/account/statements').then((r) => r.json()))).not.toContain(
      'Third report',
    );
    expect(await systemNotices(him.user.id)).toEqual([MODERATION_DECISION_TEXTS.notices.warn(text)]);
    // The data export carries the statement as the member reads it, never the note.
    const exported = await call(him, 'GET', '/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().moderationDecisions).toEqual([statement]);
    expect(exported.body).not.toContain('Third report');
    const [entry] = await auditOf(mod, him.user.id);
    expect(entry).toMatchObject({
      action: 'report.warn',
      moderator: { id: mod.user.id },
      targetId: report.id,
      details: { note: 'Third report this week', reason: 'spam' },
    });
  });

  it('a bodiless action still works with defaults: the report’s reason, a suspension for good', async () => {
    const { him, mod, report } = await reported();
    const suspended = await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`);
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await signIn(him);
    expect(refused.statusCode).toBe(403);
    const notice = refused.json().suspension as SuspensionNotice;
    expect(notice.statement).toMatchObject({ action: 'suspend', reason: 'harassment', until: null });
    const [row] = await t().db.select().from(users).where(eq(users.id, him.user.id));
    expect(row).toMatchObject({ status: 'suspended', suspendedUntil: null });
  });

  it('refuses bad bodies with 400, never 5xx', async () => {
    const { mod, report } = await reported();
    for (const body of [
      { duration: '3d' },
      { reason: 'ugly' },
      { message: 'a\u0000b' },
      { note: 'x'.repeat(1001) },
      { photoId: 42 },
      [1, 2],
    ]) {
      const response = await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('a suspension for 7 days, appealed once, overturned', () => {
  it('tells only the right password why and until when, and lets them appeal that decision once', async () => {
    const { him, her, mod, report } = await reported();
    const before = Date.now();
    const suspended = await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`, {
      reason: 'harassment',
      duration: '7d',
      message: 'You kept messaging after being asked to stop.',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);

    // The wrong password learns nothing about the suspension.
    const wrong = await signIn(him, 'Wrong-password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('suspen');

    const refused = await signIn(him);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.accountSuspended);
    const notice = refused.json().suspension as SuspensionNotice;
    expect(notice.statement.text).toContain('You kept messaging');
    const until = Date.parse(notice.statement.until!);
    expect(until - before).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(until - before).toBeLessThan(7 * DAY_MS + 60_000);
    expect(notice.statement.appeal).toMatchObject({ state: 'none', canAppeal: true });
    expect(notice.appealToken).toEqual(expect.any(String));
    expect(refused.body).not.toContain(her.email);

    // Hostile: no token, a made-up one, bad text, another decision.
    const statementId = notice.statement.id;
    const appealToken = notice.appealToken!;
    expect((await appeal({ statementId, text: 'Please' })).statusCode).toBe(401);
    expect((await appeal({ statementId, text: 'Please', appealToken: 'made-up' })).statusCode).toBe(401);
    expect((await appeal(undefined)).statusCode).toBe(400);
    for (const text of ['', 'a\u0000b', 'x'.repeat(LIMITS.appealMax + 1)]) {
      expect((await appeal({ statementId, text, appealToken })).statusCode, text.slice(0, 5)).toBe(400);
    }
    const other = await reported();
    await call(other.mod, 'POST', `/moderation/reports/${other.report.id}/warn`);
    const [theirs] = await statementsOf(other.him);
    const elsewhere = await appeal({ statementId: theirs!.id, text: 'Mine now', appealToken });
    expect(elsewhere.statusCode).toBe(404);
    expect((await appeal({ statementId: theirs!.id, text: 'Mine now' }, him)).statusCode).toBe(401);

    const text = 'I stopped when asked. Please look again.';
    const filed = await appeal({ statementId, text, appealToken });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().statement.appeal).toMatchObject({ state: 'open', canAppeal: false, text });
    // The token is used up, and a second appeal is refused.
    expect((await appeal({ statementId, text: 'Again', appealToken })).statusCode).toBe(401);
    const again = await signIn(him);
    expect(again.json().suspension).toMatchObject({ appealToken: null, statement: { appeal: { state: 'open' } } });

    // The appeal is in the queue; the moderator overturns it, which lifts the suspension.
    const queue = await call(mod, 'GET', '/moderation/appeals?limit=100&sort=newest');
    expect(queue.statusCode).toBe(200);
    const item = (queue.json().appeals as ModerationAppeal[]).find((entry) => entry.member.id === him.user.id)!;
    expect(item).toMatchObject({
      status: 'open',
      text,
      member: { status: 'suspended' },
      statement: { action: 'suspend', reportId: report.id },
    });
    const bad = await call(mod, 'POST', `/moderation/appeals/${item.id}/answer`, { outcome: 'maybe', message: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((await call(mod, 'POST', `/moderation/appeals/${item.id}/answer`)).statusCode).toBe(400);
    const answer = 'You are right: the messages stopped when she asked.';
    const overturned = await call(mod, 'POST', `/moderation/appeals/${item.id}/answer`, {
      outcome: 'overturn',
      message: answer,
    });
    expect(overturned.statusCode, overturned.body).toBe(200);
    expect(overturned.json().appeal).toMatchObject({ status: 'overturned', answer, member: { status: 'active' } });
    const twice = await call(mod, 'POST', `/moderation/appeals/${item.id}/answer`, { outcome: 'uphold', message: 'x' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MODERATION_DECISION_MESSAGES.appealAlreadyAnswered);

    const back = await signIn(him);
    expect(back.statusCode, back.body).toBe(200);
    const member = { ...him, token: back.json().token as string };
    const [statement] = await statementsOf(member);
    expect(statement!.appeal).toMatchObject({ state: 'overturned', answer, canAppeal: false });
    expect(await systemNotices(him.user.id)).toContain(MODERATION_DECISION_TEXTS.notices.appealOverturned);
    const second = await appeal({ statementId, text: 'And again' }, member);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(MODERATION_DECISION_MESSAGES.alreadyAppealed);

    expect((await auditOf(mod, him.user.id)).map((entry) => entry.action)).toEqual([
      'appeal.overturn',
      'report.suspend',
    ]);
  });

  it('an upheld appeal keeps the suspension and shows the final answer at sign-in', async () => {
    const { him, mod, report } = await reported();
    await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`, { duration: '30d' });
    const { suspension } = (await signIn(him)).json() as { suspension: SuspensionNotice };
    await appeal({ statementId: suspension.statement.id, text: 'Please', appealToken: suspension.appealToken });
    const queue = (await call(mod, 'GET', '/moderation/appeals?limit=100')).json().appeals as ModerationAppeal[];
    const item = queue.find((entry) => entry.member.id === him.user.id)!;
    const answer = 'The messages broke the guidelines.';
    const upheld = await call(mod, 'POST', `/moderation/appeals/${item.id}/answer`, {
      outcome: 'uphold',
      message: answer,
    });
    expect(upheld.statusCode).toBe(200);
    const refused = await signIn(him);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().suspension).toMatchObject({
      appealToken: null,
      statement: { appeal: { state: 'upheld', answer, canAppeal: false } },
    });
    const answered = (await call(mod, 'GET', '/moderation/appeals?status=answered&limit=100')).json()
      .appeals as ModerationAppeal[];
    expect(answered.map((entry) => entry.id)).toContain(item.id);
  });
});

describe('a timed suspension ends by itself', () => {
  it('at sign-in once its time has come (now injected)', async () => {
    const { him, mod, report } = await reported();
    await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`, { duration: '1d' });
    const early = createDecisionService({ db: t().db, events: createDomainEvents(), now: () => new Date() });
    expect(await early.liftIfOver(him.user.id)).toBe(false);
    expect((await signIn(him)).statusCode).toBe(403);
    const later = createDecisionService({
      db: t().db,
      events: createDomainEvents(),
      now: () => new Date(Date.now() + DAY_MS + 60_000),
    });
    expect(await later.liftIfOver(him.user.id)).toBe(true);
    expect((await signIn(him)).statusCode).toBe(200);
  });

  it('through the API when the stored end has passed', async () => {
    const { him, mod, report } = await reported();
    await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`, { duration: '7d' });
    await t()
      .db.update(users)
      .set({ suspendedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, him.user.id));
    const back = await signIn(him);
    expect(back.statusCode, back.body).toBe(200);
    const [row] = await t().db.select().from(users).where(eq(users.id, him.user.id));
    expect(row).toMatchObject({ status: 'active', suspendedUntil: null });
  });
});

describe('an appeal token', () => {
  it('expires after LIMITS.appealTokenMinutes, and a new sign-in gives a new one', async () => {
    const { him, mod, report } = await reported();
    await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`, { duration: '30d' });
    const past = createDecisionService({
      db: t().db,
      events: createDomainEvents(),
      now: () => new Date(Date.now() - (LIMITS.appealTokenMinutes + 1) * 60_000),
    });
    const stale = (await past.suspensionNotice(him.user.id))!;
    const statementId = stale.statement.id;
    const expired = await appeal({ statementId, text: 'Late', appealToken: stale.appealToken });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MODERATION_DECISION_MESSAGES.appealTokenInvalid);
    const fresh = (await signIn(him)).json().suspension as SuspensionNotice;
    expect(fresh.appealToken).not.toBe(stale.appealToken);
    expect((await appeal({ statementId, text: 'On time', appealToken: fresh.appealToken })).statusCode).toBe(201);
  });
});

describe('unsuspending a member', () => {
  it('404 for nobody, 409 when not suspended, then lifts it with a statement the member reads', async () => {
    const { him, mod, report } = await reported();
    expect((await call(mod, 'POST', `/moderation/members/${NOWHERE}/unsuspend`)).statusCode).toBe(404);
    expect((await call(mod, 'POST', '/moderation/members/nonsense/unsuspend')).statusCode).toBe(404);
    const active = await call(mod, 'POST', `/moderation/members/${him.user.id}/unsuspend`);
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(MODERATION_DECISION_MESSAGES.notSuspended);
    await call(mod, 'POST', `/moderation/reports/${report.id}/suspend`);
    const lifted = await call(mod, 'POST', `/moderation/members/${him.user.id}/unsuspend`, {
      message: 'Sorry for the trouble.',
      note: 'Wrong account',
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().statement).toMatchObject({ action: 'unsuspend', reason: 'reviewed' });
    const back = await signIn(him);
    expect(back.statusCode).toBe(200);
    const member = { ...him, token: back.json().token as string };
    const statements = await statementsOf(member);
    expect(statements.map((statement) => statement.action)).toEqual(['unsuspend', 'suspend']);
    expect(statements[0]!.appeal.canAppeal).toBe(false);
    const refused = await appeal({ statementId: statements[0]!.id, text: 'Why?' }, member);
    expect(refused.statusCode).toBe(409);
    expect(await systemNotices(him.user.id)).toContain(MODERATION_DECISION_TEXTS.notices.unsuspend);
    expect((await auditOf(mod, him.user.id))[0]).toMatchObject({
      action: 'member.unsuspend',
      details: { note: 'Wrong account' },
    });
  });
});

describe('removing one photo', () => {
  it('asks which, refuses a photo not theirs, removes it and tells the member which and why', async () => {
    const { him, her, mod, report } = await reported();
    const [photo] = report.reported!.photos;
    expect(photo).toBeDefined();
    const none = await call(mod, 'POST', `/moderation/reports/${report.id}/remove-photo`);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(MODERATION_DECISION_MESSAGES.photoRequired);
    const hers = (await call(her, 'GET', '/profile')).json();
    const herPhoto = JSON.stringify(hers).match(/\/uploads\/[^"]+/)?.[0] ?? NOWHERE;
    for (const photoId of [NOWHERE, herPhoto, 'http://[', '../../etc/passwd']) {
      const wrong = await call(mod, 'POST', `/moderation/reports/${report.id}/remove-photo`, { photoId });
      expect(wrong.statusCode, photoId).toBe(404);
    }
    const removed = await call(mod, 'POST', `/moderation/reports/${report.id}/remove-photo`, {
      photoId: photo,
      reason: 'photo_rules',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().report).toMatchObject({ status: 'photo-removed', reported: { photos: [] } });
    const [statement] = await statementsOf(him);
    expect(statement).toMatchObject({ action: 'remove-photo', reason: 'photo_rules', photoPosition: 1 });
    expect(await systemNotices(him.user.id)).toEqual([
      MODERATION_DECISION_TEXTS.notices.removePhoto(1, STATEMENT_REASON_TEXTS.photo_rules.text),
    ]);
    // Appealed with his session and overturned: the photo stays gone (its files were deleted).
    expect((await appeal({ statementId: statement!.id, text: 'It was me' }, him)).statusCode).toBe(201);
    const item = ((await call(mod, 'GET', '/moderation/appeals?limit=100')).json().appeals as ModerationAppeal[]).find(
      (entry) => entry.member.id === him.user.id,
    )!;
    await call(mod, 'POST', `/moderation/appeals/${item.id}/answer`, { outcome: 'overturn', message: 'Fair.' });
    const profile = (await call(him, 'GET', '/profile')).json();
    expect(JSON.stringify(profile)).not.toContain(photo!.split('/').pop()!.split('-')[0]!);
  });
});

describe('appeals and the audit log', () => {
  it('a member cannot appeal someone else’s decision; unknown appeals 404; pages and sorts', async () => {
    const first = await reported();
    await call(first.mod, 'POST', `/moderation/reports/${first.report.id}/warn`);
    const [statement] = await statementsOf(first.him);
    const stranger = await createDiscoverableMember(t().app, t().db);
    expect((await appeal({ statementId: statement!.id, text: 'Not mine' }, stranger)).statusCode).toBe(404);
    expect((await appeal({ statementId: 'nonsense', text: 'x' }, stranger)).statusCode).toBe(404);
    expect((await appeal({ statementId: statement!.id, text: 'One' }, first.him)).statusCode).toBe(201);
    const second = await reported();
    await call(second.mod, 'POST', `/moderation/reports/${second.report.id}/warn`);
    const [theirs] = await statementsOf(second.him);
    expect((await appeal({ statementId: theirs!.id, text: 'Two' }, second.him)).statusCode).toBe(201);

    const mod = second.mod;
    const all = (await call(mod, 'GET', '/moderation/appeals?limit=100')).json();
    const oldest = (all.appeals as ModerationAppeal[]).map((entry) => entry.createdAt);
    expect(oldest).toEqual(oldest.toSorted());
    const newest = (await call(mod, 'GET', '/moderation/appeals?limit=100&sort=newest')).json();
    expect(newest.appeals[0].member.id).toBe(second.him.user.id);
    const page = (await call(mod, 'GET', '/moderation/appeals?limit=1&page=2&sort=newest')).json();
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total });
    expect(page.appeals[0].member.id).toBe(first.him.user.id);
    expect((await call(mod, 'GET', '/moderation/appeals?sort=loudest')).statusCode).toBe(400);
    for (const id of [NOWHERE, 'nonsense']) {
      const response = await call(mod, 'POST', `/moderation/appeals/${id}/answer`, { outcome: 'uphold', message: 'x' });
      expect(response.statusCode, id).toBe(404);
    }

    const audit = (await call(mod, 'GET', '/moderation/audit?limit=2')).json();
    expect(audit.entries).toHaveLength(2);
    expect(audit.pagination.limit).toBe(2);
    const stamps = (audit.entries as AuditEntry[]).map((entry) => entry.createdAt);
    expect(stamps).toEqual(stamps.toSorted().reverse());
    expect((await call(mod, 'GET', '/moderation/audit?page=0')).statusCode).toBe(400);
    // A decided report answers 409, as before.
    const decided = await call(mod, 'POST', `/moderation/reports/${second.report.id}/suspend`);
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe(SAFETY_MESSAGES.reportAlreadyResolved);
  });
});
