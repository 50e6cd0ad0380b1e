import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { memberChunks, shellChunk } from './chunk-groups';
import { memberPageShells } from './member-page-shells';
import { FIRST_PAINT_SCRIPT } from './src/lib/first-paint-script';

const apiTarget = 'http://localhost:3000';

const INLINABLE =
  /node_modules[\\/]lucide-react[\\/]|[\\/]apps[\\/]web[\\/]src[\\/](components|api|features[\\/](?!auth[\\/])[^\\/]+[\\/]api)[\\/]|[\\/]packages[\\/]contract[\\/]src[\\/]/;

/** The theme before the first paint: an inline script at the top of <head> (decision 042). */
function firstPaintScript(): Plugin {
  return {
    name: 'kindred-first-paint',
    transformIndexHtml: () => [{ tag: 'script', children: FIRST_PAINT_SCRIPT, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstPaintScript(), memberPageShells()],
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
        // and providers) in one chunk, not two dozen small requests (decision 042); a member page
        // in a few more: the session's schema, the member layout, realtime, the page (decision 123).
        codeSplitting: {
          groups: [shellChunk(), memberChunks()],
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
