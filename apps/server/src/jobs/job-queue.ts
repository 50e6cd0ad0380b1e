import type { Job, JobObserver, Task } from './job';
import { createScheduler, type Scheduler } from './scheduler';

export interface JobCounts {
  /** Waiting for a worker: new, or failed and waiting for their retry. */
  waiting: number;
  running: number;
  /** Failed on their last try: kept for an operator (docs/decisions/092-job-queue.md). */
  failed: number;
}

export interface JobQueueStats extends JobCounts {
  /** `postgres`: counted in the queue every process shares; `in-process`: this process's, since it started. */
  queue: 'postgres' | 'in-process';
  byName: Record<string, JobCounts>;
}

/**
 * Where the jobs (scheduled) and tasks (asked for, with data) run (decision 092): `process` jobs
 * always in this process; `shared` jobs and tasks on the PostgreSQL queue (postgres-queue.ts) when
 * there is one, otherwise here too.
 */
export interface JobQueue {
  readonly kind: JobQueueStats['queue'];
  /**
   * Starts the jobs' schedules, and the workers of the tasks (which `enqueue` may be given);
   * `observer` is told of every run's end here (the metrics).
   */
  start(jobs: readonly Job[], tasks?: readonly Task<never>[], observer?: JobObserver): Promise<void>;
  /** Runs in flight in this process: jobs and tasks. */
  running(): number;
  /** Queues one run of a task; it never throws (a failure to queue runs the task here instead). */
  enqueue<T>(task: Task<T>, data: T): void;
  /** Depth and failures, for /metrics and the `npm run jobs` command. */
  stats(): Promise<JobQueueStats>;
  /** Stops the schedules and the workers and waits for the runs in flight; may be called again. */
  stop(): Promise<void>;
}

export interface JobLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
  debug(details: object, message: string): void;
}

export const emptyCounts = (): JobCounts => ({ waiting: 0, running: 0, failed: 0 });

/** Every name once: two jobs or tasks with one name would share a queue. */
export function assertUniqueNames(names: readonly string[]): void {
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) throw new Error(`two jobs or tasks share the name ${name}`);
    seen.add(name);
  }
}

/**
 * The embedded default: jobs on timers (scheduler.ts), a task run as soon as it is asked for,
 * once; a failure is logged and counted.
 */
export function createInProcessQueue(log: JobLog): JobQueue {
  let scheduler: Scheduler | null = null;
  let observer: JobObserver | undefined;
  const inFlight = new Set<Promise<void>>();
  const counts = new Map<string, JobCounts>();
  const countsOf = (name: string) => counts.get(name) ?? counts.set(name, emptyCounts()).get(name)!;

  return {
    kind: 'in-process',
    async start(jobs, _tasks, jobObserver) {
      observer = jobObserver;
      scheduler ??= createScheduler(jobs, log, observer);
      scheduler.start();
    },
    running: () => (scheduler?.running() ?? 0) + inFlight.size,
    enqueue(task, data) {
      const count = countsOf(task.name);
      count.running++;
      const started = performance.now();
      const settled = (outcome: 'ok' | 'failed') =>
        observer?.settled(task.name, outcome, (performance.now() - started) / 1000);
      // Started at once, as an e-mail sent "in the background" always was.
      const run = new Promise((resolve) => resolve(task.run(data)))
        .then(
          () => settled('ok'),
          (error: unknown) => {
            count.failed++;
            log.error({ err: error, job: task.name }, 'job failed');
            settled('failed');
          },
        )
        .finally(() => {
          count.running--;
          inFlight.delete(run);
        });
      inFlight.add(run);
    },
    async stats() {
      const byName = Object.fromEntries([...counts].map(([name, count]) => [name, { ...count }]));
      const total = emptyCounts();
      for (const count of counts.values()) {
        total.running += count.running;
        total.failed += count.failed;
      }
      return { queue: 'in-process', ...total, byName };
    },
    async stop() {
      await scheduler?.stop();
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue: `app.jobQueue.stats()` gives its depth and failure counts. */
    jobQueue: JobQueue;
  }
}
