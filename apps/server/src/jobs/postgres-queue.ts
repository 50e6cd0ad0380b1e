import PgBoss from 'pg-boss';
import type { JobSettings } from '../config';
import type { Job, JobObserver } from './job';
import { assertUniqueNames, createInProcessQueue, emptyCounts, type JobLog, type JobQueue } from './job-queue';
import { countJobs, QUEUE_SCHEMA } from './queue-tables';

/** Failed jobs stay in pgboss.job (state 'failed') this long for an operator to see and retry. */
const FAILED_KEPT_SECONDS = 7 * 24 * 60 * 60;
/** Workers per task in each process: e-mails and pushes go out two at a time. */
const TASK_WORKERS = 2;
/** Tasks a worker takes at a time: with two workers polling every 2 s, up to 10 a second per process. */
const TASK_BATCH = 10;
const POLL_SECONDS = 2;

export interface PostgresQueueOptions {
  url: string;
  settings: JobSettings;
  log: JobLog;
}

/** Each interval is a slot of whole seconds; pg-boss keeps one job per job name and slot. */
export const slotSecondsOf = (everyMs: number): number => Math.max(1, Math.round(everyMs / 1000));

/**
 * The queue every process shares (decision 092), in PostgreSQL through pg-boss, which creates its
 * schema on start-up. A `shared` job is offered by every process at its start and twice per
 * interval, for the current slot of `everyMs`; pg-boss keeps one job per slot, so it runs once
 * per interval across the processes, and its queue's `singleton` policy lets one run at a time.
 * A job running longer than JOB_TIMEOUT_SECONDS (its process died, say) fails; a failed job is
 * retried with backoff, then stays `failed` in pgboss.job. `process` jobs run on timers here.
 */

/** Deadlock and a unique violation: processes started together creating the same queue's partition. */
const RACING_CREATES = new Set(['40P01', '23505']);

/**
 * pg-boss creates a queue (and its partition) in one statement that two processes starting at once
 * on an empty database can deadlock on (seen in the cluster fault test); the loser tries again.
 */
async function createQueueRetrying(queue: PgBoss, name: string, policy: 'singleton' | 'standard'): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await queue.createQueue(name, { name, policy });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt >= 5 || typeof code !== 'string' || !RACING_CREATES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

