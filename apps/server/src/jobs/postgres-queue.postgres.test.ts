import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { JobSettings } from '../config';
import { adminUrlFor, postgresTestServerUrl } from '../../test/postgres-url';
import type { Job, Task } from './job';
import type { JobLog, JobQueue } from './job-queue';
import { createPostgresQueue } from './postgres-queue';
import { openQueueAdmin } from './queue-admin';
import { QUEUE_SCHEMA } from './queue-tables';

// Two queues stand for two processes on one database: an empty one of the test's own, so that
// pg-boss creates its schema as it would on a new server (the worker's clone is left alone).
const database = `kindred_jobs_${process.pid}_${Date.now()}`;
const serverUrl = postgresTestServerUrl();
const url = adminUrlFor(serverUrl, database);
const settings: JobSettings = {
  queue: 'postgres',
  intervals: {},
  timeoutSeconds: 30,
  retryDelaySeconds: 1,
  retries: 1,
  testDelays: {},
};
const quiet: JobLog = { error: () => {}, warn: () => {}, debug: () => {} };

let admin: pg.Client;
let client: pg.Client;
const queues: JobQueue[] = [];

let tickRuns = 0;
const tick: Job = { name: 'tick', everyMs: 1000, scope: 'shared', run: async () => void tickRuns++ };
let processRuns = 0;
const local: Job = { name: 'local', everyMs: 1000, scope: 'process', run: async () => void processRuns++ };
const mailed: { to: string; by: number }[] = [];
/** A task that fails for one address, and records the others with the queue that ran it. */
const mailTask = (by: number): Task<{ to: string }> => ({
  name: 'send-email',
  run: async ({ to }) => {
    if (to === 'nobody@example.com') throw new Error('mailbox unavailable');
    mailed.push({ to, by });
  },
});

beforeAll(async () => {
  admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  client = new pg.Client({ connectionString: url });
  await client.connect();
  // Both at once, as processes behind a proxy start: creating the same queues must not deadlock.
  await Promise.all(
    [1, 2].map((by) => {
      const queue = createPostgresQueue({ url, settings, log: quiet });
      queues.push(queue);
      return queue.start([tick, local], [mailTask(by) as Task<never>]);
    }),
  );
});

afterAll(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await client?.end();
  await admin?.query(`drop database if exists ${database} with (force)`);
  await admin?.end();
});

const jobRows = async (name: string) =>
  (
    await client.query<{ id: string; state: string; retry_count: number; singleton_on: Date | null; output: unknown }>(
      `select id, state, retry_count, singleton_on, output from ${QUEUE_SCHEMA}.job where name = $1`,
      [name],
    )
  ).rows;

describe('the job queue on PostgreSQL', () => {
  it('creates its schema in an empty database on start', async () => {
    const { rows } = await client.query(`select 1 from information_schema.schemata where schema_name = $1`, [
      QUEUE_SCHEMA,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('runs a shared job once per interval across two processes, a job per slot', async () => {
    await expect
      .poll(async () => (await jobRows('tick')).filter((row) => row.state === 'completed').length, {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(3);
    const rows = await jobRows('tick');
    const done = rows.filter((row) => row.state === 'completed');
    // Every run is a job's, and no slot had two jobs.
    expect(tickRuns).toBeGreaterThanOrEqual(done.length);
    expect(tickRuns).toBeLessThanOrEqual(rows.length);
    expect(new Set(rows.map((row) => row.singleton_on?.getTime())).size).toBe(rows.length);
    expect(rows.every((row) => row.retry_count === 0)).toBe(true);
  });

  it('keeps process jobs off the queue: each process runs its own', async () => {
    await expect.poll(() => processRuns, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    expect(await jobRows('local')).toEqual([]);
  });

  it('runs a queued task in one of the processes', async () => {
    queues[0]!.enqueue(mailTask(1), { to: 'ada@example.com' });
    await expect
      .poll(() => mailed.filter((mail) => mail.to === 'ada@example.com'), { timeout: 10_000 })
      .toHaveLength(1);
    await expect.poll(async () => (await jobRows('send-email')).map((row) => row.state)).toEqual(['completed']);
  });

  it('retries a failing task with backoff, then keeps it failed, counted by stats(); the others go once', async () => {
    const burst = ['b1@example.com', 'nobody@example.com', 'b2@example.com', 'b3@example.com'];
    for (const to of burst) queues[1]!.enqueue(mailTask(2), { to });
    await expect
      .poll(
        () =>
          mailed
            .filter((mail) => mail.to.startsWith('b'))
            .map((mail) => mail.to)
            .sort(),
        { timeout: 10_000 },
      )
      .toEqual(['b1@example.com', 'b2@example.com', 'b3@example.com']);
    await expect
      .poll(async () => (await jobRows('send-email')).find((row) => row.state === 'failed'), { timeout: 15_000 })
      .toMatchObject({ retry_count: 1, output: expect.objectContaining({ message: 'mailbox unavailable' }) });
    const stats = await queues[0]!.stats();
    expect(stats).toMatchObject({ queue: 'postgres', failed: 1 });
    expect(stats.byName['send-email']).toEqual({ waiting: 0, running: 0, failed: 1 });
    expect(Object.keys(stats.byName).sort()).toEqual(['send-email', 'tick']);
  });

  it('lists the failed job for an operator, without its data, and queues it again for one more try', async () => {
    const admin = await openQueueAdmin(url);
    try {
      const failed = await admin.failed();
      expect(failed).toEqual([
        {
          id: expect.any(String),
          name: 'send-email',
          attempts: 2,
          failedAt: expect.any(Date),
          error: 'mailbox unavailable',
        },
      ]);
      expect(await admin.counts()).toMatchObject({ failed: 1, byName: { 'send-email': { failed: 1 } } });
      expect(await admin.retry('not-an-id')).toBe(false);
      expect(await admin.retry(failed[0]!.id)).toBe(true);
      await expect
        .poll(() => admin.failed(), { timeout: 10_000 })
        .toEqual([expect.objectContaining({ id: failed[0]!.id, attempts: 3 })]);
    } finally {
      await admin.close();
    }
  });
});
