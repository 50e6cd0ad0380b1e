import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@kindred/contract/messages';
import { sessions } from '../../db/schema/users';
import { createTestApp, useTestApp } from '../../../test/app';
import { bearer, createMember, uniqueEmail } from '../../../test/factories';

const t = useTestApp();

const login = (payload: unknown, app = t().app) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object });

describe('POST /auth/login', () => {
  it('answers user, profile and a fresh token for the right password', async () => {
    const member = await createMember(t().app, { profile: { name: 'Casey' } });
    const response = await login({ email: member.email, password: member.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.id).toBe(member.user.id);
    expect(body.profile.name).toBe('Casey');
    expect(body.token).not.toBe(member.token);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const member = await createMember(t().app);
    const response = await login({ email: `  ${member.email.toUpperCase()} `, password: member.password });
    expect(response.statusCode).toBe(200);
  });

  it('gives one generic message for a wrong password and for an unknown e-mail', async () => {
    const member = await createMember(t().app);
    const wrongPassword = await login({ email: member.email, password: 'not the password' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'whatever123' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: MESSAGES.invalidCredentials });
    expect(unknownEmail.json()).toEqual({ message: MESSAGES.invalidCredentials });
  });

  it.each([
    [{}],
    [{ email: 'a@b.co' }],
    [{ password: 'secret123' }],
    [{ email: '', password: '' }],
    [{ email: 5, password: ['x'] }],
  ])('asks for both fields when one is missing: %o', async (payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.loginBothRequired);
  });

  it('refuses a huge password with a 4xx, not a slow hash', async () => {
    const response = await login({ email: 'a@b.co', password: 'x'.repeat(1_000_000) });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token it was called with and no other', async () => {
    const member = await createMember(t().app);
    const second = (await login({ email: member.email, password: member.password })).json().token as string;
    const out = await t().app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(member.token) });
    expect(out.statusCode).toBe(204);
    const revoked = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(member.token) });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: MESSAGES.unauthorized });
    const other = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(second) });
    expect(other.statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t().app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /auth/me', () => {
  it('answers 401 as soon as the session is past its expiry, though it was just used', async () => {
    const member = await createMember(t().app);
    const me = () => t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(member.token) });
    expect((await me()).statusCode).toBe(200);
    await t()
      .db.update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, member.user.id));
    expect((await me()).statusCode).toBe(401);
  });

  it.each([
    ['no header', undefined],
    ['a made-up token', 'Bearer abc'],
    ['a malformed header', 'Token xyz'],
  ])('answers 401 for %s', async (_case, authorization) => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many attempts for one address from one client', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN: '3' });
    try {
      const member = await createMember(limited.app);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await login({ email: member.email, password: 'wrong password' }, limited.app)).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const blocked = await login({ email: member.email, password: member.password }, limited.app);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyRequests });
      // Another address from the same client is not locked out by it.
      const other = await createMember(limited.app);
      expect((await login({ email: other.email, password: other.password }, limited.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
