import { randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { authThrottles } from '../../db/schema/throttles';
import { useTestApp } from '../../../test/app';
import { createMember, uniqueEmail } from '../../../test/factories';
import { hashToken } from './token';

// docs/decisions/029. The defaults: 30 failures per address, 10 per account, 15 minutes.
const t = useTestApp({
  LOGIN_FAILURES_PER_ADDRESS: '30',
  LOGIN_FAILURES_PER_ACCOUNT: '10',
  RESET_REQUESTS_PER_ACCOUNT: '5',
  ARGON2_MEMORY_KIB: '1024',
});

/** Test files share the database: each test signs in from addresses of its own. */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const login = (email: string, password: string, address: string) =>
  t().app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress: address });

afterEach(() => {
  vi.restoreAllMocks();
});

function expectThrottled(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: MESSAGES.tooManyRequests });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
}

describe('login throttling across e-mails and addresses', () => {
  it('one address trying 60 different e-mails is refused after 30 failures, before any password check', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await login(uniqueEmail('spray'), 'Password123', address)).statusCode);
    expect(statuses).toEqual(Array(30).fill(401));
    const verify = vi.spyOn(argon2, 'verify');
    for (let i = 0; i < 30; i++) expectThrottled(await login(uniqueEmail('spray'), 'Password123', address));
    expect(verify).not.toHaveBeenCalled();
    // Other addresses are not held up by it.
    const member = await createMember(t().app);
    expect((await login(member.email, member.password, newAddress())).statusCode).toBe(200);
  });

  it('one account tried from five addresses is locked after 10 failures, even for the right password', async () => {
    const member = await createMember(t().app);
    const statuses: number[] = [];
    for (let a = 0; a < 5; a++) {
      const address = newAddress();
      for (let i = 0; i < 3; i++) statuses.push((await login(member.email, 'wrong password', address)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)]);
    const verify = vi.spyOn(argon2, 'verify');
    expectThrottled(await login(member.email, member.password, newAddress()));
    expect(verify).not.toHaveBeenCalled();

    // Once the window has passed, the right password works again.
    await t()
      .db.update(authThrottles)
      .set({ windowEndsAt: new Date(Date.now() - 1000) })
      .where(eq(authThrottles.key, `login-account:${hashToken(member.email)}`));
    expect((await login(member.email, member.password, newAddress())).statusCode).toBe(200);
  });

  it('answers a locked known account and a locked unknown e-mail the same way', async () => {
    const member = await createMember(t().app);
    const ghost = uniqueEmail('ghost');
    for (const email of [member.email, ghost]) {
      for (let i = 0; i < 10; i++) expect((await login(email, 'wrong password', newAddress())).statusCode).toBe(401);
    }
    const known = await login(member.email, 'wrong password', newAddress());
    const unknown = await login(ghost, 'wrong password', newAddress());
    expectThrottled(known);
    expectThrottled(unknown);
    expect(unknown.body).toBe(known.body);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
  });

  it('a successful sign-in does not count against the address or the account', async () => {
    const member = await createMember(t().app);
    const address = newAddress();
    for (let i = 0; i < 9; i++) expect((await login(member.email, 'wrong password', address)).statusCode).toBe(401);
    for (let i = 0; i < 40; i++) expect((await login(member.email, member.password, address)).statusCode).toBe(200);
    // The success forgave the account's failures; the address has its nine.
    for (let i = 0; i < 10; i++) expect((await login(member.email, 'wrong password', address)).statusCode).toBe(401);
    expectThrottled(await login(member.email, 'wrong password', address));
  });

  it('a password reset by e-mail lifts the lockout of the account', async () => {
    const member = await createMember(t().app);
    for (let i = 0; i < 11; i++) await login(member.email, 'wrong password', newAddress());
    expectThrottled(await login(member.email, member.password, newAddress()));
    await t().app.inject({ method: 'POST', url: '/api/v1/auth/request-reset', payload: { email: member.email } });
    await expect
      .poll(() => t().mail.some((m) => m.to === member.email && m.text.includes('/reset-password')))
      .toBe(true);
    const mail = [...t().mail].reverse().find((m) => m.to === member.email && m.text.includes('/reset-password'))!;
    const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
    const reset = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'a brand new secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(member.email, 'a brand new secret', newAddress())).statusCode).toBe(200);
  });

  it('keeps no e-mail or address in the throttle table', async () => {
    const email = uniqueEmail('private');
    const address = newAddress();
    await login(email, 'wrong password', address);
    expect(
      await t()
        .db.select()
        .from(authThrottles)
        .where(like(authThrottles.key, `%${email}%`)),
    ).toEqual([]);
    expect(
      await t()
        .db.select()
        .from(authThrottles)
        .where(like(authThrottles.key, `%${address}%`)),
    ).toEqual([]);
  });
});

describe('reset requests per account', () => {
  it('refuses the sixth reset e-mail for one address from any addresses, known or not', async () => {
    const member = await createMember(t().app);
    for (const email of [member.email, uniqueEmail('ghost')]) {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await t().app.inject({
          method: 'POST',
          url: '/api/v1/auth/request-reset',
          payload: { email },
          remoteAddress: newAddress(),
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expectThrottled(response);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });
});

describe('password hashing as a CPU lever', () => {
  // Production's hash cost, so the burst really overlaps (tests otherwise hash at 1 MiB, 30 times faster).
  const busy = useTestApp({ ARGON2_CONCURRENCY: '1', ARGON2_QUEUE: '0', ARGON2_MEMORY_KIB: '19456' });

  it('a burst of sign-ins beyond the hashing capacity answers 503 at once, with Retry-After', async () => {
    const member = await createMember(busy().app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        busy().app.inject({
          method: 'POST',
          url: '/api/v1/auth/login',
          payload: { email: member.email, password: member.password },
          remoteAddress: newAddress(),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses).toContain(200);
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused?.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(refused?.headers['retry-after']).toBe('1');
    // Refused attempts were never checked, so they do not count as failures.
    const [row] = await busy()
      .db.select()
      .from(authThrottles)
      .where(eq(authThrottles.key, `login-account:${hashToken(member.email)}`));
    expect(row?.hits ?? 0).toBe(0);
  });
});
