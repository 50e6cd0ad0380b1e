// The two bench databases and their sizes, shared by the bench's scripts (main.ts, index-start.ts).
import os from 'node:os';
import path from 'node:path';
import type { SeedSize } from './seed-sql';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

export const targets = {
  postgres: {
    url: env('BENCH_PG_URL', 'postgres://postgres@127.0.0.1:5432/kindred_bench'),
    size: {
      members: Number(env('BENCH_PG_MEMBERS', '1000000')),
      swipes: Number(env('BENCH_PG_SWIPES', '10000000')),
      measuredPerArea: 100,
      maxSwipes: 5000,
      warmupPerArea: 10,
      workMem: '512MB',
      maintenanceWorkMem: '2GB',
    } satisfies SeedSize,
  },
  pglite: {
    dataDir: env('BENCH_PGLITE_DIR', path.join(os.tmpdir(), 'kindred-bench-pglite')),
    size: {
      members: Number(env('BENCH_PGLITE_MEMBERS', '100000')),
      swipes: Number(env('BENCH_PGLITE_SWIPES', '1000000')),
      measuredPerArea: 100,
      maxSwipes: 5000,
      warmupPerArea: 10,
      workMem: '128MB',
      maintenanceWorkMem: '256MB',
    } satisfies SeedSize,
  },
};
