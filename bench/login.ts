// Login latency over real HTTP against one server process (argon2id at OWASP parameters).
// `npm run bench:login` (embedded PGlite) or with DATABASE_URL for a real PostgreSQL.
// Prints JSON: p50/p95/p99 in milliseconds, sequential and with 4 clients at once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { kindredApp } from '../apps/server/src/app';
import { createLogger } from '../apps/server/src/http/logger';
import { createServer } from '../apps/server/src/server';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open-database';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  SERVE_WEB: 'false',
  RATE_LIMIT_LOGIN: '1000000',
  // argon2 in bulk keeps this process's event loop busy by design: do not shed the load being measured.
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
});
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : {});
const app = createServer(createLogger(config.logLevel));
await app.register(kindredApp, { config, db: database.db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } })
  .png()
  .toBuffer();
const email = `bench-${Date.now()}@example.com`;
const password = 'benchmark password';
const registered = await fetch(`${base}/api/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    email,
    password,
    profile: {
      name: 'Bench',
      age: 30,
      location: 'Austin, TX',
      interests: ['Coffee'],
      photos: [`data:image/png;base64,${photo.toString('base64')}`],
    },
  }),
});
if (registered.status !== 201) throw new Error(`registration failed: ${registered.status} ${await registered.text()}`);

async function login(): Promise<number> {
  const start = performance.now();
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`login answered ${response.status}`);
  return performance.now() - start;
}

function summary(samples: number[], seconds: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return {
    requests: samples.length,
    p50_ms: at(0.5),
    p95_ms: at(0.95),
    p99_ms: at(0.99),
    per_second: Number((samples.length / seconds).toFixed(1)),
  };
}

for (let i = 0; i < 10; i++) await login(); // warm-up

let start = performance.now();
const sequential: number[] = [];
for (let i = 0; i < REQUESTS; i++) sequential.push(await login());
const sequentialSeconds = (performance.now() - start) / 1000;

start = performance.now();
const concurrent: number[] = [];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let i = 0; i < REQUESTS / 4; i++) concurrent.push(await login());
  }),
);
const concurrentSeconds = (performance.now() - start) / 1000;

console.log(
  JSON.stringify(
    {
      benchmark: 'login',
      database: database.driver,
      argon2: { memoryKib: config.argon2MemoryKib, timeCost: 2, parallelism: 1 },
      sequential: summary(sequential, sequentialSeconds),
      concurrency_4: summary(concurrent, concurrentSeconds),
    },
    null,
    2,
  ),
);
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
