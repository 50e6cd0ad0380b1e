import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
const HEALTH_TIMEOUT_MS = 120_000;

export interface RunningServer {
  baseURL: string;
  /** Its data directory (PGlite's files, uploads), removed by `stop` unless asked to keep it. */
  dataDir: string;
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  /** A port known to be free (by default one is found). */
  port?: number;
  /** A stopped server's data directory to start from a copy of (its database already seeded). */
  dataFrom?: string;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts the built server (apps/server/dist/main.js, which also serves apps/web/dist) on a
 * free port with a fresh data directory, and resolves once /api/v1/health answers 200.
 * `extraEnv` configures what a spec needs beyond the shared servers (a sign-in provider).
 */
export async function startServer(
  extraEnv: Record<string, string> = {},
  { port: givenPort, dataFrom }: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" (web and server) before the e2e tests.`);
  }
  const port = givenPort ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kindred-e2e-'));
  if (dataFrom) await cp(dataFrom, dataDir, { recursive: true });
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_PROFILES: '12',
      // Every spec registers and signs in its members from this one address; the limits have
      // their own API tests.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_RESET: '1000',
      LOGIN_FAILURES_PER_ADDRESS: '100000',
      LOGIN_FAILURES_PER_ACCOUNT: '100000',
      RESET_REQUESTS_PER_ACCOUNT: '100000',
      ARGON2_QUEUE: '100000',
      // Cheaper hashing for the many sign-ins; the production cost has its own test.
      ARGON2_MEMORY_KIB: '1024',
      MESSAGE_SEND_RATE: '1000',
      // Chromium and the server share two cores: a busy moment must not shed a spec's requests.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DEV_OUTBOX: 'true',
      // Web Push to a receiver in the test process (push.e2e.ts): no push service is reachable.
      PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
      // Chromium's fake camera shows no face, so the face detector would refuse every selfie; the
      // detector has its own API tests (decision 089). The classifier would load for the first chat
      // image; its seam has API tests with a stand-in, the model its own test.
      IMAGE_MODELS: 'off',
      NUDITY_CLASSIFIER: 'off',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  let stopping = false;
  const stop = async ({ keepData = false } = {}) => {
    stopping = true;
    if (!hasExited) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) {
      await stop();
      throw new Error(`The server exited before it was healthy:\n${output}`);
    }
    try {
      const response = await fetch(`${baseURL}/api/v1/health`);
      if (response.status === 200) {
        // Every spec on this server would time out one by one: say why once, where it shows.
        void exited.then((code) => {
          if (!stopping) console.error(`The e2e server at ${baseURL} exited (code ${code}) during the run:\n${output}`);
        });
        return { baseURL, dataDir, stop };
      }
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`The server did not become healthy within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output}`);
}
