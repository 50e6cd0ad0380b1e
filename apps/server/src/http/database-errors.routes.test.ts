import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import pino from 'pino';
import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { MESSAGES } from '@kindred/contract/messages';
import { closedPort, rejectionOf } from '../../test/network';
import { DatabasePoolQueueFull } from '../db/database-unavailable';
import { installErrorHandler } from './error-handler';
import { NotFound, ServiceUnavailable } from './errors';

const SECRET = 'private.person@example.com';
const QUERY = 'select "id", "password_hash" from "users" where "email" = $1';

function serverError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  const refused = (await rejectionOf(client.connect())) as Error;

  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged.push(chunk.toString());
      done();
    },
  });
  const logger: FastifyBaseLogger = pino({ level: 'debug' }, stream);
  app = Fastify({ loggerInstance: logger });
  installErrorHandler(app, { retryAfterSeconds: 9 });
  const throwing = (path: string, error: () => unknown) =>
    app.get(path, async () => {
      throw error();
    });
  throwing('/refused', () => new DrizzleQueryError(QUERY, [SECRET], refused));
  throwing('/shutdown', () => new DrizzleQueryError(QUERY, [SECRET], serverError('57P01', 'terminating connection')));
  throwing('/queue-full', () => new DatabasePoolQueueFull(200));
  throwing('/unique', () => new DrizzleQueryError(QUERY, [SECRET], serverError('23505', 'duplicate key value')));
  throwing('/bug', () => new Error('x is undefined'));
  throwing('/busy', () => new ServiceUnavailable(MESSAGES.overloaded));
  throwing('/missing', () => new NotFound(MESSAGES.notFound));
  app.get('/busy-briefly', async (_request, reply) => {
    reply.header('retry-after', '1');
    throw new ServiceUnavailable(MESSAGES.tooManyRequests);
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a database that cannot be reached, as the API answers it', () => {
  it.each(['/refused', '/shutdown', '/queue-full'])(
    '%s is a 503 with Retry-After and a message for people, nothing internal',
    async (url) => {
      logged.length = 0;
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('9');
      expect(response.json()).toEqual({ message: MESSAGES.temporarilyUnavailable });
      for (const internal of [SECRET, 'users', 'ECONNREFUSED', '127.0.0.1', '57P01', 'pool']) {
        expect(response.body).not.toContain(internal);
      }
      // Logged at debug with its code, never the query or its parameters.
      const lines = logged.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.some((line) => line.msg === 'database unavailable')).toBe(true);
      expect(logged.join('')).not.toContain(SECRET);
    },
  );
});

describe('other errors', () => {
  it.each(['/unique', '/bug'])('%s stays a 500 that says only "Something went wrong"', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json()).toEqual({ message: MESSAGES.somethingWentWrong });
    expect(response.body).not.toContain(SECRET);
  });

  it('any 503 a service throws gets Retry-After too, and keeps its own message', async () => {
    const response = await app.inject({ method: 'GET', url: '/busy' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('9');
    expect(response.json()).toEqual({ message: MESSAGES.overloaded });
  });

  it('a 503 whose Retry-After was already set keeps it', async () => {
    const response = await app.inject({ method: 'GET', url: '/busy-briefly' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
  });

  it('a 404 gets no Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['retry-after']).toBeUndefined();
  });
});
