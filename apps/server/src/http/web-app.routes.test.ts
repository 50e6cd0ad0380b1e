import { afterAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { useTestApp } from '../../test/app';
import { DOCUMENT_ONLY_HEADERS } from './security-headers';
import { IMMUTABLE_CACHE, inlineScriptHashes } from './web-app';

// A small built web app in a temporary folder, laid out as apps/web/build.mjs writes it.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-web-dist-'));
const FIRST_PAINT = "document.documentElement.classList.add('x')";
const shell = `<!doctype html><html><head><script>${FIRST_PAINT}</script><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const landing = shell.replace('<div id="root"></div>', '<div id="root"><h1>Landing</h1></div>');
const preload = (name: string) => `<link rel="modulepreload" crossorigin href="/assets/${name}.js">`;
const forYouShell = shell.replace('</head>', `${preload('page-for-you-abc')}</head>`);
const chatShell = shell.replace('</head>', `${preload('page-chat-abc')}</head>`);
const script = `console.log(${JSON.stringify('kindred '.repeat(500))});`;
function write(file: string, content: string) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), content);
}
function writeCompressed(file: string, content: string) {
  write(file, content);
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
}
writeCompressed('index.html', shell);
writeCompressed('assets/index-abc123.js', script);
writeCompressed('prerendered/index.html', landing);
write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
write('prerendered/manifest.json', JSON.stringify({ '/': 'prerendered/index.html' }));
writeCompressed('member/for-you.html', forYouShell);
writeCompressed('member/chat.html', chatShell);
write(
  'member/manifest.json',
  JSON.stringify({
    '/for-you': 'member/for-you.html',
    '/messages/:id': 'member/chat.html',
    // Inside the build only by the way round: a manifest never reaches out of it.
    '/x': `../${path.basename(dist)}/prerendered/index.html`,
  }),
);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const t = useTestApp({ SERVE_WEB: 'true', WEB_DIST: dist });

describe('the built web app: compression and caching', () => {
  it('sends a hashed asset brotli-compressed to a client that accepts it, cached a year as immutable', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    // Immutable: nothing to revalidate with.
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['last-modified']).toBeUndefined();
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it("keeps a document's policies off a hashed asset, and the headers that protect the file itself on it", async () => {
    const asset = await t().app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name]).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    expect(asset.headers['strict-transport-security']).toMatch(/max-age=/);
    // The page that loads it still carries them all.
    const page = await t().app.inject({ method: 'GET', url: '/' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name]).toBeDefined();
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(script);
  });

  it('never serves the compressed siblings as files of their own', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/assets/index-abc123.js.br' });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toBe(shell);
  });

  it('does not let unhashed files (favicon) be cached without revalidation', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toBeDefined();
  });
});

describe('the built web app: pages', () => {
  it('answers a prerendered public page with its HTML, compressed and never cached stale', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(landing);
  });

  it("answers a member page with its shell naming the page's chunks, whatever its query or id", async () => {
    const pages = {
      '/for-you': forYouShell,
      '/for-you?tab=new': forYouShell,
      '/messages/4f7c2a': chatShell,
      '/messages/4f7c2a?focus=1': chatShell,
      // Not the pattern: one segment more, one less, an empty id.
      '/messages/4f7c2a/extra': shell,
      '/messages/': shell,
      '/messages': shell,
    };
    for (const [url, html] of Object.entries(pages)) {
      const response = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.gunzipSync(response.rawPayload).toString(), url).toBe(html);
    }
  });

  it('never sends a file outside the build that a member manifest names', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/x' });
    expect(response.body).toBe(shell);
  });

  it('answers other pages (member pages without a shell of their own, unknown paths) with the shell, never cached stale', async () => {
    for (const url of ['/matches', '/no-such-page']) {
      const response = await t().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('gzip');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(zlib.gunzipSync(response.rawPayload).toString(), url).toBe(shell);
    }
  });

  it('answers a prerendered path with a query string with the shell (the query may change the page)', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/?from=mail' });
    expect(response.body).toBe(shell);
  });

  it("allows the pages' inline first-paint script by its hash in the Content-Security-Policy", async () => {
    const response = await t().app.inject({ method: 'GET', url: '/' });
    const hash = crypto.createHash('sha256').update(FIRST_PAINT).digest('base64');
    const scriptSrc = /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe(`'self' 'sha256-${hash}'`);
  });

  it('still answers unknown API paths with the JSON 404', async () => {
    const response = await t().app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only: not external ones, not JSON data, not empty ones', () => {
    const html =
      '<script>a()</script><script src="/x.js"></script><script type="application/json">{"a":1}</script><script></script><script>a()</script>';
    const hash = crypto.createHash('sha256').update('a()').digest('base64');
    expect(inlineScriptHashes(html)).toEqual([`'sha256-${hash}'`]);
  });
});
