import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { uniqueEmail } from '../../test/factories';
import { trustProxySchema } from './trust-proxy';

// Decision 090: X-Forwarded-For names the client only when a trusted proxy sent it. Seen through
// the sign-in throttle by address (decision 029), here 3 failures.
const env = { LOGIN_FAILURES_PER_ADDRESS: '3', ARGON2_MEMORY_KIB: '1024' };
const address = (first: number) => `${first}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function failedSignIn(app: ReturnType<ReturnType<typeof useTestApp>>['app'], from: string, forwardedFor?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: uniqueEmail('proxy'), password: 'Password123' },
    remoteAddress: from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

async function statuses(requests: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  const answers: number[] = [];
  for (const request of requests) answers.push((await request()).statusCode);
  return answers;
}

describe('TRUST_PROXY off (the default)', () => {
  const t = useTestApp(env);

  it('a forged X-Forwarded-For does not escape the throttle of the connection’s address', async () => {
    const from = address(10);
    const forged = () => failedSignIn(t().app, from, address(172));
    expect(await statuses([forged, forged, forged, forged])).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY naming the proxies', () => {
  const t = useTestApp({ ...env, TRUST_PROXY: '10.77.0.0/16, 10.78.0.1' });

  it('counts each client behind a trusted proxy on its own', async () => {
    const proxy = `10.77.${randomInt(256)}.${randomInt(1, 255)}`;
    const [ana, ben] = [address(172), address(172)];
    const viaProxy = (client: string) => () => failedSignIn(t().app, proxy, client);
    expect(await statuses([viaProxy(ana), viaProxy(ana), viaProxy(ana), viaProxy(ana)])).toEqual([401, 401, 401, 429]);
    // Ben, behind the same proxy, is not held up by Ana, nor is he Ana when he goes through the other one.
    expect(await statuses([viaProxy(ben), () => failedSignIn(t().app, '10.78.0.1', ben)])).toEqual([401, 401]);
  });

  it('ignores the header from anyone else', async () => {
    const from = address(11);
    const forged = () => failedSignIn(t().app, from, address(172));
    expect(await statuses([forged, forged, forged, forged])).toEqual([401, 401, 401, 429]);
  });
});

describe('TRUST_PROXY values', () => {
  it('reads off, a hop count or a list of addresses, and refuses anything else', () => {
    expect(trustProxySchema.parse(undefined)).toBe(false);
    expect(trustProxySchema.parse('off')).toBe(false);
    expect(trustProxySchema.parse('2')).toBe(2);
    expect(trustProxySchema.parse('10.0.0.1, 10.1.0.0/16, ::1, loopback')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    for (const wrong of ['true', '10.0.0.1/33', 'proxy.example', '10.0.0.1/8/1', '999']) {
      expect(trustProxySchema.safeParse(wrong).success, wrong).toBe(false);
    }
  });
});
