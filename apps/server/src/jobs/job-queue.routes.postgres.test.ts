import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../../test/app';
import { rowsOf } from '../db/rows';
import { postgresTestDatabaseUrl } from '../../test/database';
import { bearer, createMember, createFittingStrangers } from '../../test/factories';
import { browserKeys, startPushReceiver, type PushReceiver } from '../../test/push-receiver';

// The app with the shared queue (decision 092): its e-mail and pushes go through pgboss.job in
// this worker's database; the scheduled jobs are off so that they leave the other files' rows be.
const t = useTestApp({
  DATABASE_URL: postgresTestDatabaseUrl(),
  JOB_QUEUE: 'postgres',
  JOB_INTERVALS:
    'renew-plans=0,fill-photo-placeholders=0,remove-unsent-uploads=0,remove-orphaned-objects=0,move-selfies-to-storage=0,build-decks-ahead=0,send-date-reminders=0,ask-we-met=0',
  JOB_RETRY_DELAY_SECONDS: '1',
  PUSH_ALLOW_LOCAL_ENDPOINTS: 'true',
});
let receiver: PushReceiver;

beforeAll(async () => {
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
});

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  data: Record<string, unknown>;
}
const jobs = async (name: string) =>
  rowsOf<JobRow>(
    await t().db.execute(
      sql`select id, state, retry_count, data from pgboss.job where name = ${name} order by created_on`,
    ),
  );

describe('e-mail and pushes on the shared job queue', () => {
  it('sends the registration e-mail from the queue', async () => {
    const member = await createMember(t().app);
    await expect
      .poll(() => t().mail.filter((mail) => mail.to === member.user.email), { timeout: 10_000 })
      .toHaveLength(1);
    // The mail is handed over before pg-boss marks the job done.
    await expect
      .poll(
        async () =>
          (await jobs('send-email')).filter((job) => job.data.to === member.user.email).map((job) => job.state),
        { timeout: 10_000 },
      )
      .toEqual(['completed']);
  });

  it('retries a push the push service refused with 503, and reports the queue through stats()', async () => {
    const { her, him } = await createFittingStrangers(t().app, t().db);
    const endpoint = receiver.endpoint();
    const subscribed = await t().app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      headers: bearer(her.token),
      payload: { endpoint, keys: browserKeys().json, expirationTime: null },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);
    const pushes = () => receiver.received.filter((push) => `${receiver.origin}${push.path}` === endpoint);

    receiver.answer(503);
    try {
      const liked = await t().app.inject({
        method: 'POST',
        url: `/api/v1/matches/${her.user.id}/like`,
        headers: bearer(him.token),
      });
      expect(liked.statusCode, liked.body).toBe(200);
      await expect.poll(() => pushes().length, { timeout: 10_000 }).toBe(1);
    } finally {
      receiver.answer(201);
    }
    await expect.poll(() => pushes().length, { timeout: 15_000 }).toBe(2);
    const [job] = (await jobs('send-push')).filter((row) => (row.data.userId as string) === her.user.id);
    await expect
      .poll(async () => (await jobs('send-push')).find((row) => row.id === job?.id))
      .toMatchObject({
        state: 'completed',
        retry_count: 1,
      });

    const stats = await t().app.jobQueue.stats();
    expect(stats.queue).toBe('postgres');
    // Its tasks, and any scheduled job another file's server left queued in this worker's database.
    expect(Object.keys(stats.byName)).toEqual(expect.arrayContaining(['send-email', 'send-push']));
    expect(stats.byName['send-push']).toMatchObject({ running: 0, failed: 0 });
  });
});
