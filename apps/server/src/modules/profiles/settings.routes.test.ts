import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { DEFAULT_SETTINGS } from '@kindred/contract/settings';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, multipartFile, pngOf } from '../../../test/factories';

const t = useTestApp();

describe('PUT /profile/settings', () => {
  it('starts from the defaults, merges a partial change, and GET /profiles/me returns it', async () => {
    const member = await createMember(t().app);
    expect(member.profile?.settings).toEqual(DEFAULT_SETTINGS);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/profile/settings',
      headers: bearer(member.token),
      payload: {
        notifications: { new_messages: false },
        privacy: { profile_visibility: 'Hidden', read_receipts: 'Off' },
        theme: 'dark',
      },
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      notifications: { ...DEFAULT_SETTINGS.notifications, new_messages: false },
      privacy: { ...DEFAULT_SETTINGS.privacy, profile_visibility: 'Hidden', read_receipts: 'Off' },
      theme: 'dark',
      // Added for images in chat (decision 088) and Web Push (decision 047); a client that never sends it keeps the defaults.
      safety: DEFAULT_SETTINGS.safety,
      quiet_hours: DEFAULT_SETTINGS.quiet_hours,
    };
    expect(response.json().data).toEqual(expected);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(me.json().data.settings).toEqual(expected);
  });

  it('stores quiet hours, merging a partial change', async () => {
    const member = await createMember(t().app);
    const put = (payload: object) =>
      t().app.inject({ method: 'PUT', url: '/api/v1/profile/settings', headers: bearer(member.token), payload });
    await put({ quiet_hours: { enabled: true, start: '23:30', time_zone: 'Asia/Kolkata' } });
    const response = await put({ quiet_hours: { end: '07:15' } });
    expect(response.statusCode, response.body).toBe(200);
    const quietHours = { enabled: true, start: '23:30', end: '07:15', time_zone: 'Asia/Kolkata' };
    expect(response.json().data.quiet_hours).toEqual(quietHours);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(me.json().data.settings.quiet_hours).toEqual(quietHours);
  });

  it.each([
    [{ quiet_hours: { start: '24:00' } }],
    [{ quiet_hours: { end: '7:00' } }],
    [{ quiet_hours: { time_zone: 'Mars/Olympus' } }],
    [{ quiet_hours: { time_zone: 'Europe/Paris\u0000' } }],
    [{ quiet_hours: { enabled: 'yes' } }],
    [{ privacy: { profile_visibility: 'Friends' } }],
    [{ privacy: { read_receipts: true } }],
    [{ notifications: { new_matches: 'yes' } }],
    [{ theme: 'purple' }],
  ])('refuses %o with a 400', async (payload) => {
    const member = await createMember(t().app);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/profile/settings',
      headers: bearer(member.token),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('PUT /user/preferences', () => {
  it('stores the discovery preferences', async () => {
    const member = await createMember(t().app);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/user/preferences',
      headers: bearer(member.token),
      payload: { showMe: 'Everyone', ageRange: [30, 45], maxDistance: 60, lookingFor: 'Friendship' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      showMe: 'Everyone',
      ageRange: [30, 45],
      maxDistance: 60,
      lookingFor: 'Friendship',
    });
  });

  it('uses the update table’s messages', async () => {
    const member = await createMember(t().app);
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/user/preferences',
      headers: bearer(member.token),
      payload: { maxDistance: 0 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.maxDistancePositive);
  });
});

describe('POST /profiles/me/onboarding/complete', () => {
  it('lists what is missing, then completes once the gates hold', async () => {
    const member = await createMember(t().app, { profile: { bio: 'Short', interests: ['Hiking'], gender: '' } });
    const early = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/onboarding/complete',
      headers: bearer(member.token),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(MESSAGES.onboardingIncomplete);
    expect(
      early
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['bio', 'gender', 'interests', 'questions']);

    const filled = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${member.user.id}`,
      headers: bearer(member.token),
      payload: {
        gender: 'female',
        bio: 'Weekend hiker, weekday architect, always curious.',
        interests: ['Hiking', 'Art', 'Coffee'],
        questions: [{ question: 'My ideal weekend includes...', answer: 'A long trail and a good book.' }],
      },
    });
    expect(filled.statusCode).toBe(200);
    const done = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/onboarding/complete',
      headers: bearer(member.token),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.onboardingCompleted).toBe(true);
  });

  it('needs at least one photo', async () => {
    const member = await createMember(t().app, {
      profile: {
        bio: 'Weekend hiker, weekday architect, always curious.',
        interests: ['Hiking', 'Art', 'Coffee'],
        questions: [{ question: 'A random fact about me...', answer: 'I juggle.' }],
      },
    });
    await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/photos',
      headers: bearer(member.token),
      payload: { photoUrl: member.profile!.photos[0] },
    });
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/onboarding/complete',
      headers: bearer(member.token),
    });
    expect(response.json().errors).toEqual([{ path: 'photos', message: MESSAGES.photosRequired }]);
    const { payload, headers } = multipartFile(await pngOf(50, 50));
    await t().app.inject({
      method: 'POST',
      url: '/api/v1/profile/photos',
      headers: { ...headers, ...bearer(member.token) },
      payload,
    });
    const again = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/onboarding/complete',
      headers: bearer(member.token),
    });
    expect(again.statusCode).toBe(200);
  });
});
