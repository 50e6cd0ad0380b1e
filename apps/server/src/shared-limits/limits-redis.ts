import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

const newClient = (url: string) => createClient({ url, disableOfflineQueue: true });
export type LimitsRedis = ReturnType<typeof newClient>;

/**
 * The Redis connection that holds the limits every process must agree on (decision 093): the
 * rate limits of the public forms and sign-in, and each member's chat send rate. A command while
 * Redis is away fails at once (no offline queue), so a limit falls back instead of waiting.
 */
export async function connectLimitsRedis(url: string, log: FastifyBaseLogger): Promise<LimitsRedis> {
  const client = newClient(url);
  client.on('error', (error: unknown) => log.warn({ err: error }, 'redis (limits) error'));
  await client.connect();
  return client;
}

/**
 * How long a limit waits for Redis before it falls back (decision 093). A Redis that is paused or
 * unreachable without a closed socket answers nothing; a chat message or a sign-in must not wait
 * for it.
 */
export const LIMITS_REDIS_ANSWER_MS = 250;

/** The command's answer, or a rejection once `ms` passed without one (the late answer is dropped). */
export function answerWithin<T>(command: Promise<T>, ms = LIMITS_REDIS_ANSWER_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis (limits) did not answer within ${ms} ms`)), ms);
  });
  command.catch(() => undefined);
  return Promise.race([command, late]).finally(() => clearTimeout(timer));
}
