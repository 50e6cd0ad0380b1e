import type { FastifyInstance } from 'fastify';
import underPressure from '@fastify/under-pressure';
import { API_BASE } from '@kindred/contract/constants';
import { API_PATHS } from '@kindred/contract/routes';
import { MESSAGES } from '@kindred/contract/messages';
import type { Config } from '../config';
import { ServiceUnavailable } from './errors';

const LIVENESS_URL = `${API_BASE}${API_PATHS.health}`;

/**
 * Refusing early instead of answering late (docs/decisions/037). While the event loop lags or
 * memory runs high, requests get 503 with Retry-After (the error handler adds it) before latency
 * explodes; the liveness check still answers, so nothing restarts a process that is only busy.
 * Once the app starts closing, new requests get 503 too, while those already in flight finish.
 */
export async function installLoadShedding(app: FastifyInstance, overload: Config['overload']): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ServiceUnavailable(MESSAGES.shuttingDown);
  });
  // A request in flight when closing began still ends on a connection that closes: kept alive, it
  // would hold server.close() open until the keep-alive timeout (72 s), past the shutdown grace.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(underPressure, {
    maxEventLoopDelay: overload.maxEventLoopDelayMs,
    maxHeapUsedBytes: overload.maxHeapBytes,
    maxRssBytes: overload.maxRssBytes,
    pressureHandler: async (request) => {
      // The route, not the raw URL: a probe may add a query string (or use HEAD).
      if (request.routeOptions.url === LIVENESS_URL) return;
      throw new ServiceUnavailable(MESSAGES.overloaded);
    },
  });
}
