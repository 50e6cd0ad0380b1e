import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { closedPort } from '../../network';

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A redis-server of the test's own on a free port, keeping nothing on disk; it can be stopped and started again. */
export class ThrowawayRedis {
  private process: ChildProcess | null = null;

  private constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  static async create(): Promise<ThrowawayRedis> {
    const redis = new ThrowawayRedis(await closedPort());
    await redis.start();
    return redis;
  }

  async start(): Promise<void> {
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    for (let i = 0; i < 100; i++) {
      if (await accepts(this.port)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not start on port ${this.port}`);
  }

  /** Holds every write, PUBLISH included, for `ms`: what is sent meanwhile waits for its answer. */
  pauseWrites(ms: number): void {
    execFileSync('redis-cli', ['-p', String(this.port), 'CLIENT', 'PAUSE', String(ms), 'WRITE']);
  }

  async stop(): Promise<void> {
    const running = this.process;
    this.process = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  }
}
