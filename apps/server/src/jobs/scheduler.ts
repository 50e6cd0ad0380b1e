import type { Job, JobObserver } from './job';

export interface SchedulerLog {
  error(details: object, message: string): void;
}

/**
 * Starts every job on its own interval, in this process. A job whose previous run is still going
 * skips its turn, so no job runs twice at once; a failed run is logged and the next turn comes as
 * usual. `stop` clears the timers and waits for the runs in flight (before the database closes).
 */
export function createScheduler(jobs: readonly Job[], log: SchedulerLog, observer?: JobObserver) {
  const names = new Set(jobs.map((job) => job.name));
  if (names.size !== jobs.length) throw new Error('two jobs share a name');
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<Job, Promise<void>>();
  let stopped = false;

  function runOnce(job: Job): void {
    if (running.has(job)) return;
    const started = performance.now();
    const settled = (outcome: 'ok' | 'failed') =>
      observer?.settled(job.name, outcome, (performance.now() - started) / 1000);
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => settled('ok'),
        (error: unknown) => {
          log.error({ err: error, job: job.name }, 'job failed');
          settled('failed');
        },
      )
      .finally(() => running.delete(job));
    running.set(job, run);
  }

  return {
    start(): void {
      if (stopped || timers.length > 0) return;
      for (const job of jobs) {
        if (job.everyMs <= 0) continue;
        timers.push(setInterval(() => runOnce(job), job.everyMs).unref());
      }
    },
    /** Runs in flight now. */
    running: () => running.size,
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

export type Scheduler = ReturnType<typeof createScheduler>;
