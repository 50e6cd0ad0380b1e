import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageOn } from '@kindred/contract/age';
import { MESSAGES } from '@kindred/contract/messages';
import { profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

const t = useTestApp();

const patch = (id: string, token: string, payload: unknown) =>
  t().app.inject({
    method: 'PATCH',
    url: `/api/v1/profiles/${id}`,
    headers: bearer(token),
    payload: payload as object,
  });

describe('PATCH /profiles/{id}', () => {
  it('updates the member’s own profile and answers it in data', async () => {
    const member = await createMember(t().app);
    const response = await patch(member.user.id, member.token, {
      bio: 'Coffee first, then adventures.',
      occupation: 'Architect',
      company: 'Studio North',
      school: 'UT Austin',
      interests: ['Hiking', 'Art', 'Hiking'],
      ageRange: [28, 38],
      maxDistance: 40,
      drinking: 'Social drinker',
      questions: [{ question: 'A random fact about me...', answer: 'I can juggle.' }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      bio: 'Coffee first, then adventures.',
      occupation: 'Architect',
      company: 'Studio North',
      school: 'UT Austin',
      interests: ['Hiking', 'Art'],
      ageRange: [28, 38],
      maxDistance: 40,
      drinking: 'Social drinker',
      questions: [{ question: 'A random fact about me...', answer: 'I can juggle.' }],
    });
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(me.json().data.company).toBe('Studio North');
  });

  it('refuses to touch another member’s profile', async () => {
    const owner = await createMember(t().app, { profile: { bio: 'Mine.' } });
    const intruder = await createMember(t().app);
    const response = await patch(owner.user.id, intruder.token, { bio: 'Hacked' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.forbidden });
    const [row] = await t().db.select().from(profiles).where(eq(profiles.userId, owner.user.id));
    expect(row?.bio).toBe('Mine.');
  });

  it('needs a session', async () => {
    const member = await createMember(t().app);
    const response = await t().app.inject({
      method: 'PATCH',
      url: `/api/v1/profiles/${member.user.id}`,
      payload: { bio: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('drops unknown fields and skips nulls for optional fields (SPEC 5)', async () => {
    const member = await createMember(t().app, { profile: { bio: 'Keep me.' } });
    const response = await patch(member.user.id, member.token, {
      bio: null,
      subscription: 'Diamond',
      role: 'moderator',
      id: 'someone-else',
      occupation: 'Baker',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      bio: 'Keep me.',
      subscription: 'Free',
      id: member.user.id,
      occupation: 'Baker',
    });
  });

  it.each([
    [{ name: '' }, 'name', MESSAGES.fieldRequired('name')],
    [{ name: null }, 'name', MESSAGES.fieldRequired('name')],
    [{ name: 42 }, 'name', MESSAGES.fieldMustBeString('name')],
    [{ bio: 7 }, 'bio', MESSAGES.fieldMustBeString('bio')],
    [{ age: 'thirty' }, 'age', MESSAGES.fieldMustBeNumber('age')],
    [{ age: 17 }, 'age', MESSAGES.ageAtLeast18],
    [{ maxDistance: 0 }, 'maxDistance', MESSAGES.maxDistancePositive],
    [{ maxDistance: -5 }, 'maxDistance', MESSAGES.maxDistancePositive],
    [{ ageRange: [25] }, 'ageRange', MESSAGES.ageRangeTwoItems],
    [{ ageRange: [25, 30, 35] }, 'ageRange', MESSAGES.ageRangeTwoItems],
    [{ interests: 'Hiking' }, 'interests', MESSAGES.fieldMustBeArray('interests')],
    [{ languages: {} }, 'languages', MESSAGES.fieldMustBeArray('languages')],
    [{ location: 'Atlantis, ZZ' }, 'location', MESSAGES.locationNotFound],
    [{ birthdate: '2015-03-03' }, 'birthdate', MESSAGES.ageAtLeast18],
  ])('answers %o with the update table’s message', async (payload, path, message) => {
    const member = await createMember(t().app);
    const response = await patch(member.user.id, member.token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ path, message });
  });

  it('lists every error at once and changes nothing', async () => {
    const member = await createMember(t().app, { profile: { name: 'Unchanged' } });
    const response = await patch(member.user.id, member.token, { name: '', age: 16, maxDistance: -1, bio: 'new bio' });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['age', 'maxDistance', 'name']);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(me.json().data).toMatchObject({ name: 'Unchanged', bio: 'I like long walks and short queues.' });
  });

  it('resolves a new location and keeps the age right when it changes', async () => {
    const member = await createMember(t().app, { profile: { age: 30 } });
    const moved = await patch(member.user.id, member.token, { location: 'denver, colorado', age: 34 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ location: 'Denver, CO', age: 34 });
    expect(ageOn(moved.json().data.birthdate)).toBe(34);
    const [row] = await t().db.select().from(profiles).where(eq(profiles.userId, member.user.id));
    expect(row?.lat).toBeCloseTo(39.74, 1);
  });

  it('refuses bad bodies with a 4xx, never a 5xx', async () => {
    const member = await createMember(t().app);
    for (const payload of [
      '[]',
      '"text"',
      '{"bio": ',
      JSON.stringify({ bio: 'x'.repeat(100_000) }),
      JSON.stringify({ questions: [{}, 1] }),
    ]) {
      const response = await t().app.inject({
        method: 'PATCH',
        url: `/api/v1/profiles/${member.user.id}`,
        headers: { ...bearer(member.token), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload.slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /profiles', () => {
  it('refuses a second profile', async () => {
    const member = await createMember(t().app);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profiles',
      headers: bearer(member.token),
      payload: { name: 'Again' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(MESSAGES.profileExists);
  });
});
