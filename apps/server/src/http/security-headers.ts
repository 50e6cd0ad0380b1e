import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/**
 * Helmet's headers on every response (the web app's Content-Security-Policy among them). The
 * middleware is built once here: @fastify/helmet built it again on every request (parsing the CSP
 * directives each time) in two async hooks, about 2% of a GET's server time (decision 033).
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  { scriptHashes = [], providerOrigins = [] }: { scriptHashes?: string[]; providerOrigins?: string[] } = {},
): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // CSP 3: 'self' also allows ws: and wss: to this origin, and no other host. A configured
        // sign-in provider's origins are the only others (decision 072).
        connectSrc: ["'self'", ...providerOrigins],
        frameSrc: ["'self'", ...providerOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...providerOrigins],
        // The web app's inline first-paint script is allowed by its hash (web-app.ts), nothing else inline.
        scriptSrc: ["'self'", ...scriptHashes, ...providerOrigins],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // A provider's pop-up must be able to answer the page that opened it.
    crossOriginOpenerPolicy: { policy: providerOrigins.length > 0 ? 'same-origin-allow-popups' : 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}

/**
 * Helmet's headers that only a document (or a worker) reads: its policy for what the page may
 * load, frame, open or sniff. A script, style sheet or image fetched by the page ignores them, yet
 * they cost about 600 bytes per file, over a slow phone network on every first visit (decision
 * 042). Files keep X-Content-Type-Options, Cross-Origin-Resource-Policy, Referrer-Policy (a style
 * sheet's own requests follow it) and Strict-Transport-Security.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

/** For a hashed asset of the web app (dist/assets), never a page or a worker script. */
export function dropDocumentOnlyHeaders(reply: FastifyReply): void {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}