export function createPostgresQueue({ url, settings, log }: PostgresQueueOptions): JobQueue {
  const local = createInProcessQueue(log);
  const timers: NodeJS.Timeout[] = [];
  let names: string[] = [];
  let boss: PgBoss | null = null;
  let started = false;
  let stopped = false;
  let observer: JobObserver | undefined;
  let runningHere = 0;
  const taskWorkers = new Map<string, string>();

  const sendOptions = {
    expireInSeconds: settings.timeoutSeconds,
    retryLimit: settings.retries,
    retryDelay: settings.retryDelaySeconds,
    retryBackoff: true,
  };

  /** One run, logged; a failure is thrown for pg-boss to retry. */
  async function runOne(name: string, job: PgBoss.JobWithMetadata, run: (data: unknown) => Promise<unknown>) {
    const details = { job: name, id: job.id, attempt: job.retryCount + 1 };
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    log.debug(details, 'job started');
    runningHere++;
    try {
      await run(job.data);
    } catch (error) {
      log.error({ ...details, err: error }, 'job failed');
      observer?.settled(name, 'failed', seconds());
      throw error;
    } finally {
      runningHere--;
    }
    observer?.settled(name, 'ok', seconds());
    log.debug({ ...details, ms: Math.round(seconds() * 1000) }, 'job done');
  }

  /**
   * A batch's runs side by side; each failed one is failed on its own (pg-boss then completes the
   * rest), so one e-mail's failure does not send the others again.
   */
  function worker(queue: PgBoss, name: string, run: (data: unknown) => Promise<unknown>) {
    return async (batch: PgBoss.JobWithMetadata[]) => {
      if (batch.length === 1) return runOne(name, batch[0]!, run);
      await Promise.all(
        batch.map((job) =>
          runOne(name, job, run).catch((error: unknown) =>
            queue.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) }),
          ),
        ),
      );
    };
  }

  function offer(queue: PgBoss, job: Job): void {
    queue
      .send(job.name, {}, { ...sendOptions, singletonSeconds: slotSecondsOf(job.everyMs) })
      .catch((error: unknown) => log.warn({ err: error, job: job.name }, 'could not queue a job'));
  }

  return {
    kind: 'postgres',
    async start(jobs, tasks = [], jobObserver) {
      if (started || stopped || boss) return;
      observer = jobObserver;
      const taskNames = tasks.map((task) => task.name);
      assertUniqueNames([...jobs.map((job) => job.name), ...taskNames]);
      const shared = jobs.filter((job) => job.scope === 'shared' && job.everyMs > 0);
      await local.start(
        jobs.filter((job) => job.scope === 'process'),
        [],
        observer,
      );
      names = [...shared.map((job) => job.name), ...taskNames];
      const longestSlot = Math.max(0, ...shared.map((job) => slotSecondsOf(job.everyMs)));
      const queue = new PgBoss({
        connectionString: url,
        schema: QUEUE_SCHEMA,
        max: 3,
        application_name: 'kindred-jobs',
        // No cron: intervals are slots (above). Maintenance finds jobs past their timeout.
        schedule: false,
        maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.floor(settings.timeoutSeconds / 2))),
        // A slot's job must outlive its slot, or the slot could run twice.
        archiveCompletedAfterSeconds: Math.max(60 * 60, longestSlot),
        archiveFailedAfterSeconds: FAILED_KEPT_SECONDS,
        // Done jobs (e-mails with their links among them) are not kept long.
        deleteAfterDays: 1,
      });
      queue.on('error', (error: unknown) => log.warn({ err: error }, 'job queue error'));
      boss = queue;
      await queue.start();
      for (const job of shared) {
        await createQueueRetrying(queue, job.name, 'singleton');
        await queue.work(
          job.name,
          { pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
          worker(queue, job.name, () => job.run()),
        );
        offer(queue, job);
        timers.push(setInterval(() => offer(queue, job), Math.max(500, job.everyMs / 2)).unref());
      }
      for (const task of tasks) {
        await createQueueRetrying(queue, task.name, 'standard');
        for (let i = 0; i < TASK_WORKERS; i++) {
          const id = await queue.work(
            task.name,
            { pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true, batchSize: TASK_BATCH },
            worker(queue, task.name, (data) => task.run(data as never)),
          );
          taskWorkers.set(task.name, id);
        }
      }
      started = true;
    },
    running: () => local.running() + runningHere,
    enqueue(task, data) {
      const queue = boss;
      if (!started || !queue) return local.enqueue(task, data);
      queue.send(task.name, data as object, sendOptions).then(
        () => {
          const id = taskWorkers.get(task.name);
          if (id) queue.notifyWorker(id);
        },
        (error: unknown) => {
          log.warn({ err: error, job: task.name }, 'could not queue a task: running it here');
          local.enqueue(task, data);
        },
      );
    },
    async stats() {
      if (!boss || !started) {
        return {
          queue: 'postgres',
          ...emptyCounts(),
          byName: Object.fromEntries(names.map((name) => [name, emptyCounts()])),
        };
      }
      return { queue: 'postgres', ...(await countJobs(boss.getDb(), names)) };
    },
    async stop() {
      for (const timer of timers.splice(0)) clearInterval(timer);
      started = false;
      stopped = true;
      const queue = boss;
      boss = null;
      // Runs still going after the grace are failed, so another process retries them.
      try {
        if (queue) await queue.stop({ graceful: true, wait: true, timeout: 5_000 });
      } catch (error) {
        // The database is away: the runs left active are retried once their timeout has passed.
        log.warn({ err: error }, 'the job queue did not stop cleanly');
      }
      await local.stop();
    },
  };
}
