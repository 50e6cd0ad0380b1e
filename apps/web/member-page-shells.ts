import fs from 'node:fs';
import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { MEMBER_LAYOUT, MEMBER_PAGES, SESSION_ROOTS, source } from './chunk-groups';

/** Path pattern (`/messages/:id`) to the member page's shell, relative to dist (the server reads it). */
export const MEMBER_SHELLS_MANIFEST = 'member/manifest.json';

/** The chunks `files` import, themselves included, transitively: each after what it imports. */
function withImports(chunks: Map<string, OutputChunk>, files: string[]): string[] {
  const reached = new Set<string>();
  const visit = (file: string) => {
    const chunk = chunks.get(file);
    if (!chunk || reached.has(file)) return;
    reached.add(file);
    chunk.imports.forEach(visit);
    ordered.push(file);
  };
  const ordered: string[] = [];
  files.forEach(visit);
  return ordered;
}

/** The chunks a member page loads besides the shell (with the session's schema), each after what it imports. */
export function memberPageChunks(bundle: OutputBundle, modules: string[]): string[] {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
  const entry = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const loadedFirst = new Set(withImports(chunks, entry));
  const roots = [...SESSION_ROOTS, ...[MEMBER_LAYOUT, ...modules].map(source)].flatMap((id) => {
    const facade = [...chunks.values()].find((chunk) => chunk.facadeModuleId === id);
    const holder = facade ?? [...chunks.values()].find((chunk) => chunk.moduleIds.includes(id));
    return holder ? [holder.fileName] : [];
  });
  if (roots.length !== modules.length + 1 + SESSION_ROOTS.length)
    throw new Error(`no chunk holds one of ${modules.join(', ')}`);
  return withImports(chunks, roots).filter((file) => !loadedFirst.has(file));
}

/**
 * A member page's HTML names its chunks up front (decision 123): the browser fetches them beside
 * the shell's script instead of after it has run, a round trip and the shell's start-up sooner.
 * `dist/member/<page>.html` is index.html with `modulepreload` links; the server sends it for the
 * page's paths (MEMBER_SHELLS_MANIFEST), any other path still gets index.html.
 */
export function memberPageShells(): Plugin {
  return {
    name: 'kindred-member-page-shells',
    // The browser build only, not the prerender's bundle for Node.
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    writeBundle(options, bundle) {
      const dist = options.dir;
      if (!dist) throw new Error('the web build has no output directory');
      const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      if (!index.includes('</head>')) throw new Error('dist/index.html has no </head>');
      const manifest: Record<string, string> = {};
      fs.mkdirSync(path.join(dist, 'member'), { recursive: true });
      for (const [page, { paths, modules }] of Object.entries(MEMBER_PAGES)) {
        const links = memberPageChunks(bundle, modules)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        const file = `member/${page}.html`;
        fs.writeFileSync(path.join(dist, file), index.replace('</head>', `${links}</head>`));
        for (const pagePath of paths) manifest[pagePath] = file;
      }
      fs.writeFileSync(path.join(dist, MEMBER_SHELLS_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
