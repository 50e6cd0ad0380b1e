import path from 'node:path';
import v8 from 'node:v8';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEFAULT_POOL_SETTINGS } from './db/postgres-pool';

describe('surviving outages: configuration', () => {
  it('has defaults that match the pool module and the documented values', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({
      pool: DEFAULT_POOL_SETTINGS,
      waitMs: 60_000,
      retryAfterSeconds: 5,
      readyTimeoutMs: 1_000,
    });
    expect(config.overload.maxEventLoopDelayMs).toBe(500);
    expect(config.overload.maxRssBytes).toBe(0);
    expect(config.shutdownGraceMs).toBe(10_000);
  });

  it("hashes passwords at OWASP's argon2id memory (19 MiB) unless told otherwise", () => {
    expect(loadConfig({}).argon2MemoryKib).toBe(19_456);
    expect(loadConfig({ ARGON2_MEMORY_KIB: '1024' }).argon2MemoryKib).toBe(1024);
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '512' })).toThrow();
  });

  it('sheds load before V8 runs out of heap by default, and takes a limit in MB', () => {
    const limit = v8.getHeapStatistics().heap_size_limit;
    const byDefault = loadConfig({}).overload.maxHeapBytes;
    expect(byDefault).toBeGreaterThan(0);
    expect(byDefault).toBeLessThan(limit);
    expect(loadConfig({ OVERLOAD_MAX_HEAP_MB: '512', OVERLOAD_MAX_RSS_MB: '1024' }).overload).toMatchObject({
      maxHeapBytes: 512 * 1024 * 1024,
      maxRssBytes: 1024 * 1024 * 1024,
    });
    expect(loadConfig({ OVERLOAD_MAX_HEAP_MB: '0' }).overload.maxHeapBytes).toBe(0);
  });

  it('reads every variable into its place', () => {
    const config = loadConfig({
      DATABASE_POOL_SIZE: '25',
      DATABASE_POOL_QUEUE: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '750',
      DATABASE_STATEMENT_TIMEOUT_MS: '0',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30000',
      DATABASE_WAIT_SECONDS: '2.5',
      RETRY_AFTER_SECONDS: '30',
      READY_TIMEOUT_MS: '250',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      SHUTDOWN_GRACE_MS: '0',
    });
    expect(config.database).toEqual({
      pool: { size: 25, queue: 0, connectTimeoutMs: 750, statementTimeoutMs: 0, idleInTransactionTimeoutMs: 30_000 },
      waitMs: 2_500,
      retryAfterSeconds: 30,
      readyTimeoutMs: 250,
    });
    expect(config.overload.maxEventLoopDelayMs).toBe(0);
    expect(config.shutdownGraceMs).toBe(0);
  });

  it.each([
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '1001'],
    ['DATABASE_POOL_SIZE', '2.5'],
    ['DATABASE_POOL_QUEUE', '-1'],
    ['DATABASE_CONNECT_TIMEOUT_MS', '99'],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
    ['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 'soon'],
    ['DATABASE_WAIT_SECONDS', '-5'],
    ['RETRY_AFTER_SECONDS', '0'],
    ['RETRY_AFTER_SECONDS', '3601'],
    ['READY_TIMEOUT_MS', '49'],
    ['OVERLOAD_MAX_EVENT_LOOP_DELAY_MS', '-1'],
    ['OVERLOAD_MAX_HEAP_MB', '1.5'],
    ['OVERLOAD_MAX_RSS_MB', '-1'],
    ['SHUTDOWN_GRACE_MS', '-1'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});

describe('the public site’s forms: configuration', () => {
  it('mails contact messages to support@kindred.app and limits the forms per address by default', () => {
    const config = loadConfig({});
    expect(config.supportEmail).toBe('support@kindred.app');
    expect(config.rateLimit).toMatchObject({ subscribe: 10, contact: 5 });
  });

  it('takes another support address and limits, and refuses an address that is not one', () => {
    const config = loadConfig({
      SUPPORT_EMAIL: 'care@example.org',
      RATE_LIMIT_SUBSCRIBE: '3',
      RATE_LIMIT_CONTACT: '1',
    });
    expect(config.supportEmail).toBe('care@example.org');
    expect(config.rateLimit).toMatchObject({ subscribe: 3, contact: 1 });
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ RATE_LIMIT_CONTACT: '0' })).toThrow(/RATE_LIMIT_CONTACT/);
  });
});

