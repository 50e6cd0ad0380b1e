import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@kindred/contract/messages';
import { dropDocumentOnlyHeaders } from './security-headers';

// Serving the built web app (apps/web/dist, decision 042):
// - hashed assets (dist/assets/*) never change under their name: cached a year, immutable;
// - every text file has .br and .gz siblings compressed at build time (apps/web/build.mjs), sent
//   with Content-Encoding to a client that accepts them (Vary: Accept-Encoding either way);
// - pages are HTML that must never be stale (no-cache): the public pages' prerendered HTML
//   (dist/prerendered/manifest.json maps a path to its file), a member page's shell naming its
//   chunks (dist/member/manifest.json maps a path pattern to its file, decision 123), else the
//   app's shell (index.html).

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'no-cache';
export const PRERENDER_MANIFEST = 'prerendered/manifest.json';
export const MEMBER_SHELLS_MANIFEST = 'member/manifest.json';

/**
 * The CSP sources ('sha256-...') of a page's inline scripts: the first-paint script in index.html
 * (theme before paint) is allowed by its hash, never by 'unsafe-inline'. Scripts with a src and
 * JSON data blocks (not executed) need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    if (body === '') continue;
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline script hashes of the built web app's pages (empty when it is not served). */
export function webAppScriptHashes(webDist: string, serveWeb: boolean): string[] {
  if (!serveWeb) return [];
  const pages = [
    path.join(webDist, 'index.html'),
    ...readManifest(webDist, PRERENDER_MANIFEST).values(),
    ...readManifest(webDist, MEMBER_SHELLS_MANIFEST).values(),
  ].map((file) => (path.isAbsolute(file) ? file : path.join(webDist, file)));
  const hashes = new Set<string>();
  for (const page of pages) {
    if (fs.existsSync(page)) for (const hash of inlineScriptHashes(fs.readFileSync(page, 'utf8'))) hashes.add(hash);
  }
  return [...hashes];
}

/** Path (`/`, `/help`, `/messages/:id`) to page file (relative to dist), from a manifest of the build. */
function readManifest(webDist: string, manifestFile: string): Map<string, string> {
  const manifest = path.join(webDist, manifestFile);
  if (!fs.existsSync(manifest)) return new Map();
  const entries = JSON.parse(fs.readFileSync(manifest, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(entries).filter(([, file]) => fs.existsSync(path.join(webDist, file)) && !file.includes('..')),
  );
}

/** Whether a path matches a pattern whose `:name` segments stand for any one non-empty segment. */
export function matchesPathPattern(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) => (segment.startsWith(':') ? given[index] !== '' : segment === given[index]))
  );
}

/** Whether a request is for a page of the web app (not the API, not an upload). */
export function isPageRequest(method: string, url: string): boolean {
  return method === 'GET' && !url.startsWith('/api/') && !url.startsWith('/uploads/');
}

/**
 * Registers the web app's files and answers `sendPage` for page requests the routes did not take:
 * a prerendered page for its exact path without a query string (a query can change what the page
 * shows, e.g. /login?redirect=), a member page's shell, else the shell, which the client renders.
 */
async function serveWebApp(app: FastifyInstance, webDist: string) {
  // The compressed siblings are found beside each file; they need no routes of their own.
  const compressed = ['**/*.br', '**/*.gz'];
  // Hashed assets: a new content gets a new name, so no revalidation (no ETag, no Last-Modified:
  // bytes every request would carry for nothing).
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'assets'),
    prefix: '/assets/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: compressed,
    etag: false,
    lastModified: false,
    decorateReply: false,
    setHeaders: (reply) => {
      reply.header('cache-control', IMMUTABLE_CACHE);
      dropDocumentOnlyHeaders(reply);
    },
  });
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: [...compressed, 'assets/**'],
    setHeaders: (reply) => {
      reply.header('cache-control', PAGE_CACHE);
    },
  });
  const prerendered = readManifest(webDist, PRERENDER_MANIFEST);
  const memberShells = [...readManifest(webDist, MEMBER_SHELLS_MANIFEST)];
  return {
    prerenderedPaths: [...prerendered.keys()],
    fileFor(url: string): string {
      const [pathname = '/', query] = url.split('?', 2);
      const prerenderedPage = query === undefined ? prerendered.get(pathname) : undefined;
      const memberShell = memberShells.find(([pattern]) => matchesPathPattern(pattern, pathname));
      return prerenderedPage ?? memberShell?.[1] ?? 'index.html';
    },
  };
}

/**
 * What no route took: with the web app served (`webDist` set), a page request gets its page (the
 * web app routes everything else, its own not-found page included); anything else the JSON 404.
 */
export async function installWebAppAndNotFound(app: FastifyInstance, webDist: string | null): Promise<void> {
  const web = webDist ? await serveWebApp(app, webDist) : null;
  app.setNotFoundHandler((request, reply) => {
    if (web && webDist && isPageRequest(request.method, request.url)) {
      return reply.header('cache-control', PAGE_CACHE).sendFile(web.fileFor(request.url), webDist);
    }
    return reply.status(404).send({ message: MESSAGES.notFound });
  });
}
