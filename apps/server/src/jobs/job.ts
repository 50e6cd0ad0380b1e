/**
 * A periodic piece of work, built from the functions it needs (never importing a module: the
 * composition root, services.ts, hands it the service's method). job-queue.ts runs it.
 */
export interface Job {
  /** Unique among the jobs: it names the job in logs. */
  name: string;
  /** Between the starts of two runs; 0 turns the job off (tests and benches). */
  everyMs: number;
  /**
   * `process`: it works on this process's own memory or sockets, so every process runs it.
   * `shared`: it works on the database or the files, so one run anywhere serves every process:
   * with the PostgreSQL queue it runs once per interval across all of them (decision 092); with the
   * embedded database, the one process runs it.
   */
  scope: 'process' | 'shared';
  run(): Promise<unknown>;
}

/** One piece of work asked for with its data (an e-mail to send), run by the job queue with retries. */
export interface Task<T> {
  /** Unique among the tasks and jobs: its queue's name. */
  name: string;
  run(data: T): Promise<unknown>;
}

/**
 * Told of every run's end, for the metrics (http/metrics.ts). The scheduler calls it; whatever
 * replaces the scheduler (a queue shared by the processes) calls it the same way.
 */
export interface JobObserver {
  settled(job: string, outcome: 'ok' | 'failed', seconds: number): void;
}
