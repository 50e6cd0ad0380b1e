import { fileURLToPath, URL } from 'node:url';
import { RUNTIME_MODULE_ID, type CodeSplittingGroup } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { FIRST_PAINT_SCRIPT } from './src/lib/first-paint-script';

const apiTarget = 'http://localhost:3000';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|cookie|set-cookie-parser|clsx)[\\/]/;

const INLINABLE =
  /node_modules[\\/]lucide-react[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](components|api|features[\\/](?!auth[\\/])[^\\/]+[\\/]api)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]/;

/** The modules main.tsx reaches through static imports: the code every page runs first. */
function shellChunk(): CodeSplittingGroup {
  const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
  let shell: Set<string> | null = null;
  return {
    debugName: 'shell',
    name(moduleId, context) {
      if (!shell) {
        shell = new Set();
        const queue = [entry];
        for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
          const info = context.getModuleInfo(id);
          if (!info || shell.has(id)) continue;
          shell.add(id);
          queue.push(...info.importedIds);
        }
      }
      if (moduleId === RUNTIME_MODULE_ID) return 'shell';
      if (!shell.has(moduleId)) return null;
      // Packages only when all of them runs (not a barrel's every icon, of which the shell uses five).
      return !moduleId.includes('node_modules') || FRAMEWORK.test(moduleId) ? 'shell' : null;
    },
  };
}

/** The theme before the first paint: an inline script at the top of <head> (decision 042). */
function firstPaintScript(): Plugin {
  return {
    name: 'kindred-first-paint',
    transformIndexHtml: () => [{ tag: 'script', children: FIRST_PAINT_SCRIPT, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaintScript()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // zod without `new Function` (the CSP allows no eval): src/lib/zod-jitless.ts.
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/uploads': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Every browser the app supports has modulepreload; the polyfill would be a module of its own.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        // Everything main.tsx imports statically (React, the router, TanStack Query, the layouts
        // and providers) in one chunk, not two dozen small requests; the pages and member code
        // stay split, one chunk each (decision 042).
        codeSplitting: {
          groups: [shellChunk()],
          // A small chunk shared by several pages (an icon, an alert, a contract's constants) is
          // copied into each page's chunk instead of costing every page a request (about 1 KB of
          // headers each). Only modules without state may be copied: icons, UI components, the
          // contract and the API calls (queries and their keys; not auth's, which holds an error
          // class that instanceof must recognise); never lib/ or app/, whose module state must
          // exist once (decision 121).
          experimentalInlineCommonChunks: { maxSize: 4096, exclude: (id: string) => !INLINABLE.test(id) },
        },
      },
    },
  },
});
