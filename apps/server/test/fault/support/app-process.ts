import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverNodeFlags } from '../../../../../scripts/server-node-flags.mjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');

export interface AppProcessOptions {
  port: number;
  databaseUrl: string;
  redisUrl?: string;
  /** Shared by processes that serve the same members (uploads). */
  dataDir: string;
  env?: Record<string, string>;
}

/**
 * The built server (what `npm start` runs) in a child process of its own, so a test can watch it
 * survive a fault, send it SIGTERM, or start it again on the same port.
 */
export class AppProcess {
  private readonly child: ChildProcess;
  private output = '';
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly url: string;

  constructor(options: AppProcessOptions) {
    if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run "npm run build" first`);
    this.url = `http://127.0.0.1:${options.port}`;
    this.child = spawn(process.execPath, [...serverNodeFlags(), SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(options.port),
        HOST: '127.0.0.1',
        PUBLIC_URL: this.url,
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl ?? '',
        SEED_DEMO: 'false',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'info',
        ARGON2_MEMORY_KIB: '1024',
        MESSAGE_SEND_RATE: '1000',
        RATE_LIMIT_LOGIN: '1000',
        // The load comes from this test process on two shared cores: shedding has its own tests.
        OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  static dataDir(): string {
    return fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-fault-app-'));
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Everything the process printed so far (its JSON log lines and the start banner). */
  get log(): string {
    return this.output;
  }

  /** The JSON log lines whose `msg` starts with `text`. */
  logLines(text: string): Record<string, unknown>[] {
    return this.output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => typeof entry.msg === 'string' && entry.msg.startsWith(text));
  }

  /** Resolves once the readiness check answers 200; rejects if the process exits first. */
  async ready(deadlineMs = 60_000): Promise<void> {
    const deadline = Date.now() + deadlineMs;
    while (Date.now() < deadline) {
      if (!this.running) throw new Error(`the server exited before it was ready:\n${this.output}`);
      try {
        const response = await fetch(`${this.url}/api/v1/health/ready`, { signal: AbortSignal.timeout(2_000) });
        if (response.status === 200) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server was not ready within ${deadlineMs / 1000} s:\n${this.output}`);
  }

  signal(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }
}
