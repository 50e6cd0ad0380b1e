import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import type { Recommendation } from '@kindred/contract/discovery';
import type { ModerationReport } from '@kindred/contract/safety';
import { API_PATHS } from '@kindred/contract/routes';
import { useTestApp } from '../../../test/app';
import { bearer, createDiscoverableMember, createMember, type CreatedMember } from '../../../test/factories';
import { setRole } from '../moderation/moderation.repo';

const t = useTestApp();
const REPORTERS = LIMITS.quarantineReporters;

const call = (member: CreatedMember, method: 'GET' | 'POST', url: string, payload?: object) =>
  t().app.inject({ method, url: `/api/v1${url}`, headers: bearer(member.token), payload });

/** Him, in a town of his own, and her, who would see him everywhere a new person is shown. */
async function herAndHim() {
  const location = 'Bozeman, MT';
  const name = `Qm${randomUUID().slice(0, 8)}`;
  const him = await createDiscoverableMember(t().app, t().db, {
    profile: { name, location, gender: 'male', showMe: 'Women', age: 33 },
  });
  const her = await createDiscoverableMember(t().app, t().db, {
    profile: { location, gender: 'female', showMe: 'Men', age: 31 },
    columns: { subscription: 'Gold' },
  });
  expect((await call(him, 'POST', '/matches/likes', { likedId: her.user.id, status: 'like' })).statusCode).toBe(200);
  return { her, him, name };
}

/** Where she meets new people: For You, Discover, Likes You. Which of them show him. */
async function whereSheSeesHim(her: CreatedMember, him: CreatedMember, name: string) {
  const recommendations = await call(her, 'GET', `${API_PATHS.recommendations.list}?limit=50`);
  const discover = await call(her, 'GET', `/discover?q=${name}&minPhotos=0`);
  const likedYou = await call(her, 'GET', API_PATHS.interactions.likedYou);
  for (const response of [recommendations, discover, likedYou]) expect(response.statusCode, response.body).toBe(200);
  const has = (list: { id: string }[]) => list.some((item) => item.id === him.user.id);
  return {
    forYou: has(recommendations.json().recommendations as Recommendation[]),
    discover: has(discover.json().profiles as Recommendation[]),
    likesYou: has(likedYou.json().members),
  };
}

const reportBy = (reporter: CreatedMember, him: CreatedMember) =>
  call(reporter, 'POST', API_PATHS.reports, {
    reason: 'fake_profile',
    description: 'Asked me for money',
    reportedUser: him.user.id,
  });

describe(`quarantine: ${REPORTERS} different members reporting someone within a day (decision 083)`, () => {
  it('hides them from everyone new until a moderator decides; a match keeps talking to them', async () => {
    const { her, him, name } = await herAndHim();
    expect(await whereSheSeesHim(her, him, name)).toEqual({ forYou: true, discover: true, likesYou: true });

    const reporters = await Promise.all(Array.from({ length: REPORTERS }, () => createMember(t().app)));
    for (const [index, reporter] of reporters.entries()) {
      expect((await reportBy(reporter, him)).statusCode).toBe(201);
      const hidden = index + 1 >= REPORTERS;
      expect(await whereSheSeesHim(her, him, name), `after ${index + 1} reports`).toEqual({
        forYou: !hidden,
        discover: !hidden,
        likesYou: !hidden,
      });
    }

    // He is not told, and his own profile is as it was.
    const own = await call(him, 'GET', '/auth/me');
    expect(own.json().profile).toMatchObject({ onboardingCompleted: true });

    const mod = await createMember(t().app);
    expect(await setRole(t().db, mod.email, 'moderator')).toBe(true);
    const queue = await call(mod, 'GET', '/moderation/reports?limit=100');
    const aboutHim = (queue.json().reports as ModerationReport[]).filter(
      (report) => report.reported?.id === him.user.id,
    );
    expect(aboutHim).toHaveLength(REPORTERS);
    expect(aboutHim[0]!.reported).toMatchObject({ quarantined: true, reporters: REPORTERS });

    expect((await call(mod, 'POST', `/moderation/reports/${aboutHim[0]!.id}/dismiss`)).statusCode).toBe(200);
    // Back in her stored deck once the background placement has run (decision 054), as after a break.
    await vi.waitFor(async () => expect((await whereSheSeesHim(her, him, name)).forYou).toBe(true), {
      timeout: 10_000,
    });
    expect(await whereSheSeesHim(her, him, name)).toEqual({ forYou: true, discover: true, likesYou: true });
  });

  it('counts members, not reports: one member reporting again does not hide anyone', async () => {
    const { her, him, name } = await herAndHim();
    const reporter = await createMember(t().app);
    for (let i = 0; i < REPORTERS + 1; i++) expect((await reportBy(reporter, him)).statusCode).toBe(201);
    expect(await whereSheSeesHim(her, him, name)).toEqual({ forYou: true, discover: true, likesYou: true });
  });

  it('keeps a match’s conversation going while hidden', async () => {
    const { her, him } = await herAndHim();
    const liked = await call(her, 'POST', '/matches/likes', { likedId: him.user.id, status: 'like' });
    const matchId = liked.json().data.match?.id as string;
    expect(matchId).toBeTruthy();
    for (const reporter of await Promise.all(Array.from({ length: REPORTERS }, () => createMember(t().app)))) {
      expect((await reportBy(reporter, him)).statusCode).toBe(201);
    }
    const sent = await call(him, 'POST', API_PATHS.conversations.messages(matchId), { content: 'Still here?' });
    expect(sent.statusCode, sent.body).toBe(201);
    const thread = await call(her, 'GET', API_PATHS.conversations.messages(matchId));
    expect(thread.json().messages.map((message: { content: string }) => message.content)).toEqual(['Still here?']);
  });
});
