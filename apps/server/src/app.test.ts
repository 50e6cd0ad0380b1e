import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { createTestApp, useTestApp } from '../test/app';
import { loadConfig } from './config';

const t = useTestApp();

describe('the dev outbox', () => {
  it('is off unless DEV_OUTBOX asks for it', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.1' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
  });

  it('is served when DEV_OUTBOX is on outside production', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(response.statusCode).toBe(200);
  });

  it.each([[{ DEV_OUTBOX: 'false' }], [{ DEV_OUTBOX: 'true', NODE_ENV: 'production' }]])(
    'is not served with %o, since it shows reset links',
    async (env) => {
      const exposed = await createTestApp(env);
      try {
        const response = await exposed.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
        expect(response.statusCode).toBe(404);
      } finally {
        await exposed.close();
      }
    },
  );
});

describe('the app', () => {
  it('answers its liveness check', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });

  it('sends security headers and no CORS header by default', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    // Sockets only to this origin: no bare ws:/wss: scheme that would allow any host.
    expect(csp).toMatch(/connect-src 'self'(;|$)/);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a body over the limit with 413 and a clear message', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: MESSAGES.payloadTooLarge });
  });

  it('refuses an unsupported content type with 415', async () => {
    const response = await t().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: MESSAGES.unsupportedMediaType });
  });
});
