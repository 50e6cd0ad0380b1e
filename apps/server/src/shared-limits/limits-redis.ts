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
