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
/** Preloaded into the server: counts its database statements (answers over IPC). */
const queryCounter = path.join(here, 'query-counter.mjs');
export const cacheDir = path.join(repoRoot, 'node_modules/.cache/kindred-bench-api');

export function log(message: string): void {
  process.stderr.write(`[bench:api] ${message}\n`);
}

/** Bundles the server (from `sourceDir`, apps/server/src by default); answers the entry file. */
export async function bundleServer(sourceDir = path.join(serverDir, 'src')): Promise<string> {
  // Registry packages stay external, as in apps/server/build.mjs: those of the copy's own
  // package.json when it has one (a copy of another commit may use packages this tree does not).
  const ownPackage = path.join(sourceDir, '../package.json');
  const packageFile = fs.existsSync(ownPackage) ? ownPackage : path.join(serverDir, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(packageFile, 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).flatMap((name) => [name, `${name}/*`]);
  // The bundle sits next to its sources, so packages installed beside a copy are found at run time.
  const outdir =
    sourceDir === path.join(serverDir, 'src')
      ? path.join(cacheDir, 'bundle')
      : path.join(sourceDir, '../.bench-bundle');
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
  /** Extra node flags before the entry (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** Extra environment (LOG_LEVEL, ...). */
  env?: Record<string, string>;
}

export class ServerProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<number | null> = Promise.resolve(null);
  private waiting: ((queries: number) => void)[] = [];
  readonly url: string;

  constructor(private readonly options: ServerOptions) {
    this.url = `http://127.0.0.1:${options.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts the process and waits (up to `timeoutMs`) until /health answers. */
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
      // Seeded beforehand (seed.ts): a production start makes no demo account (decision 067).
      SEED_DEMO: 'false',
      // The API only: the web build is not needed (and not measured).
      SERVE_WEB: 'false',
      ...options.env,
    };
    delete env.REDIS_URL;
    if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
    else delete env.DATABASE_URL;
    const nodeArgs = [...serverNodeFlags(), ...(options.nodeArgs ?? []), '--import', queryCounter, options.entry];
    const child = spawn(process.execPath, nodeArgs, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', out, out, 'ipc'],
    });
    fs.closeSync(out);
    this.child = child;
    child.on('message', (message: { type?: string; queries?: number }) => {
      if (message?.type === 'queries') this.waiting.shift()?.(message.queries ?? 0);
    });
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

  /** Statements the server has sent to its database so far (query-counter.mjs). */
  async queries(): Promise<number> {
    const child = this.child;
    if (!child?.connected) return Number.NaN;
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      child.send({ type: 'queries' });
    });
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
