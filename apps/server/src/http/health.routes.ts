import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS } from '@kindred/contract/routes';
import { MESSAGES } from '@kindred/contract/messages';

type CheckState = 'ok' | 'unavailable' | 'not configured';

export interface HealthOptions {
  pingDatabase: () => Promise<unknown>;
  /** null when REDIS_URL is not set. */
  pingRedis: (() => Promise<unknown>) | null;
  timeoutMs: number;
  retryAfterSeconds: number;
}

const checks = z.object({
  database: z.enum(['ok', 'unavailable']),
  redis: z.enum(['ok', 'unavailable', 'not configured']),
});

/** Resolves 'ok' when `ping` answers within the timeout, 'unavailable' otherwise; never throws. */
async function probe(ping: () => Promise<unknown>, timeoutMs: number): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'unavailable'>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), timeoutMs);
  });
  try {
    return await Promise.race([ping().then(() => 'ok' as const), timedOut]);
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Liveness and readiness (docs/decisions/037). `/health` says the process answers, and touches
 * nothing else, so an orchestrator never restarts a healthy process because the database blinked.
 * `/health/ready` says whether it can serve: the database (and Redis when configured) answered
 * within the timeout; a load balancer sends traffic elsewhere while it is 503.
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, options) => {
  app.get(
    API_PATHS.health,
    { schema: { security: [], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    API_PATHS.healthReady,
    {
      schema: {
        security: [],
        response: {
          200: checks.extend({ status: z.literal('ok') }),
          // Without the checks when load shedding or closing refused the request before it ran.
          503: checks.partial().extend({ message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        probe(options.pingDatabase, options.timeoutMs),
        options.pingRedis ? probe(options.pingRedis, options.timeoutMs) : Promise.resolve<CheckState>('not configured'),
      ]);
      const state = { database, redis } as z.infer<typeof checks>;
      if (database === 'ok' && redis !== 'unavailable') return { status: 'ok' as const, ...state };
      return reply
        .status(503)
        .header('retry-after', options.retryAfterSeconds)
        .send({ message: MESSAGES.temporarilyUnavailable, ...state });
    },
  );
};
