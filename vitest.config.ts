import { defineConfig } from 'vitest/config';
import os from 'node:os';
import path from 'node:path';
import { LongestFirstSequencer } from './scripts/longest-first-sequencer.mjs';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

// Test files in a worker share loaded modules instead of importing the server, PGlite's
// WebAssembly or React again for each file: the unit and API run takes half the time. So a test
// file leaves no global behind, and replaces a module only in a setup file (a vi.mock in one test
// file would not reach modules that another file loaded first).
const shareModules = { isolate: false };

// Projects: contract unit tests, server tests once on PGlite and once on a real PostgreSQL
// server, fault tests (outages of PostgreSQL and Redis, SIGTERM), web unit tests in jsdom, and
// end-to-end tests in Debian's Chromium.
export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a two-core machine, which leaves a core idle
    // while tests wait on PostgreSQL, argon2's threads and the browser.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Longest files first, also on a clean clone: the last file to start is a short one (decision 122).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          ...shareModules,
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          ...shareModules,
          name: 'server-pglite',
          include: serverTests,
          // Tests that need a second process on the same database (PGlite is one process's).
          exclude: ['**/*.postgres.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup-pglite.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shareModules,
          name: 'server-postgres',
          include: serverTests,
          // Tests of PGlite's own driver path.
          exclude: ['**/*.pglite.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The built server in child processes, against PostgreSQL clusters and Redis servers of
          // the tests' own that they stop and start (apps/server/test/fault).
          name: 'fault',
          include: ['apps/server/test/fault/**/*.fault.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/fault/global-setup.ts'],
          // Each file has its own clusters, Redis and ports, and spends most of its time waiting
          // on outages and restarts (a third of two cores, one file at a time): three at once take
          // 37-47 s instead of 90 s here, and pass with one core taken by a busy loop (decision 119).
          fileParallelism: true,
          maxWorkers: 3,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          ...shareModules,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Typing with user-event takes a few seconds per test on a busy two-core machine; the
          // default 5 s was met only when nothing else ran.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'e2e',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/support/global-setup.ts'],
          // Files run on every worker, each worker with its own server (support/global-setup.ts).
          // A spec spends part of its time waiting on the browser, the server and its own timers:
          // with two workers on two cores a fifth of the CPU stayed idle (e2e alone 393 s); a worker
          // more than the cores kept them busier (324 s), and with today's specs (a reconnect's
          // outage, a date's check-in timer) two more still left 14 % idle: 464 s, against 437 s
          // and 5 % idle with four (decision 119). Its own group, as its count differs.
          maxWorkers: os.availableParallelism() + 2,
          sequence: { groupOrder: 1 },
          // The longest stories (a moderator and a member at two sizes, axe in both themes) take 30 s
          // alone and up to a minute beside other specs on two busy cores.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll gives up after 1 s by default; on two busy cores an image or a reply can take
          // longer to arrive (a chat image's naturalWidth stayed 0 past 1 s in a full run).
          expect: { poll: { timeout: 15_000, interval: 100 } },
        },
      },
    ],
  },
});
