import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { RequestLog } from './http/request-log';

/**
 * The Fastify instance with the server's options. main.ts, the tests and the benches make it here
 * and register the app (app.ts) in it.
 */
export function createServer(logger: FastifyBaseLogger) {
  return Fastify({
    loggerInstance: logger,
    genReqId: () => randomUUID(),
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    // Closing finishes requests in flight; only idle keep-alive connections are cut at once.
    forceCloseConnections: 'idle',
    // load-shedding.ts answers requests that arrive while closing, in the API's own words.
    return503OnClosing: false,
  });
}
