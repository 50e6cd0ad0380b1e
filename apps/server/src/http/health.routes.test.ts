import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MESSAGES } from '@kindred/contract/messages';
import { useTestApp } from '../../test/app';
import { healthRoutes, type HealthOptions } from './health.routes';

const t = useTestApp();

describe('health checks of the whole app', () => {
  it('liveness answers 200 { status: ok }', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('readiness answers 200 when the database answers, and says Redis is not configured', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'not configured' });
  });

  // Its own tests: metrics.routes.test.ts (decision 094).
  it('has no /metrics without METRICS_TOKEN, whatever the token sent', async () => {
    for (const headers of [{}, { authorization: 'Bearer anything-at-all-here' }]) {
      const response = await t().app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.notFound });
    }
  });
});

const never = () => new Promise<never>(() => {});

let tiny: FastifyInstance | undefined;
afterEach(async () => {
  await tiny?.close();
  tiny = undefined;
});

/** Only the health routes, with the pings a test chooses. */
async function healthApp(options: Partial<HealthOptions>): Promise<FastifyInstance> {
  tiny = Fastify();
  tiny.setValidatorCompiler(validatorCompiler);
  tiny.setSerializerCompiler(serializerCompiler);
  await tiny.register(healthRoutes, {
    prefix: '/api/v1',
    pingDatabase: async () => {},
    pingRedis: null,
    timeoutMs: 100,
    retryAfterSeconds: 7,
    ...options,
  });
  await tiny.ready();
  return tiny;
}

describe('readiness when something does not answer', () => {
  it('is 503 with Retry-After when the database fails, and names what failed', async () => {
    const app = await healthApp({
      pingDatabase: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432');
      },
      pingRedis: async () => 'PONG',
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({ message: MESSAGES.temporarilyUnavailable, database: 'unavailable', redis: 'ok' });
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('answers after the timeout when the database and Redis hang, calling both unavailable', async () => {
    const app = await healthApp({ pingDatabase: never, pingRedis: never });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('7');
    expect(response.json()).toEqual({
      message: MESSAGES.temporarilyUnavailable,
      database: 'unavailable',
      redis: 'unavailable',
    });
  });

  it('is 503 when only Redis hangs, since sockets on other processes need it', async () => {
    const app = await healthApp({ pingRedis: never });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'ok', redis: 'unavailable' });
  });

  it('treats a ping that throws before returning a promise as unavailable, not as a 500', async () => {
    const app = await healthApp({
      pingDatabase: () => {
        throw new Error('pool is closed');
      },
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ database: 'unavailable', redis: 'not configured' });
  });

  it('is 200 with both checks ok when both answer', async () => {
    const app = await healthApp({ pingRedis: async () => 'PONG' });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });

  it('leaves liveness alone: it touches neither the database nor Redis', async () => {
    const pingDatabase = vi.fn(never);
    const pingRedis = vi.fn(never);
    const app = await healthApp({ pingDatabase, pingRedis });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(pingDatabase).not.toHaveBeenCalled();
    expect(pingRedis).not.toHaveBeenCalled();
  });
});
