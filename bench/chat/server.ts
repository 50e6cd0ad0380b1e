// The server under test: one process of the real app (apps/server/src/main.ts), bundled the way
// apps/server/build.mjs bundles it but into node_modules/.cache (so apps/server/dist is left alone),
// started with the bench probe preloaded and an IPC channel to ask it questions.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { GcAnswer, ProbeAnswer } from './server-probe';
import { log } from './shared';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
const serverDir = path.join(repoRoot, 'apps/server');
const cacheDir = path.join(repoRoot, 'node_modules/.cache/kindred-bench-chat');

export type ServerMode = 'bundle' | 'tsx';

/**
 * Node arguments that start the server with the probe, in the chosen mode. `sourceDir` bundles
 * another copy of apps/server/src (an experiment kept out of the shared working tree).
 */
export async function prepareServer(mode: ServerMode, sourceDir = path.join(serverDir, 'src')): Promise<string[]> {
  if (mode === 'tsx') {
    return [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      path.join(here, 'server-probe.ts'),
      path.join(sourceDir, 'main.ts'),
    ];
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);
  const started = performance.now();
  // One bundle folder per source folder: a run of another copy never swaps the bundle of a run under way.
  const bundleDir = path.join(cacheDir, createHash('sha256').update(sourceDir).digest('hex').slice(0, 12));
  await build({
    entryPoints: { main: path.join(sourceDir, 'main.ts'), probe: path.join(here, 'server-probe.ts') },
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  // The server finds its migrations next to the bundle (db/database.ts walks up for drizzle/).
  fs.rmSync(path.join(bundleDir, 'drizzle'), { recursive: true, force: true });
  fs.cpSync(path.join(serverDir, 'drizzle'), path.join(bundleDir, 'drizzle'), { recursive: true });
  log(
    `server bundled from ${path.relative(repoRoot, sourceDir)} in ${Math.round(performance.now() - started)} ms (${bundleDir})`,
  );
  // --expose-gc only lets the probe collect garbage when the orchestrator asks, between cells.
  // The flags `npm start` uses (scripts/server-node-flags.mjs: old-space cap, V8 helper threads).
  return [
    ...serverNodeFlags(),
    '--expose-gc',
    '--import',
    path.join(bundleDir, 'probe.js'),
    path.join(bundleDir, 'main.js'),
  ];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  args: string[];
  port: number;
  databaseUrl: string;
  dataDir: string;
  logFile: string;
  /** Extra environment (e.g. REDIS_URL). */
  env?: Record<string, string>;
}

/** One server process; `start` resolves when it prints its "running" banner. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  private probes: ((answer: ProbeAnswer) => void)[] = [];
  readonly url: string;

  constructor(private readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<number> {
    const { options } = this;
    const started = performance.now();
    const logStream = fs.createWriteStream(options.logFile, { flags: 'a' });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      SEED_DEMO: 'false',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: options.dataDir,
      ...options.env,
    };
    if (!options.env?.REDIS_URL) delete env.REDIS_URL;
    const child = spawn(process.execPath, options.args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    child.on('message', (message: ProbeAnswer) => {
      if (message?.type === 'probe') this.probes.shift()?.(message);
    });
    let output = '';
    return new Promise<number>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        logStream.write(chunk);
        // A rolling tail: verbose GC tracing (--trace-gc-nvp) can print more than the banner's share first.
        output = (output + chunk.toString()).slice(-20_000);
        if (output.includes('Kindred is running')) {
          child.stdout!.off('data', onData);
          child.stdout!.on('data', (more: Buffer) => logStream.write(more));
          resolve(performance.now() - started);
        }
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', (chunk: Buffer) => {
        logStream.write(chunk);
        output = (output + chunk.toString()).slice(-20_000);
      });
      void this.exited.then((code) => {
        logStream.end();
        reject(new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`));
      });
    });
  }

  /** Event-loop and heap figures since the previous probe. */
  async probe(timeoutMs = 5000): Promise<ProbeAnswer | null> {
    const child = this.child;
    if (!child?.connected) return null;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.probes = this.probes.filter((waiting) => waiting !== done);
        resolve(null);
      }, timeoutMs);
      const done = (answer: ProbeAnswer) => {
        clearTimeout(timer);
        resolve(answer);
      };
      this.probes.push(done);
      child.send({ type: 'probe' });
    });
  }

  /** A full garbage collection in the server (it runs with --expose-gc); memory right after it. */
  async collectGarbage(timeoutMs = 10_000): Promise<GcAnswer | null> {
    const child = this.child;
    if (!child?.connected) return null;
    return new Promise<GcAnswer | null>((resolve) => {
      const timer = setTimeout(() => done(null), timeoutMs);
      function done(answer: GcAnswer | null) {
        clearTimeout(timer);
        child!.off('message', onMessage);
        resolve(answer);
      }
      const onMessage = (message: GcAnswer) => {
        if (message?.type === 'gc') done(message);
      };
      child.on('message', onMessage);
      child.send({ type: 'gc' });
    });
  }

  /** Writes a V8 heap snapshot of the server to `file`. */
  async heapSnapshot(file: string, timeoutMs = 300_000): Promise<string | null> {
    const child = this.child;
    if (!child?.connected) return null;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(null), timeoutMs);
      function done(written: string | null) {
        clearTimeout(timer);
        child!.off('message', onMessage);
        resolve(written);
      }
      const onMessage = (message: { type?: string; file?: string }) => {
        if (message?.type === 'snapshot') done(message.file ?? null);
      };
      child.on('message', onMessage);
      child.send({ type: 'snapshot', path: file });
    });
  }

  /** SIGKILL (the crash bench) or SIGTERM (a graceful stop); resolves when the process is gone. */
  async stop(signal: 'SIGKILL' | 'SIGTERM' = 'SIGTERM', timeoutMs = 15_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
}
