import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ageOn } from '@kindred/contract/age';
import { MESSAGES } from '@kindred/contract/messages';
import { users } from '../../db/schema/users';
import { profiles } from '../../db/schema/profiles';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, registrationBody, samplePhotoDataUrl, uniqueEmail } from '../../../test/factories';

const t = useTestApp();

const register = (payload: unknown) =>
  t().app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object });

/** Registration answers 400 with this field error (and that message on top when it is the only one). */
async function expectFieldError(payload: unknown, path: string, message: string) {
  const response = await register(payload);
  expect(response.statusCode).toBe(400);
  const body = response.json<{ message: string; errors: { path: string; message: string }[] }>();
  expect(body.errors).toContainEqual({ path, message });
  return body;
}

describe('POST /auth/register', () => {
  it('creates the member, answers user, profile and token, and the token opens a session', async () => {
    const body = await registrationBody({ profile: { name: 'Riley', age: 31 } });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.user).toEqual({ id: expect.any(String), email: body.email, emailVerified: false, role: 'member' });
    expect(created.profile).toMatchObject({
      id: created.user.id,
      name: 'Riley',
      age: 31,
      location: 'Austin, TX',
      interests: ['Hiking', 'Coffee'],
      ageRange: [25, 40],
      maxDistance: 25,
      subscription: 'Free',
      onboardingCompleted: false,
    });
    expect(created.profile.photos).toHaveLength(1);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(created)).not.toMatch(/passwordHash|argon2|"lat"|"lng"/);

    const me = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(created.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(body.email);
  });

  it('stores an argon2id hash at the configured parameters and only a SHA-256 of the session token', async () => {
    const member = await createMember(t().app);
    const [row] = await t().db.select().from(users).where(eq(users.id, member.user.id));
    // Tests lower the memory (the default, OWASP's 19 MiB, is checked in config.test.ts).
    expect(row?.passwordHash).toMatch(new RegExp(`^\\$argon2id\\$v=19\\$m=${t().config.argon2MemoryKib},p=1,t=2\\$`));
    const sessions = await t().db.query.sessions.findMany({ where: (s, { eq: is }) => is(s.userId, member.user.id) });
    expect(sessions).toHaveLength(1);
    const { createHash } = await import('node:crypto');
    expect(sessions[0]?.tokenHash).toBe(createHash('sha256').update(member.token).digest('hex'));
    expect(sessions[0]?.tokenHash).not.toContain(member.token);
  });

  it('keeps the birth date when the client sends one, and computes the age from it', async () => {
    const member = await createMember(t().app, { profile: { age: undefined, birthdate: '1990-02-14' } });
    expect(member.profile?.birthdate).toBe('1990-02-14');
    expect(member.profile?.age).toBe(ageOn('1990-02-14'));
  });

  it('serves the re-encoded photo as WebP with a long cache lifetime', async () => {
    const member = await createMember(t().app);
    const url = member.profile?.photos[0] ?? '';
    expect(url).toMatch(new RegExp(`^/uploads/${member.user.id}/[0-9a-f-]{36}-640\\.webp$`));
    const photo = await t().app.inject({ method: 'GET', url });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toContain('immutable');
  });

  it('sends a verification e-mail with a link to the verification page', async () => {
    const member = await createMember(t().app);
    const mail = t().mail.find((message) => message.to === member.email);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.text).toMatch(/http:\/\/kindred\.test\/verification\?token=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a second account with the same e-mail, whatever its case', async () => {
    const member = await createMember(t().app);
    const response = await register(await registrationBody({ email: member.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: MESSAGES.emailTaken,
      errors: [{ path: 'email', message: MESSAGES.emailTaken }],
    });
  });

  it.each([
    ['email', { email: undefined }, 'email', MESSAGES.emailRequired],
    ['email', { email: '' }, 'email', MESSAGES.emailRequired],
    ['email', { email: 'not-an-address' }, 'email', MESSAGES.emailInvalid],
    ['password', { password: undefined }, 'password', MESSAGES.passwordRequired],
    ['password', { password: 'short' }, 'password', MESSAGES.passwordTooShort],
    ['confirmation', { confirmPassword: 'something else' }, 'confirmPassword', MESSAGES.passwordsDoNotMatch],
  ])('checks the %s (SPEC 5 step 1)', async (_field, change, path, message) => {
    const body = { ...(await registrationBody()), ...change };
    await expectFieldError(body, path, message);
  });

  it.each([
    [{ name: undefined }, 'profile.name', MESSAGES.nameRequired],
    [{ name: '   ' }, 'profile.name', MESSAGES.nameRequired],
    [{ age: undefined }, 'profile.birthdate', MESSAGES.birthDateRequired],
    [{ age: 17 }, 'profile.age', MESSAGES.mustBeAdult],
    [{ age: undefined, birthdate: '2015-01-01' }, 'profile.birthdate', MESSAGES.mustBeAdult],
    [{ age: undefined, birthdate: '1990-02-30' }, 'profile.birthdate', MESSAGES.birthDateInvalid],
    [{ location: '' }, 'profile.location', MESSAGES.locationRequired],
    [{ location: 'Atlantis, ZZ' }, 'profile.location', MESSAGES.locationNotFound],
    [{ interests: [] }, 'profile.interests', MESSAGES.interestsRequired],
    [{ photos: [] }, 'profile.photos', MESSAGES.photosRequired],
  ])('checks the profile: %o', async (change, path, message) => {
    await expectFieldError(await registrationBody({ profile: change }), path, message);
  });

  it('refuses a seventh photo and a fourth question', async () => {
    const photo = await samplePhotoDataUrl();
    await expectFieldError(
      await registrationBody({ profile: { photos: Array.from({ length: 7 }, () => photo) } }),
      'profile.photos',
      MESSAGES.tooManyPhotos,
    );
    const questions = Array.from({ length: 4 }, (_, i) => ({ question: `Question ${i}?`, answer: 'Yes' }));
    await expectFieldError(
      await registrationBody({ profile: { questions } }),
      'profile.questions',
      MESSAGES.tooManyQuestions,
    );
  });

  it('drops question pairs with an empty side (SPEC 3)', async () => {
    const member = await createMember(t().app, {
      profile: {
        questions: [
          { question: 'My ideal weekend includes...', answer: 'Tacos' },
          { question: 'A random fact about me...', answer: '' },
        ],
      },
    });
    expect(member.profile?.questions).toEqual([{ question: 'My ideal weekend includes...', answer: 'Tacos' }]);
  });

  it('refuses photo data that is not an image, naming the photo, and stores nothing', async () => {
    const email = uniqueEmail('notimage');
    const notImage = `data:image/jpeg;base64,${Buffer.from('this is plain text, not a JPEG').toString('base64')}`;
    const body = await registrationBody({ email, profile: { photos: [await samplePhotoDataUrl(), notImage] } });
    await expectFieldError(body, 'profile.photos.1', MESSAGES.photoInvalid);
    expect(await t().db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers wrong types with the spec’s type messages instead of failing', async () => {
    const body = await registrationBody();
    await expectFieldError(
      { ...body, profile: { ...body.profile, name: 42 } },
      'profile.name',
      MESSAGES.fieldMustBeString('name'),
    );
    await expectFieldError(
      { ...body, profile: { ...body.profile, interests: 'Hiking' } },
      'profile.interests',
      MESSAGES.fieldMustBeArray('interests'),
    );
    await expectFieldError(
      { ...body, profile: { ...body.profile, ageRange: [25] } },
      'profile.ageRange',
      MESSAGES.ageRangeTwoItems,
    );
  });

  it('refuses huge strings with a 4xx and a clear message', async () => {
    const body = await registrationBody();
    await expectFieldError(
      { ...body, profile: { ...body.profile, name: 'x'.repeat(100_000) } },
      'profile.name',
      MESSAGES.nameTooLong,
    );
    await expectFieldError({ ...body, email: `${'a'.repeat(5000)}@example.com` }, 'email', MESSAGES.emailInvalid);
    const response = await register({ ...body, password: 'p'.repeat(100_000) });
    expect(response.statusCode).toBe(400);
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.co", ', MESSAGES.malformedJson],
    ['an array', '[1, 2, 3]', undefined],
    ['null', 'null', undefined],
    ['an empty object', '{}', MESSAGES.emailRequired],
  ])('answers %s with a 400, never a 5xx', async (_what, payload, message) => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string }>();
    expect(body.message).toEqual(expect.any(String));
    if (message) expect(body.message).toBe(message);
  });

  it('stores the profile with coordinates that never appear in a response', async () => {
    const member = await createMember(t().app);
    const [row] = await t().db.select().from(profiles).where(eq(profiles.userId, member.user.id));
    expect(row?.lat).toBeCloseTo(30.27, 1);
    expect(row?.lng).toBeCloseTo(-97.74, 1);
  });
});
