import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { bearer, createMember } from '../../../test/factories';

const t = useTestApp();
let token: string;
beforeAll(async () => {
  token = (await createMember(t().app)).token;
});

const endpoints = [
  'register',
  'login',
  'logout',
  'request-reset',
  'reset-password',
  'verify-email',
  'resend-verification',
  'google',
  'apple',
] as const;

const huge = 'x'.repeat(200_000);
const badBodies: [string, string][] = [
  ['malformed JSON', '{"email": '],
  ['a bare string', '"hello"'],
  ['a number', '42'],
  ['an array', '[{"email": "a@b.co"}]'],
  ['wrong types', JSON.stringify({ email: 12, password: { a: 1 }, token: ['x'], profile: 'me' })],
  ['huge strings', JSON.stringify({ email: `${huge}@x.co`, password: huge, token: huge, profile: { name: huge } })],
  ['nested junk', JSON.stringify({ email: null, password: null, token: null, profile: { photos: [null, 5, {}] } })],
  ['a prototype pollution attempt', '{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'],
];

describe('bad input to every auth endpoint', () => {
  for (const endpoint of endpoints) {
    it.each(badBodies)(`${endpoint}: %s gets a 4xx with a message`, async (_name, payload) => {
      // A logout that succeeded would revoke the shared token, so logout is tried without one.
      for (const headers of endpoint === 'logout' ? [{}] : [{}, bearer(token)]) {
        const response = await t().app.inject({
          method: 'POST',
          url: `/api/v1/auth/${endpoint}`,
          headers: { 'content-type': 'application/json', ...headers },
          payload,
        });
        // resend-verification takes no body: with a session it may succeed.
        if (response.statusCode < 300 && endpoint === 'resend-verification') continue;
        expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, response.body).toBeLessThan(500);
        expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
      }
    });
  }

  it('keeps the member’s account usable after all that', async () => {
    const member = await createMember(t().app);
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: member.email, password: member.password },
    });
    expect(response.statusCode).toBe(200);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect({} as Record<string, unknown>).not.toHaveProperty('admin');
  });
});
