import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from '../../network';
import { REPO_ROOT } from './app-process';

/** The configuration docs/deploy.md shows; the test runs it as it is. */
export const HAPROXY_CONFIG = path.join(REPO_ROOT, 'deploy/haproxy.cfg');

export interface ServerState {
  name: string;
  /** UP, DOWN, or a transition ("UP 1/2", "DOWN 1/2"). */
  status: string;
  /** Connections open to it now (the chat's sockets among them). */
  current: number;
}

/** Debian's HAProxy (scripts/ensure-haproxy.mjs) in front of two server processes, in the foreground. */
export class Haproxy {
  private readonly child: ChildProcess;
  private output = '';
  readonly url: string;

  private constructor(
    port: number,
    upstreams: [string, string],
    private readonly statsSocket: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    this.child = spawn('haproxy', ['-db', '-f', HAPROXY_CONFIG], {
      env: {
        ...process.env,
        KINDRED_BIND: `127.0.0.1:${port}`,
        KINDRED_APP1: upstreams[0],
        KINDRED_APP2: upstreams[1],
        HAPROXY_STATS_SOCKET: statsSocket,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      this.output += chunk.toString();
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
  }

  /** Starts it and resolves once it answers on its stats socket. */
  static async start(upstreams: [string, string]): Promise<Haproxy> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-haproxy-'));
    const proxy = new Haproxy(await closedPort(), upstreams, path.join(dir, 'stats.sock'));
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (proxy.child.exitCode !== null) throw new Error(`haproxy exited:\n${proxy.output}`);
      try {
        await proxy.servers();
        return proxy;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    throw new Error(`haproxy did not start:\n${proxy.output}`);
  }

  get log(): string {
    return this.output;
  }

  /** `show stat` on the stats socket: the state of each process behind it. */
  async servers(): Promise<ServerState[]> {
    const csv = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(this.statsSocket);
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
      socket.write('show stat\n');
    });
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = header!.split(',');
    const at = (name: string) => columns.indexOf(name);
    return rows
      .map((row) => row.split(','))
      .filter((cells) => cells[at('pxname')] === 'kindred_processes' && cells[at('svname')] !== 'BACKEND')
      .map((cells) => ({
        name: cells[at('svname')]!,
        status: cells[at('status')]!,
        current: Number(cells[at('scur')]),
      }));
  }

  /** Resolves with the states once `done` holds (or the deadline passes). */
  async until(done: (servers: ServerState[]) => boolean, deadlineMs = 15_000): Promise<ServerState[]> {
    const deadline = Date.now() + deadlineMs;
    let servers = await this.servers();
    while (!done(servers) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      servers = await this.servers();
    }
    return servers;
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}
