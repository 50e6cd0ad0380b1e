// `npm run build -w @kindred/web` (decision 042):
// 1. the browser build (vite build) into dist/;
// 2. the public pages prerendered: src/app/prerender-page.tsx bundled for Node, each page marked
//    `publicPage` in src/app/router.tsx rendered into the built index.html, written to
//    dist/prerendered/<page>.html with dist/prerendered/manifest.json (path -> file) for the server;
// 3. every text file in dist/ compressed once, at the highest levels: <file>.br and <file>.gz beside
//    it (the server sends them to browsers that accept them; nothing is compressed per request).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const ssrOut = path.join(here, 'node_modules/.cache/kindred-prerender');
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

await build({ root: here, logLevel: 'warn' });

await build({
  root: here,
  logLevel: 'warn',
  // One file for Node: none of the browser build's chunking (a module copied into two chunks
  // would hold its state twice).
  build: {
    ssr: 'src/app/prerender-page.tsx',
    outDir: ssrOut,
    emptyOutDir: true,
    minify: false,
    rolldownOptions: { preserveEntrySignatures: 'strict', output: { codeSplitting: false } },
  },
});
const server = await import(pathToFileURL(path.join(ssrOut, 'prerender-page.js')).href);

const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const emptyRoot = '<div id="root"></div>';
if (!template.includes(emptyRoot)) throw new Error(`dist/index.html has no ${emptyRoot}`);
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script>: nothing in it may close the element or open a comment.
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

const manifest = {};
fs.mkdirSync(path.join(dist, 'prerendered'), { recursive: true });
for (const pagePath of server.prerenderPaths()) {
  const { html, title, hydration } = await server.renderPage(pagePath);
  let page = template.replace(
    emptyRoot,
    `<div id="root" data-prerendered>${html}</div>` +
      `<script type="application/json" id="router-hydration">${scriptJson(hydration)}</script>`,
  );
  if (title) page = page.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  const file = `prerendered/${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`;
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), page);
  manifest[pagePath] = file;
}
fs.writeFileSync(path.join(dist, 'prerendered/manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

// The service worker's shell (decision 112): the files the built index.html loads first, and a
// version from their names, so a new build is a new worker (and the page offers "Reload").
const shellFiles = [
  ...new Set([...template.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1])),
];
const shellVersion = crypto.createHash('sha256').update(shellFiles.join('\n')).digest('hex').slice(0, 12);
const workerFile = path.join(dist, 'sw.js');
const worker = fs.readFileSync(workerFile, 'utf8');
const shellMarker = "/* shell */ { version: 'dev', files: [] }";
if (!worker.includes(shellMarker)) throw new Error(`dist/sw.js has no ${shellMarker}`);
fs.writeFileSync(workerFile, worker.replace(shellMarker, JSON.stringify({ version: shellVersion, files: shellFiles })));

let files = 0;
let bytes = 0;
let brotliBytes = 0;
const compressAll = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) compressAll(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const content = fs.readFileSync(full);
      const br = zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      });
      const gz = zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION });
      // A sibling only when it saves bytes; without one the server sends the file as it is.
      if (br.length < content.length) fs.writeFileSync(`${full}.br`, br);
      if (gz.length < content.length) fs.writeFileSync(`${full}.gz`, gz);
      files += 1;
      bytes += content.length;
      brotliBytes += Math.min(br.length, content.length);
    }
  }
};
compressAll(dist);
console.log(
  `web: prerendered ${Object.keys(manifest).join(' ')}; compressed ${files} files, ` +
    `${(bytes / 1024).toFixed(0)} KB -> ${(brotliBytes / 1024).toFixed(0)} KB brotli`,
);
