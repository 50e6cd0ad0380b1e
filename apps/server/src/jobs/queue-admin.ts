import PgBoss from 'pg-boss';
import { countJobs, QUEUE_SCHEMA } from './queue-tables';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface FailedJob {
  id: string;
  name: string;
  attempts: number;
  failedAt: Date;
  /** The last error's message; the job's data (an e-mail's links) is not shown. */
  error: string | null;
}

/**
 * What an operator does with the shared queue's failures (`npm run jobs`, decision 092): list the
 * failed jobs, kept in pgboss.job for 7 days, and queue one again. No workers run here.
 */
export async function openQueueAdmin(url: string) {
  const boss = new PgBoss({
    connectionString: url,
    schema: QUEUE_SCHEMA,
    max: 1,
    migrate: false,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  const db = boss.getDb();
  return {
    async failed(limit = 50): Promise<FailedJob[]> {
      const { rows } = (await db.executeSql(
        `select id, name, retry_count + 1 as attempts, completed_on as "failedAt", output->>'message' as error
           from ${QUEUE_SCHEMA}.job where state = 'failed' order by completed_on desc limit $1`,
        [limit],
      )) as { rows: FailedJob[] };
      return rows;
    },
    /** Counts by job name and state, as `jobQueue.stats()` gives them. */
    counts: () => countJobs(db, []),
    /** Queues a failed job again, for one more try; false if no failed job has that id. */
    async retry(id: string): Promise<boolean> {
      if (!UUID.test(id)) return false;
      const { rows } = (await db.executeSql(
        `select name from ${QUEUE_SCHEMA}.job where id = $1::uuid and state = 'failed'`,
        [id],
      )) as { rows: { name: string }[] };
      const name = rows[0]?.name;
      if (!name) return false;
      // pg-boss 10 answers { affected }, though its types say void.
      const result = (await boss.retry(name, id)) as unknown as { affected: number };
      return result.affected === 1;
    },
    close: () => boss.stop({ graceful: false }),
  };
}
