import type PgBoss from 'pg-boss';
import { emptyCounts, type JobCounts } from './job-queue';

/** pg-boss's tables (decision 092): `pgboss.job` (waiting, running, failed), `pgboss.archive` (done). */
export const QUEUE_SCHEMA = 'pgboss';

/** Jobs by name and by what they wait for, across every process: `waiting` counts retries too. */
export async function countJobs(db: PgBoss.Db, names: readonly string[]) {
  const byName: Record<string, JobCounts> = Object.fromEntries(names.map((name) => [name, emptyCounts()]));
  const total = emptyCounts();
  const { rows } = (await db.executeSql(
    `select name, state, count(*)::int as count from ${QUEUE_SCHEMA}.job
      where state in ('created', 'retry', 'active', 'failed') group by name, state`,
    [],
  )) as { rows: { name: string; state: string; count: number }[] };
  for (const { name, state, count } of rows) {
    const key = state === 'active' ? 'running' : state === 'failed' ? 'failed' : 'waiting';
    (byName[name] ??= emptyCounts())[key] += count;
    total[key] += count;
  }
  return { ...total, byName };
}
