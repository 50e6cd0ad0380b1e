import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../test/app';
import { bearer, createMatchedPair, registrationBody, type MatchedPair } from '../../test/factories';

const t = useTestApp();
let pair: MatchedPair;
beforeAll(async () => {
  pair = await createMatchedPair(t().app, t().db);
});

const INT4_MAX = 2_147_483_647;

describe('numbers that the database stores as integers', () => {
  it.each([
    [{ maxDistance: 1.5 }, MESSAGES.wholeNumber('maxDistance')],
    [{ maxDistance: INT4_MAX + 1 }, 'maxDistance must be at most 100'],
    [{ maxDistance: -5 }, MESSAGES.maxDistancePositive],
    [{ age: 30.5 }, MESSAGES.wholeNumber('age')],
    [{ age: 1e12 }, MESSAGES.birthDateInvalid],
    [{ ageRange: [25.5, 40] }, MESSAGES.wholeNumber('ageRange')],
    [{ ageRange: [25, 1e12] }, 'ageRange must be between 18 and 100, lowest first'],
    [{ ageRange: [-40, 40] }, 'ageRange must be between 18 and 100, lowest first'],
  ])('registration with %j is a 400: %s', async (profile, message) => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: await registrationBody({ profile: profile as never }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    ['PATCH', 'profile', { maxDistance: 1.5 }, MESSAGES.wholeNumber('maxDistance')],
    ['PATCH', 'profile', { maxDistance: 0.4 }, MESSAGES.wholeNumber('maxDistance')],
    ['PATCH', 'profile', { age: 40.2 }, MESSAGES.wholeNumber('age')],
    ['PATCH', 'profile', { ageRange: [20, 1e300] }, 'ageRange must be between 18 and 100, lowest first'],
    ['PUT', '/user/preferences', { maxDistance: 2.5 }, MESSAGES.wholeNumber('maxDistance')],
    ['PUT', '/user/preferences', { maxDistance: 1e10 }, 'maxDistance must be at most 100'],
    ['POST', '/recommendations/view', { profileId: 'x', duration: -1 }, 'duration must be at least 0'],
    ['POST', '/recommendations/view', { profileId: 'x', duration: 1e20 }, 'duration must be at most 86400000'],
  ])('%s %s with %j is a 400: %s', async (method, path, payload, message) => {
    const url = path === 'profile' ? `/api/v1/profiles/${pair.her.user.id}` : `/api/v1${path}`;
    const response = await t().app.inject({
      method: method as 'PATCH',
      url,
      headers: bearer(pair.her.token),
      payload,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each([
    '/matches?page=3000000000',
    '/matches?page=1.5',
    '/matches?limit=1e12',
    '/matches?maxDistance=-3',
    '/matches?minAge=18.5',
    '/conversations?page=1.5',
    '/conversations?limit=-1',
    '/conversations?page=1e400',
    '/messages/conversations?page=99999999999',
    '/discover?minPhotos=-1',
    '/discover?maxDistance=2.5',
    '/discover?limit=1e9',
    '/recommendations?maxDistance=-5',
    '/recommendations?minAge=1e309',
    '/recommendations?limit=0.5',
    '/locations?q=Aus&limit=1.5',
  ])('GET %s is a 400 with a sentence', async (url) => {
    const response = await t().app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(pair.her.token) });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toMatch(/^(page|limit|maxDistance|minAge|minPhotos) must /);
  });

  it('pages of messages refuse a page beyond what an offset can reach', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: `/api/v1/matches/${pair.matchId}/conversation?page=${INT4_MAX * 10}`,
      headers: bearer(pair.her.token),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('page must be at most 100000');
  });
});
