// The orchestrator's side of the client processes: forks them (TypeScript through tsx), splits the
// pairs among them, sends one command at a time and gathers the answers.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConnectCommand, ConnectResult, FromWorker, PairSpec, RunCommand, RunResult, ToWorker } from './shared';
import { repoRoot } from './server';

const workerPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client-worker.ts');

type Answer<T extends FromWorker['type']> = Extract<FromWorker, { type: T }>;

class Worker {
  private waiting: { type: FromWorker['type']; resolve: (message: FromWorker) => void; reject: (e: Error) => void }[] =
    [];
  readonly child: ChildProcess;

  constructor(readonly index: number) {
    // Client output goes to stderr: stdout carries only the bench's JSON.
    this.child = fork(workerPath, [], {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx', '--max-old-space-size=4096'],
      serialization: 'advanced',
      stdio: ['ignore', 2, 2, 'ipc'],
    });
    this.child.on('message', (message: FromWorker) => {
      if (message.type === 'error') {
        for (const waiting of this.waiting.splice(0)) waiting.reject(new Error(`client ${index}: ${message.message}`));
        return;
      }
      const at = this.waiting.findIndex((waiting) => waiting.type === message.type);
      if (at >= 0) this.waiting.splice(at, 1)[0]!.resolve(message);
    });
    this.child.on('exit', (code) => {
      for (const waiting of this.waiting.splice(0)) waiting.reject(new Error(`client ${index} exited (${code})`));
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  next<T extends FromWorker['type']>(type: T): Promise<Answer<T>> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ type, resolve: resolve as (message: FromWorker) => void, reject });
    });
  }

  ask<T extends FromWorker['type']>(command: ToWorker, type: T): Promise<Answer<T>> {
    const answer = this.next(type);
    this.child.send(command);
    return answer;
  }
}

export class ClientPool {
  private constructor(private readonly workers: Worker[]) {}

  static async start(count: number): Promise<ClientPool> {
    const workers = Array.from({ length: count }, (_, index) => new Worker(index));
    await Promise.all(workers.map((worker) => worker.next('ready')));
    return new ClientPool(workers);
  }

  get pids(): number[] {
    return this.workers.map((worker) => worker.pid);
  }

  get size(): number {
    return this.workers.length;
  }

  /** Whole pairs per process (round-robin), every process connecting its share at once. */
  async connect(
    url: string,
    pairs: PairSpec[],
    options: Pick<ConnectCommand, 'batch' | 'resend' | 'client'>,
  ): Promise<ConnectResult[]> {
    const shares = this.workers.map((_, index) => pairs.filter((_, at) => at % this.workers.length === index));
    return Promise.all(
      this.workers.map((worker, index) =>
        worker.ask({ type: 'connect', url, pairs: shares[index]!, ...options }, 'connected'),
      ),
    );
  }

  /** The rate is split evenly among the processes. */
  async run(command: Omit<RunCommand, 'type' | 'worker'>): Promise<RunResult[]> {
    const rate = command.rate / this.workers.length;
    return Promise.all(
      this.workers.map((worker) => worker.ask({ ...command, type: 'run', worker: worker.index, rate }, 'result')),
    );
  }

  async settle(timeoutSeconds: number): Promise<number> {
    const answers = await Promise.all(
      this.workers.map((worker) => worker.ask({ type: 'settle', timeoutSeconds }, 'settled')),
    );
    return answers.reduce((sum, answer) => sum + answer.pending, 0);
  }

  async catchUp(url: string): Promise<{ asked: number; found: number; requests: number }> {
    const answers = await Promise.all(this.workers.map((worker) => worker.ask({ type: 'catchUp', url }, 'caughtUp')));
    return {
      asked: answers.reduce((sum, answer) => sum + answer.asked, 0),
      found: answers.reduce((sum, answer) => sum + answer.found, 0),
      requests: answers.reduce((sum, answer) => sum + answer.requests, 0),
    };
  }

  async disconnect(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.ask({ type: 'disconnect' }, 'disconnected')));
  }

  async close(): Promise<void> {
    await Promise.all(
      this.workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.child.exitCode !== null) return resolve();
            worker.child.once('exit', () => resolve());
            worker.child.disconnect();
            setTimeout(() => worker.child.kill('SIGKILL'), 5000).unref();
          }),
      ),
    );
  }
}
