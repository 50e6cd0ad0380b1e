import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@kindred/contract/constants';
import { createTestApp, type TestApp } from '../../test/app';
import { bearer, createDiscoverableMember, createMatchedPair, randomSpot, uniqueEmail } from '../../test/factories';

// Decision 093: two app instances on one Redis count against the same limits, as the processes of
// `npm run start:cluster` do. On the PostgreSQL project only (two apps on one database).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const env = { REDIS_URL, RATE_LIMIT_CONTACT: '2', MESSAGE_SEND_RATE: '0.1' };
let apps: [TestApp, TestApp];

beforeAll(async () => {
  apps = [await createTestApp(env), await createTestApp(env)];
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

describe('limits shared through Redis', () => {
  it('counts a public form sent to either process against one limit per address', async () => {
    const from = `172.${randomInt(16, 32)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const contact = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        remoteAddress: from,
        payload: { name: 'Sam', email: uniqueEmail('shared'), topic: 'other', message: 'Hello there' },
      });
    const statuses = [];
    for (const app of [apps[0], apps[1], apps[0], apps[1]]) statuses.push((await contact(app)).statusCode);
    expect(statuses).toEqual([202, 202, 429, 429]);
  });

  it('gives a member one chat send rate whichever process their messages reach', async () => {
    const { her, matchId } = await createMatchedPair(apps[0].app, apps[0].db);
    const send = (app: TestApp, i: number) =>
      app.app.inject({
        method: 'POST',
        url: `/api/v1/conversations/${matchId}/messages`,
        headers: bearer(her.token),
        payload: { content: `shared ${i}` },
      });
    const statuses: number[] = [];
    // The burst alternately through both, then one more through each: in one bucket, both refused.
    for (let i = 0; i < LIMITS.messageBurst + 2; i++) statuses.push((await send(apps[i % 2]!, i)).statusCode);
    expect(statuses.slice(0, LIMITS.messageBurst)).toEqual(Array(LIMITS.messageBurst).fill(201));
    expect(statuses.slice(LIMITS.messageBurst)).toEqual([429, 429]);
  });

  it('ranks by the cards every process showed', async () => {
    const spot = randomSpot();
    const [shown, notShown] = await Promise.all(
      [0, 1].map(() =>
        createDiscoverableMember(apps[0].app, apps[0].db, {
          profile: { gender: 'male', showMe: 'Women', age: 30, ageRange: [25, 40] },
          columns: spot,
        }),
      ),
    );
    const [here, there] = apps.map((app) => app.app.candidateIndex);
    await Promise.all([here!.catchUp(), there!.catchUp()]);
    // Shown by the first process only; each takes its snapshot.
    here!.countShown([shown!.user.id, shown!.user.id, shown!.user.id]);
    await here!.snapshotExposure();
    await there!.snapshotExposure();
    expect(there!.exposureOf(shown!.user.id)).toBeGreaterThan(0);
    expect(there!.exposureOf(notShown!.user.id)).toBe(0);
    expect(here!.exposureOf(shown!.user.id)).toBeGreaterThan(0);
  });
});