describe('metrics: configuration (decision 094)', () => {
  it('keeps none by default; takes a token, a port of their own and its host', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: null, host: 'localhost' });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics).toMatchObject({ token: undefined, port: null });
    const config = loadConfig({ METRICS_TOKEN: 'a'.repeat(16), METRICS_PORT: '9100', HOST: '0.0.0.0' });
    expect(config.metrics).toEqual({ token: 'a'.repeat(16), port: 9100, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_PORT: '9100', METRICS_HOST: '10.0.0.5' }).metrics.host).toBe('10.0.0.5');
  });

  it('refuses a short token and the main port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});

describe('Web Push: configuration', () => {
  const pair = {
    VAPID_PUBLIC_KEY: Buffer.alloc(65, 4).toString('base64url'),
    VAPID_PRIVATE_KEY: Buffer.alloc(32, 1).toString('base64url'),
  };

  it('keeps the keys in the database unless both are given, with the support address as contact', () => {
    const config = loadConfig({});
    expect(config.push).toEqual({
      vapidKeys: null,
      vapidSubject: 'mailto:support@kindred.app',
      allowLocalEndpoints: false,
    });
    expect(loadConfig(pair).push.vapidKeys).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
    });
  });

  it('refuses one key without the other, keys of the wrong size, and local endpoints in production', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'abc' })).toThrow(/32 bytes/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'http://kindred.app' })).toThrow(/VAPID_SUBJECT/);
    expect(() => loadConfig({ NODE_ENV: 'production', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' })).toThrow(
      /PUSH_ALLOW_LOCAL_ENDPOINTS/,
    );
    expect(loadConfig({ NODE_ENV: 'test', PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).push.allowLocalEndpoints).toBe(true);
  });
});

describe('the job queue (decision 092)', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/kindred';

  it('is the PostgreSQL queue with DATABASE_URL and in-process without, unless JOB_QUEUE says', () => {
    expect(loadConfig({}).jobs.queue).toBe('in-process');
    expect(loadConfig({ DATABASE_URL: url }).jobs.queue).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: url, JOB_QUEUE: 'in-process' }).jobs.queue).toBe('in-process');
    expect(() => loadConfig({ JOB_QUEUE: 'postgres' })).toThrow(/JOB_QUEUE: 'postgres' needs DATABASE_URL/);
  });

  it('reads intervals by job name, and refuses them written otherwise', () => {
    expect(loadConfig({ JOB_INTERVALS: 'renew-plans=2000,fill-photo-placeholders=0' }).jobs.intervals).toEqual({
      'renew-plans': 2000,
      'fill-photo-placeholders': 0,
    });
    expect(loadConfig({}).jobs).toMatchObject({ intervals: {}, testDelays: {}, timeoutSeconds: 300, retries: 5 });
    for (const bad of ['renew-plans', 'renew-plans=2s', 'renew-plans=1,', '=5']) {
      expect(() => loadConfig({ JOB_INTERVALS: bad })).toThrow(/JOB_INTERVALS: must be name=ms/);
    }
  });

  it('takes test delays in tests and refuses them in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', JOB_TEST_DELAYS: 'renew-plans=3000' }).jobs.testDelays).toEqual({
      'renew-plans': 3000,
    });
    expect(() => loadConfig({ NODE_ENV: 'production', JOB_TEST_DELAYS: 'renew-plans=3000' })).toThrow(
      /JOB_TEST_DELAYS: is for tests only/,
    );
  });
});

describe('the data directory', () => {
  it("reads a relative DATA_DIR from where the npm command was typed, so workspace scripts find npm start's data", () => {
    // `npm run seed` runs in apps/server with INIT_CWD at the repository root.
    expect(loadConfig({ INIT_CWD: '/repo' }).dataDir).toBe(path.resolve('/repo', 'data'));
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: 'elsewhere' }).uploadsDir).toBe('/repo/elsewhere/uploads');
    expect(loadConfig({ INIT_CWD: '/repo', DATA_DIR: '/var/kindred' }).dataDir).toBe('/var/kindred');
    expect(loadConfig({}).dataDir).toBe(path.resolve(process.cwd(), 'data'));
  });
});
