// The server under test: a production bundle of apps/server/src/main.ts (built the way
// apps/server/build.mjs builds it, but into node_modules/.cache so apps/server/dist is left alone),
// started with the Node flags of `npm start` and NODE_ENV=production. Its log goes straight to a
// file (no pipe through this process, which shares the cores with the load generator).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../..');
const serverDir = path.join(repoRoot, 'apps/server');
export const cacheDir = path.join(repoRoot, 'node_modules/.cache/kindred-bench-api');

export function log(message: string): void {
  process.stderr.write(`[bench:api] ${message}\n`);
}

/** Bundles the server (from `sourceDir`, apps/server/src by default); answers the entry file. */
export async function bundleServer(sourceDir = path.join(serverDir, 'src')): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);
  const outdir = path.join(cacheDir, 'bundle');
  await build({
    entryPoints: { main: path.join(sourceDir, 'main.ts') },
    outdir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    external,
    logLevel: 'warning',
  });
  // The server finds its migrations next to the bundle (db/database.ts walks up for drizzle/).
  fs.rmSync(path.join(outdir, 'drizzle'), { recursive: true, force: true });
  fs.cpSync(path.join(serverDir, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
  return path.join(outdir, 'main.js');
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
  entry: string;
  port: number;
  dataDir: string;
  /** Unset: the embedded PGlite under dataDir/db. */
  databaseUrl?: string;
  logFile: string;
  seedProfiles: number;
  /** Extra node flags before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Extra environment (LOG_LEVEL, ...). */
  env?: Record<string, string>;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  readonly url: string;

  constructor(private readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and waits (up to `timeoutMs`, first starts seed) until /health answers. */
  async start(timeoutMs = 600_000): Promise<number> {
    const { options } = this;
    const started = performance.now();
    const out = fs.openSync(options.logFile, 'a');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${options.port}`,
      DATA_DIR: options.dataDir,
      SEED_DEMO: 'true',
      SEED_PROFILES: String(options.seedProfiles),
      // The API only: the web build is not needed (and not measured).
      SERVE_WEB: 'false',
      ...options.env,
    };
    delete env.REDIS_URL;
    if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, [...serverNodeFlags(), ...(options.nodeArgs ?? []), options.entry], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', out, out],
    });
    fs.closeSync(out);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let gone = false;
    void this.exited.then(() => (gone = true));
    while (performance.now() - started < timeoutMs) {
      if (gone) throw new Error(`server exited before it was ready; see ${options.logFile}`);
      try {
        const response = await fetch(`${this.url}/api/v1/health`);
        if (response.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server not ready after ${timeoutMs} ms; see ${options.logFile}`);
  }

  async stop(timeoutMs = 20_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    await this.exited;
    clearTimeout(timer);
  }
}
