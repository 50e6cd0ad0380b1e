// Background jobs on the queue every process shares (decision 092): three servers on one
// PostgreSQL database (and one Redis, as such a deployment has) run a scheduled job once per tick between them, and a job whose process is
// killed midway is retried and finished by another.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppProcess } from './support/app-process';
import { ThrowawayPostgres } from './support/throwaway-postgres';
import { ThrowawayRedis } from './support/throwaway-redis';
import { closedPort } from '../network';
import { openDatabase } from '../../src/db/open-database';

const TICKING = 'renew-plans';
const SLOW = 'fill-photo-placeholders';
const SLOW_MS = 3_000;

let db: ThrowawayPostgres;
let redis: ThrowawayRedis;
let dataDir: string;
const apps: AppProcess[] = [];

async function startApp(): Promise<AppProcess> {
  const app = new AppProcess({
    port: await closedPort(),
    databaseUrl: db.url,
    redisUrl: redis.url,
    dataDir,
    env: {
      // JOB_TEST_DELAYS is refused in production.
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      JOB_INTERVALS: `${TICKING}=1000,${SLOW}=8000,remove-unsent-uploads=0,remove-orphaned-objects=0,move-selfies-to-storage=0`,
      JOB_TEST_DELAYS: `${SLOW}=${SLOW_MS}`,
      // Longer than the slow job; a killed run is found after this.
      JOB_TIMEOUT_SECONDS: '5',
      JOB_RETRY_DELAY_SECONDS: '1',
      IMAGE_MODELS: 'off',
      NUDITY_CLASSIFIER: 'off',
    },
  });
  apps.push(app);
  await app.ready();
  return app;
}

interface JobLine {
  job: string;
  id: string;
  attempt: number;
}

const jobLines = (app: AppProcess, message: string, job: string) =>
  app.logLines(message).filter((line) => line.job === job) as unknown as JobLine[];

beforeAll(async () => {
  db = await ThrowawayPostgres.create();
  redis = await ThrowawayRedis.create();
  dataDir = AppProcess.dataDir();
  // Migrated here, so the three start at once; they create the queue's schema together.
  await (await openDatabase({ url: db.url })).close();
  await Promise.all([startApp(), startApp(), startApp()]);
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await redis?.stop();
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('jobs on the queue three processes share', () => {
  it('runs a scheduled job exactly once per tick', async () => {
    // Four slots run to the end (on a busy machine the newest slots may still be waiting).
    await expect
      .poll(
        async () =>
          (await db.query(`select 1 from pgboss.job where name = $1 and state = 'completed'`, [TICKING])).length,
        { timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(4);
    const rows = await db.query<{ id: string; singleton_on: Date; state: string }>(
      `select id, singleton_on, state from pgboss.job where name = $1 order by singleton_on`,
      [TICKING],
    );
    const started = apps.flatMap((app) => jobLines(app, 'job started', TICKING).map((line) => line.id));
    // One job per one-second slot, and each job started once, in one of the processes.
    expect(new Set(rows.map((row) => row.singleton_on.getTime())).size).toBe(rows.length);
    expect(started.length).toBe(new Set(started).size);
    const completed = rows.filter((row) => row.state === 'completed').map((row) => row.id);
    expect(completed.length).toBeGreaterThanOrEqual(4);
    expect(started).toEqual(expect.arrayContaining(completed));
    expect(rows.every((row) => started.includes(row.id) || row.state === 'created')).toBe(true);
  });

  it('retries in another process a job whose process was killed midway', async () => {
    // A run of the slow job that has started and not finished.
    let victim: AppProcess | undefined;
    let id: string | undefined;
    await expect
      .poll(
        () => {
          for (const app of apps) {
            const done = new Set(jobLines(app, 'job done', SLOW).map((line) => line.id));
            const running = jobLines(app, 'job started', SLOW).find((line) => !done.has(line.id));
            if (running) [victim, id] = [app, running.id];
          }
          return id;
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBeDefined();
    victim!.signal('SIGKILL');
    await victim!.exited;
    expect(jobLines(victim!, 'job done', SLOW).map((line) => line.id)).not.toContain(id);

    const others = apps.filter((app) => app !== victim);
    await expect
      .poll(() => others.flatMap((app) => jobLines(app, 'job done', SLOW)).find((line) => line.id === id), {
        timeout: 25_000,
        interval: 200,
      })
      .toMatchObject({ id, attempt: 2 });
    const [row] = await db.query<{ state: string; retry_count: number }>(
      `select state, retry_count from pgboss.job where id = $1`,
      [id],
    );
    expect(row).toEqual({ state: 'completed', retry_count: 1 });
  });
});
