import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every response (the web app's Content-Security-Policy among them). The
 * middleware is built once here: @fastify/helmet built it again on every request (parsing the CSP
 * directives each time) in two async hooks, about 2% of a GET's server time (decision 033).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { scriptHashes = [] }: { scriptHashes?: string[] } = {},
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // CSP 3: 'self' also allows ws: and wss: to this origin, and no other host.
        connectSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The web app's inline first-paint script is allowed by its hash (web-app.ts), nothing else inline.
        scriptSrc: ["'self'", ...scriptHashes],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
