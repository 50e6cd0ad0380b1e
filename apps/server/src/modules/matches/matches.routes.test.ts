import { CONVERSATION_MESSAGES } from '@kindred/contract/conversations';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DISCOVERY_MESSAGES } from '@kindred/contract/discovery';
import { INTEREST_CATALOGUE } from '@kindred/contract/enums';
import { MATCH_MESSAGES, type Match } from '@kindred/contract/matches';
import { messages } from '../../db/schema/messages';
import { reports } from '../../db/schema/safety';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

const call = (member: CreatedMember, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

async function matchesOf(member: CreatedMember, query = ''): Promise<Match[]> {
  const response = await call(member, 'GET', `/matches${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().matches;
}

describe('GET /matches and GET /matches/{id}', () => {
  it('lists the live match with its frozen score and only the other member’s declared fields', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db, {
      him: { profile: { interests: ['Hiking', 'Crafts'], bio: 'Trail runner.' } },
    });
    const response = await call(her, 'GET', '/matches');
    expect(response.statusCode).toBe(200);
    expect(response.json().pagination).toEqual({ total: 1, page: 1, limit: 100, pages: 1 });
    const [match] = response.json().matches as Match[];
    expect(match).toMatchObject({ id: matchId, otherUser: { profile: { id: him.user.id, name: 'Sam', age: 32 } } });
    expect(match!.compatibilityScore).toBeGreaterThan(0);
    expect(Object.keys(match!.subScores).sort()).toEqual(['communication', 'interests', 'lifestyle', 'values']);
    expect(match!.otherUser.profile.interests).toEqual(['Hiking', 'Crafts']);
    expect(match!.otherUser.profile.photos).toHaveLength(1);
    const raw = JSON.stringify(match);
    expect(raw).not.toContain(him.email);
    expect(raw).not.toMatch(/"lat"|"lng"|latitude|longitude|passwordHash/);

    const one = await call(him, 'GET', `/matches/${matchId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().match).toMatchObject({
      id: matchId,
      compatibilityScore: match!.compatibilityScore,
      otherUser: { profile: { id: her.user.id, name: 'Ava' } },
    });
  });

  it('hides last active and online when activity status is off, and the place when location is hidden', async () => {
    const { her } = await createMatchedPair(t().app, t().db, {
      him: { columns: { activityStatus: false, locationSharing: 'Hidden' } },
    });
    const [match] = await matchesOf(her);
    expect(match!.otherUser.isOnline).toBe(false);
    expect(match!.otherUser.profile).toMatchObject({ lastActive: null, location: '', distance: null });
  });

  it('a third member cannot read, unmatch, report through, block through or message a match', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const stranger = await createDiscoverableMember(t().app, t().db);
    for (const [method, url, payload] of [
      ['GET', `/matches/${matchId}`],
      ['DELETE', `/matches/${matchId}/unmatch`],
      ['DELETE', `/matches/${matchId}`],
      ['POST', `/matches/${matchId}/report`, { reason: 'harassment', details: 'x' }],
      ['POST', `/conversations/${matchId}/report`, { reason: 'harassment', details: 'x' }],
      ['POST', `/matches/${matchId}/block`, {}],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(MATCH_MESSAGES.matchNotFound);
    }
    for (const [method, url, payload] of [
      ['POST', `/matches/${matchId}/message`, { content: 'Hi' }],
      ['GET', `/matches/${matchId}/conversation`],
    ] as const) {
      const response = await call(stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().message).toBe(CONVERSATION_MESSAGES.conversationNotFound);
    }
    expect(await matchesOf(stranger)).toEqual([]);
    expect((await matchesOf(her)).map((m) => m.id)).toEqual([matchId]);
    expect(await t().db.select().from(reports).where(eq(reports.matchId, matchId))).toEqual([]);

    const nonsense = await call(her, 'GET', '/matches/not-a-match');
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().message).toBe(MATCH_MESSAGES.invalidMatchId);
    expect((await t().app.inject({ method: 'GET', url: '/api/v1/matches' })).statusCode).toBe(401);
  });

  it('filters by age, shown distance and shared interests, and refuses bad filters', async () => {
    const { her } = await createMatchedPair(t().app, t().db, {
      him: { profile: { age: 35, interests: ['Crafts'] }, columns: { locationSharing: 'Exact location' } },
    });
    expect(await matchesOf(her, '?minAge=30&maxAge=40')).toHaveLength(1);
    expect(await matchesOf(her, '?minAge=36')).toHaveLength(0);
    expect(await matchesOf(her, '?interests=crafts')).toHaveLength(1);
    expect(await matchesOf(her, '?interests=Yoga')).toHaveLength(0);
    // Same spot: she measures him from the far corner of his 4-mile cell, 2.8-5.7 miles away
    // (decision 028), shown rounded: 3 to 6 miles.
    expect(await matchesOf(her, '?maxDistance=6')).toHaveLength(1);
    expect(await matchesOf(her, '?maxDistance=2')).toHaveLength(0);
    for (const query of ['?minAge=50&maxAge=30', '?minAge=abc', '?maxDistance=0', '?page=0']) {
      const response = await call(her, 'GET', `/matches${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toBeTruthy();
    }
    expect((await call(her, 'GET', '/matches?minAge=50&maxAge=30')).json().message).toBe(
      MATCH_MESSAGES.ageRangeInvalid,
    );
  });
});

describe('unmatch, report and the first message', () => {
  it('unmatch ends the match for both members, and messaging it is refused afterwards', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    const sent = await call(her, 'POST', `/matches/${matchId}/message`, { content: '  Hi Sam!  ' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ matchId, senderId: her.user.id, content: 'Hi Sam!', isRead: false });

    const unmatched = await call(him, 'DELETE', `/matches/${matchId}/unmatch`);
    expect(unmatched.statusCode).toBe(200);
    expect(unmatched.json().message).toBe(MATCH_MESSAGES.unmatched);
    expect(await matchesOf(her)).toEqual([]);
    expect(await matchesOf(him)).toEqual([]);
    expect((await call(her, 'GET', `/matches/${matchId}`)).statusCode).toBe(404);
    expect((await call(her, 'DELETE', `/matches/${matchId}`)).statusCode).toBe(404);
    const refused = await call(her, 'POST', `/matches/${matchId}/message`, { content: 'Still there?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MATCH_MESSAGES.cannotMessage);
    // The message sent before stays; nothing was added after.
    expect(await t().db.select().from(messages).where(eq(messages.matchId, matchId))).toHaveLength(1);
  });

  it('the conversation pages its messages newest first for both members', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    for (const [sender, content] of [
      [her, 'one'],
      [him, 'two'],
      [her, 'three'],
    ] as const) {
      expect((await call(sender, 'POST', `/matches/${matchId}/message`, { content })).statusCode).toBe(201);
    }
    const first = await call(him, 'GET', `/matches/${matchId}/conversation?limit=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json().messages.map((m: { content: string }) => m.content)).toEqual(['three', 'two']);
    expect(first.json().pagination).toEqual({ total: 3, page: 1, limit: 2, pages: 2 });
    const second = await call(her, 'GET', `/matches/${matchId}/conversation?limit=2&page=2`);
    expect(second.json().messages.map((m: { content: string }) => m.content)).toEqual(['one']);
    expect((await call(her, 'GET', `/matches/${matchId}/conversation`)).json().pagination.limit).toBe(20);
    expect((await call(her, 'GET', `/matches/${matchId}/conversation?page=0`)).statusCode).toBe(400);
  });

  it('DELETE /matches/{id} unmatches too', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    expect((await call(her, 'DELETE', `/matches/${matchId}`)).statusCode).toBe(200);
    expect(await matchesOf(her)).toEqual([]);
  });

  it('stores a report made through a match, even after unmatching, and refuses a bad reason', async () => {
    const { her, him, matchId } = await createMatchedPair(t().app, t().db);
    expect((await call(her, 'DELETE', `/matches/${matchId}/unmatch`)).statusCode).toBe(200);
    const report = await call(her, 'POST', `/matches/${matchId}/report`, {
      reason: 'harassment',
      details: 'Rude messages',
    });
    expect(report.statusCode, report.body).toBe(201);
    expect(report.json().message).toBe(DISCOVERY_MESSAGES.reportReceived);
    const [stored] = await t().db.select().from(reports).where(eq(reports.matchId, matchId));
    expect(stored).toMatchObject({
      reporterId: her.user.id,
      reportedId: him.user.id,
      source: 'match',
      reason: 'harassment',
      details: 'Rude messages',
      status: 'open',
    });
    const fromChat = await call(him, 'POST', `/conversations/${matchId}/report`, { reason: 'other', details: 'Spam' });
    expect(fromChat.statusCode).toBe(201);
    const [chatReport] = await t()
      .db.select()
      .from(reports)
      .where(and(eq(reports.matchId, matchId), eq(reports.source, 'conversation')));
    expect(chatReport).toMatchObject({ reporterId: him.user.id, reportedId: her.user.id, reason: 'other' });
    const bad = await call(her, 'POST', `/matches/${matchId}/report`, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(DISCOVERY_MESSAGES.reportReasonInvalid);
  });

  it('refuses a blank or overlong first message with a clear 400 and stores nothing', async () => {
    const { her, matchId } = await createMatchedPair(t().app, t().db);
    const blank = await call(her, 'POST', `/matches/${matchId}/message`, { content: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(MATCH_MESSAGES.messageRequired);
    const long = await call(her, 'POST', `/matches/${matchId}/message`, { content: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(MATCH_MESSAGES.messageTooLong);
    expect(await t().db.select().from(messages).where(eq(messages.matchId, matchId))).toEqual([]);
  });
});

describe('GET /interests', () => {
  it('answers the interest catalogue under data', async () => {
    const member = await createDiscoverableMember(t().app, t().db);
    const response = await call(member, 'GET', '/interests');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([...INTEREST_CATALOGUE]);
    expect(response.json().data).toEqual(expect.arrayContaining(['Photography', 'Rock Climbing', 'Dogs']));
    expect(new Set(response.json().data).size).toBe(response.json().data.length);
  });
});
