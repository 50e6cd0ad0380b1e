import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { RequestLog } from './http/request-log';
import type { TrustProxy } from './http/trust-proxy';

/**
 * The Fastify instance with the server's options. main.ts, the tests and the benches make it here
 * and register the app (app.ts) in it.
 */
export function createServer(logger: FastifyBaseLogger, { trustProxy = false }: { trustProxy?: TrustProxy } = {}) {
  return Fastify({
    // request.ip (rate limits, sign-in throttles, session records) is the connection's address
    // unless it came through a proxy we were told to trust (decision 090).
    // A hop count as proxy-addr's trust function: the n addresses nearest the connection.
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
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
