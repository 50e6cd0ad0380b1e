/**
 * A periodic piece of work, built from the functions it needs (never importing a module: the
 * composition root, services.ts, hands it the service's method). scheduler.ts runs it.
 */
export interface Job {
  /** Unique among the jobs: it names the job in logs. */
  name: string;
  /** Between the starts of two runs; 0 turns the job off (tests and benches). */
  everyMs: number;
  /**
   * `process`: it works on this process's own memory or sockets, so every process runs it.
   * `shared`: it works on the database or the files, so one run anywhere serves every process
   * (today each process runs it too, and each change re-checks under a lock).
   */
  scope: 'process' | 'shared';
  run(): Promise<unknown>;
}

/**
 * Told of every run's end, for the metrics (http/metrics.ts). The scheduler calls it; whatever
 * replaces the scheduler (a queue shared by the processes) calls it the same way.
 */
export interface JobObserver {
  settled(job: string, outcome: 'ok' | 'failed', seconds: number): void;
}
