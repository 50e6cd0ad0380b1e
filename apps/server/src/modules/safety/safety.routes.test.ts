import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { MATCH_MESSAGES } from '@kindred/contract/matches';
import { SAFETY_MESSAGES, type BlockedUser } from '@kindred/contract/safety';
import { reports } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import {
  bearer,
  createDiscoverableMember,
  createMatchedPair,
  type CreatedMember,
  createFittingStrangers,
} from '../../../test/factories';

const t = useTestApp();

const call = (member: CreatedMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

async function ids(member: CreatedMember, url: string, key: 'recommendations' | 'profiles' | 'matches') {
  const response = await call(member, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  const list = response.json()[key] as { id: string; otherUser?: { profile: { id: string } } }[];
  return list.map((item) => item.otherUser?.profile.id ?? item.id);
}

/** Two members who would see each other in recommendations and Discover, not matched. */
function strangersWhoFit() {
  return createFittingStrangers(t().app, t().db);
}

const discover = '/discover?minPhotos=0&minAge=18&maxAge=60&maxDistance=10';

describe('blocking', () => {
  it('hides both members from each other in recommendations, Discover and profile reads', async () => {
    const { her, him } = await strangersWhoFit();
    expect(await ids(him, '/recommendations?limit=50', 'recommendations')).toContain(her.user.id);
    expect(await ids(him, discover, 'profiles')).toContain(her.user.id);

    const blocked = await call(her, 'POST', '/blocks', { userId: him.user.id, reason: 'Made me uncomfortable' });
    expect(blocked.statusCode, blocked.body).toBe(201);
    expect(blocked.json().message).toBe(MATCH_MESSAGES.blocked);

    for (const [viewer, other] of [
      [her, him],
      [him, her],
    ] as const) {
      expect(await ids(viewer, '/recommendations?limit=50', 'recommendations')).not.toContain(other.user.id);
      expect(await ids(viewer, discover, 'profiles')).not.toContain(other.user.id);
      const card = await call(viewer, 'GET', `/recommendations/${other.user.id}`);
      expect(card.statusCode).toBe(404);
      expect(card.json().message).toBe(DISCOVERY_MESSAGES.memberNotFound);
      const like = await call(viewer, 'POST', `/matches/${other.user.id}/like`);
      expect(like.statusCode).toBe(404);
    }
  });

  it('through a match: ends it, and neither can read it, list it, read the conversation or send in it', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    expect((await call(her, 'POST', `/matches/${matchId}/message`, { content: 'Hi' })).statusCode).toBe(201);
    expect((await call(him, 'GET', `/matches/${matchId}/conversation`)).json().messages).toHaveLength(1);
    const blocked = await call(him, 'POST', `/matches/${matchId}/block`, { reason: 'Spam' });
    expect(blocked.statusCode, blocked.body).toBe(201);
    for (const member of [her, him]) {
      expect(await ids(member, '/matches', 'matches')).toEqual([]);
      expect((await call(member, 'GET', `/matches/${matchId}`)).statusCode).toBe(404);
      expect((await call(member, 'GET', `/matches/${matchId}/conversation`)).statusCode).toBe(404);
      const send = await call(member, 'POST', `/matches/${matchId}/message`, { content: 'Hello?' });
      expect(send.statusCode).toBe(403);
      expect(send.json().message).toBe(MATCH_MESSAGES.cannotMessage);
    }
    expect(await ids(her, discover, 'profiles')).not.toContain(him.user.id);
  });

  it('lists blocked members with name, avatar, date and reason; unblocking restores visibility, not the match', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    expect((await call(her, 'POST', `/matches/${matchId}/block`, { reason: 'Rude' })).statusCode).toBe(201);
    const list = await call(her, 'GET', '/blocks');
    expect(list.statusCode).toBe(200);
    const [entry] = list.json().blockedUsers as BlockedUser[];
    expect(entry).toMatchObject({ id: him.user.id, name: 'Sam', reason: 'Rude' });
    expect(entry!.avatarUrl).toMatch(/^\/uploads\//);
    expect(Date.parse(entry!.blockedDate)).not.toBeNaN();
    expect(JSON.stringify(list.json())).not.toContain(him.email);
    // He did not block anyone.
    expect((await call(him, 'GET', '/blocks')).json().blockedUsers).toEqual([]);

    const unblocked = await call(her, 'DELETE', `/blocks/${him.user.id}`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().message).toBe(MATCH_MESSAGES.unblocked);
    expect((await call(her, 'GET', '/blocks')).json().blockedUsers).toEqual([]);
    expect(await ids(her, discover, 'profiles')).toContain(him.user.id);
    expect(await ids(her, '/matches', 'matches')).toEqual([]);
    expect((await call(her, 'GET', `/matches/${matchId}`)).statusCode).toBe(404);

    const again = await call(her, 'DELETE', `/blocks/${him.user.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MATCH_MESSAGES.notBlocked);
  });

  it('a member’s data export lists the members they block and the messages they sent', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    expect((await call(her, 'POST', `/matches/${matchId}/message`, { content: 'See you Friday' })).statusCode).toBe(
      201,
    );
    expect((await call(her, 'POST', `/matches/${matchId}/block`, { reason: 'Changed my mind' })).statusCode).toBe(201);
    const data = (await call(her, 'GET', '/account/export')).json();
    expect(data.blockedMembers).toEqual([
      expect.objectContaining({ memberId: him.user.id, reason: 'Changed my mind' }),
    ]);
    expect(data.messagesSent).toEqual([expect.objectContaining({ matchId, content: 'See you Friday' })]);
    expect((await call(him, 'GET', '/account/export')).json().blockedMembers).toEqual([]);
  });

  it('refuses blocking yourself, an unknown member or nonsense with a 4xx', async () => {
    const { her } = await strangersWhoFit();
    const self = await call(her, 'POST', '/blocks', { userId: her.user.id });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(MATCH_MESSAGES.cannotBlockSelf);
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await call(her, 'POST', '/blocks', { userId })).statusCode, userId).toBe(404);
    }
    expect((await call(her, 'POST', '/blocks', {})).statusCode).toBe(400);
    expect((await call(her, 'DELETE', '/blocks/not-an-id')).statusCode).toBe(404);
  });
});

describe('POST /reports (the Safety Center form)', () => {
  it('stores the report, naming a matched member by name or anyone by id', async () => {
    const { her, him } = await createMatchedPair(t().app, t().db);
    const byName = await call(her, 'POST', '/reports', {
      reason: 'offline',
      description: 'Did not show up and sent threats',
      reportedUser: 'sam',
    });
    expect(byName.statusCode, byName.body).toBe(201);
    expect(byName.json().message).toBe(SAFETY_MESSAGES.reportReceived);
    const byId = await call(him, 'POST', '/reports', {
      reason: 'fake_profile',
      description: 'Photos are not her',
      reportedUser: her.user.id,
    });
    expect(byId.statusCode).toBe(201);
    const unnamed = await call(her, 'POST', '/reports', { reason: 'other', description: 'Spam accounts nearby' });
    expect(unnamed.statusCode).toBe(201);

    const stored = await t().db.select().from(reports).where(eq(reports.source, 'safety'));
    const mine = stored.filter((row) => [her.user.id, him.user.id].includes(row.reporterId ?? ''));
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reporterId: her.user.id,
          reportedId: him.user.id,
          subject: 'sam',
          reason: 'offline',
        }),
        expect.objectContaining({ reporterId: him.user.id, reportedId: her.user.id, reason: 'fake_profile' }),
        expect.objectContaining({ reporterId: her.user.id, reportedId: null, subject: null, reason: 'other' }),
      ]),
    );
  });

  it('refuses a missing reason or description with the form’s messages', async () => {
    const { her } = await strangersWhoFit();
    const noReason = await call(her, 'POST', '/reports', { description: 'Something' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(SAFETY_MESSAGES.reasonRequired);
    const noDescription = await call(her, 'POST', '/reports', { reason: 'harassment', description: '  ' });
    expect(noDescription.statusCode).toBe(400);
    expect(noDescription.json().message).toBe(SAFETY_MESSAGES.descriptionRequired);
    const unsigned = await t().app.inject({ method: 'POST', url: '/api/v1/reports', payload: {} });
    expect(unsigned.statusCode).toBe(401);
  });
});

describe('report limits (decision 030)', () => {
  it('a repeat report about the same member updates the open one instead of adding another', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const first = await call(her, 'POST', `/matches/${matchId}/report`, { reason: 'harassment', details: 'Rude' });
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(her, 'POST', '/reports', {
      reason: 'offline',
      description: 'Then he threatened me',
      reportedUser: him.user.id,
    });
    expect(again.statusCode, again.body).toBe(201);

    const rows = await t().db.select().from(reports).where(eq(reports.reporterId, her.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reportedId: him.user.id,
      status: 'open',
      reason: 'offline',
      details: 'Then he threatened me',
    });

    // Once a moderator closed it, a new report is a new case.
    await t().db.update(reports).set({ status: 'dismissed' }).where(eq(reports.id, rows[0]!.id));
    const later = await call(her, 'POST', `/matches/${matchId}/report`, { reason: 'harassment', details: 'Again' });
    expect(later.statusCode).toBe(201);
    expect(await t().db.select().from(reports).where(eq(reports.reporterId, her.user.id))).toHaveLength(2);
  });

  it('a member may file 20 reports a day: the next answers 429, while a repeat about someone already reported goes in', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    expect(
      (await call(her, 'POST', `/matches/${matchId}/report`, { reason: 'harassment', details: 'x' })).statusCode,
    ).toBe(201);
    for (let i = 1; i < 20; i += 1) {
      const filed = await call(her, 'POST', '/reports', { reason: 'other', description: `Spam ${i}` });
      expect(filed.statusCode, `report ${i + 1}`).toBe(201);
    }
    const capped = await call(her, 'POST', '/reports', { reason: 'other', description: 'One more' });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(SAFETY_MESSAGES.tooManyReports);
    const stranger = await createDiscoverableMember(t().app, t().db);
    const named = await call(her, 'POST', '/reports', {
      reason: 'other',
      description: 'Someone new',
      reportedUser: stranger.user.id,
    });
    expect(named.statusCode).toBe(429);
    // Adding to her open report about him adds no report.
    const repeat = await call(her, 'POST', `/matches/${matchId}/report`, { reason: 'harassment', details: 'More' });
    expect(repeat.statusCode).toBe(201);
    expect(await t().db.select().from(reports).where(eq(reports.reporterId, her.user.id))).toHaveLength(20);

    // The day is a rolling 24 hours, counted from the stored reports (every server process sees them).
    await t()
      .db.update(reports)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(reports.reporterId, her.user.id));
    expect((await call(her, 'POST', '/reports', { reason: 'other', description: 'Next day' })).statusCode).toBe(201);
  });
});
