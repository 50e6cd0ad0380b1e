// `npm run start:cluster [N]`: N server processes on this machine (default 2, or CLUSTER_PROCESSES),
// on consecutive ports from PORT (default 3001), for a reverse proxy in front (docs/deploy.md,
// deploy/haproxy.cfg). They share PostgreSQL and Redis (decision 093): PGlite is one process's, so
// DATABASE_URL and REDIS_URL are required. The first process starts alone (outside production it
// seeds the demo data), then the others; one that dies is started again. SIGINT/SIGTERM stop them
// all gracefully.
import { spawn } from 'node:child_process';
import { buildIfStale, root } from './lib.mjs';
import { serverNodeFlags } from './server-node-flags.mjs';

const count = Number(process.argv[2] ?? process.env.CLUSTER_PROCESSES ?? 2);
const firstPort = Number(process.env.PORT ?? 3001);
const problems = [];
if (!Number.isInteger(count) || count < 1 || count > 64)
  problems.push('CLUSTER_PROCESSES must be a whole number from 1 to 64');
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + count > 65536)
  problems.push('PORT must be a port number');
if (!process.env.DATABASE_URL)
  problems.push('DATABASE_URL is required: the embedded PGlite database can be opened by one process only');
if (!process.env.REDIS_URL)
  problems.push('REDIS_URL is required: the processes share chat rooms and limits through Redis');
if (problems.length > 0) {
  for (const problem of problems) console.error(`start:cluster: ${problem}.`);
  process.exit(1);
}

await buildIfStale();

const RESTART_DELAY_MS = 1_000;
let stopping = false;
const children = new Map();

function start(index) {
  const port = firstPort + index;
  const child = spawn(process.execPath, [...serverNodeFlags(), 'apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.set(index, child);
  child.on('exit', (code, signal) => {
    children.delete(index);
    if (stopping) {
      if (children.size === 0) process.exit(0);
      return;
    }
    console.error(`start:cluster: the process on port ${port} exited (${signal ?? code}); starting it again.`);
    setTimeout(() => start(index), RESTART_DELAY_MS);
  });
  return port;
}

async function ready(port, deadlineMs = 120_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the process on port ${port} was not ready within ${deadlineMs / 1000} s`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    if (children.size === 0) process.exit(0);
    for (const child of children.values()) child.kill(signal);
  });
}

await ready(start(0));
const ports = [firstPort];
for (let index = 1; index < count; index++) ports.push(start(index));
await Promise.all(ports.slice(1).map((port) => ready(port)));
console.log(
  `\n  ${count} Kindred processes are ready on ports ${ports.join(', ')} (put the proxy in front: docs/deploy.md).\n`,
);
