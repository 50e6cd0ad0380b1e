import path from 'node:path';
import v8 from 'node:v8';
import { z } from 'zod';
import { LIMITS } from '@kindred/contract/constants';
import { CALL_LIMITS, ICE_TRANSPORT_POLICIES, type IceServer } from '@kindred/contract/calls';
import { parseIceServers } from './ice-servers-config';
import type { PoolSettings } from './db/postgres-pool';
import { trustProxySchema, type TrustProxy } from './http/trust-proxy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** `name=ms,name=ms`, or nothing. */
const JOB_TIMES = /^$|^[a-z0-9-]+=\d+(,[a-z0-9-]+=\d+)*$/;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('localhost'),
    /** Where the site is reached; used in e-mailed links. Defaults to http://localhost:PORT. */
    PUBLIC_URL: z.string().url().optional(),
    DATA_DIR: z.string().default('./data'),
    /** A real PostgreSQL server; without it the embedded PGlite database under DATA_DIR is used. */
    DATABASE_URL: z.string().optional(),
    REDIS_URL: z.string().optional(),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Kindred <no-reply@kindred.local>'),
    /** Where the contact form's messages are mailed. */
    SUPPORT_EMAIL: z.string().email().default('support@kindred.app'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Seed demo data into an empty database on start-up: by default everywhere but production (decision 067). */
    SEED_DEMO: z.preprocess((value) => (value === '' ? undefined : value), booleanFlag.optional()),
    SEED_PROFILES: z.coerce.number().int().min(0).max(1_000_000).default(300),
    /** Serve the built web app (apps/web/dist) from the API process. */
    SERVE_WEB: booleanFlag.default(true),
    WEB_DIST: z.string().optional(),
    CORS_ORIGIN: z.string().optional(),
    /** Proxies whose X-Forwarded-For gives the client's address (decision 090): off by default. */
    TRUST_PROXY: trustProxySchema,
    /** The dev mail viewer (it shows reset links): off unless asked for, and never in production. */
    DEV_OUTBOX: booleanFlag.default(false),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_JWKS_URL: z.string().url().optional(),
    GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
    /** The provider's own sign-in script, loaded by the web app when the member presses the button. */
    GOOGLE_SCRIPT_URL: z.string().url().default('https://accounts.google.com/gsi/client'),
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_JWKS_URL: z.string().url().optional(),
    APPLE_ISSUER: z.string().default('https://appleid.apple.com'),
    APPLE_SCRIPT_URL: z
      .string()
      .url()
      .default('https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/en_US/appleid.auth.js'),
    /** Attempts per minute on login, and per 15 minutes on password reset requests. */
    RATE_LIMIT_LOGIN: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_RESET: z.coerce.number().int().min(1).default(5),
    /** Waitlist and newsletter sign-ups per minute, and contact messages per 15 minutes, from one address. */
    RATE_LIMIT_SUBSCRIBE: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT_CONTACT: z.coerce.number().int().min(1).default(5),
    /** Messages a member may send per second (after a burst of LIMITS.messageBurst); benchmarks raise it. */
    MESSAGE_SEND_RATE: z.coerce.number().min(0.1).optional(),
    /** New conversations nobody has answered yet a member may start in 24 hours (decision 078). */
    FIRST_MESSAGES_PER_DAY: z.coerce.number().int().min(1).default(LIMITS.firstMessagesPerDay.unverified),
    FIRST_MESSAGES_PER_DAY_VERIFIED: z.coerce.number().int().min(1).default(LIMITS.firstMessagesPerDay.verified),
    /** argon2id memory in KiB (OWASP: 19 MiB). Lowered only by tests that hash many passwords. */
    ARGON2_MEMORY_KIB: z.coerce.number().int().min(1024).default(19_456),
    /** Password hashes computed at once (default: cores - 1) and waiting (past it: 503). */
    ARGON2_CONCURRENCY: z.coerce.number().int().min(1).optional(),
    ARGON2_QUEUE: z.coerce.number().int().min(0).default(32),
    /** Failed sign-ins per window from one address (any e-mail) and on one e-mail (any address); decision 029. */
    LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
    LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
    /** Reset e-mails per window for one e-mail address, from any address. */
    RESET_REQUESTS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
    /** New verification e-mails one member may ask for per window (the one sent at sign-up aside). */
    VERIFICATION_RESENDS_PER_ACCOUNT: z.coerce.number().int().min(1).default(3),
    /** PostgreSQL pool and timeouts (docs/decisions/037). 0 turns a statement timeout off. */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    DATABASE_POOL_QUEUE: z.coerce.number().int().min(0).default(200),
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** How long `npm start` waits for a PostgreSQL server that is not up yet before giving up. */
    DATABASE_WAIT_SECONDS: z.coerce.number().min(0).default(60),
    /** Retry-After (seconds) on 503 answers while the database is away. */
    RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
    /** How long the readiness check waits for the database and Redis. */
    READY_TIMEOUT_MS: z.coerce.number().int().min(50).default(1_000),
    /** Load shedding: 503 while the event loop lags more than this, or memory passes these (0: off). */
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(500),
    OVERLOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).optional(),
    OVERLOAD_MAX_RSS_MB: z.coerce.number().int().min(0).default(0),
    /** How often cards shown become the exposure ranking reads (decision 054); 0: only when asked (the bench). */
    RECOMMENDATION_EXPOSURE_SNAPSHOT_MS: z.coerce.number().int().min(0).default(600_000),
    /**
     * How often the candidate index is written to the object store, so a process that starts later
     * loads it instead of every member (decision 099); 0: never written nor read.
     */
    CANDIDATE_INDEX_SNAPSHOT_MS: z.coerce.number().int().min(0).default(900_000),
    /**
     * GET /metrics in Prometheus' format (decision 094): on the main port with this bearer token,
     * and/or on a port of its own (METRICS_PORT, bound to METRICS_HOST, by default HOST). Neither
     * set: no metrics are kept and /metrics is 404.
     */
    METRICS_TOKEN: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, { error: 'must be at least 16 characters (a long random secret)' }).optional(),
    ),
    METRICS_PORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().int().min(0).max(65535).optional(),
    ),
    METRICS_HOST: z.string().optional(),
    /** On SIGTERM or SIGINT: how long in-flight work may take before the process exits anyway (0: no limit). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    /**
     * Web Push (decision 047): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys`
     * prints it) and the contact push services see. Without the keys, a pair is made once and kept
     * in the database.
     */
    VAPID_PUBLIC_KEY: z.string().optional(),
    VAPID_PRIVATE_KEY: z.string().optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, { error: 'must be a mailto: or https: URL' })
      .optional(),
    /**
     * The face detector in a worker thread (decision 089). Off: selfies go to a person unchecked.
     * Tests turn it on where they need it.
     */
    IMAGE_MODELS: booleanFlag.default(true),
    /**
     * The nudity classifier beside it (decisions 088, 089): chat images it flags stay blurred even
     * from verified matches. It loads on the first chat image, in the models' own process (about
     * 500 MB more there). Off: images are unclassified.
     */
    NUDITY_CLASSIFIER: booleanFlag.default(true),
    /** How long one image may wait for the models before it is treated as unchecked. */
    IMAGE_MODELS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * Background jobs (decision 092): on a queue in PostgreSQL shared by every process (pg-boss),
     * or in this process. Default: the queue with DATABASE_URL, in-process with the embedded database.
     */
    JOB_QUEUE: z.enum(['postgres', 'in-process']).optional(),
    /** Jobs' intervals, overriding their defaults: `renew-plans=3600000,fill-photo-placeholders=0` (ms; 0: off). */
    JOB_INTERVALS: z.string().regex(JOB_TIMES, { error: 'must be name=ms[,name=ms...]' }).default(''),
    /** How long a queued job may run; one whose process died is retried elsewhere after this. */
    JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** A failed job is retried JOB_RETRIES times, the first after about this, doubling each time. */
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
    JOB_RETRIES: z.coerce.number().int().min(0).max(20).default(5),
    /** Tests only: a job waits this long before each run (`name=ms,...`), so a test can kill it midway. */
    JOB_TEST_DELAYS: z.string().regex(JOB_TIMES, { error: 'must be name=ms[,name=ms...]' }).default(''),
    /** Tests only: push endpoints on http://127.0.0.1 or ::1 (a local receiver). Refused in production. */
    PUSH_ALLOW_LOCAL_ENDPOINTS: booleanFlag.default(false),
    LOGIN_THROTTLE_WINDOW_MINUTES: z.coerce
      .number()
      .min(1)
      .max(24 * 60)
      .default(15),
    /** Stripe takes payments when both are set; otherwise the test-mode provider (decision 046). */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Tests point it at a local fake. */
    STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
    /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads (decision 091). */
    S3_BUCKET: z.string().optional(),
    /** The store's address (MinIO, R2, Ceph...); unset, AWS's own for S3_REGION. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** bucket in the path (http://host/bucket/key), as most self-hosted stores want. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Video calls (decision 110): a JSON array of RTCIceServer (STUN/TURN) the browsers connect through. */
    ICE_SERVERS: z.string().default('[]'),
    /** 'relay': calls go only through TURN, so neither member's browser learns the other's address. */
    ICE_TRANSPORT_POLICY: z.enum(ICE_TRANSPORT_POLICIES).default('all'),
    /** coturn's static-auth-secret: TURN servers in ICE_SERVERS get short-lived credentials made from it. */
    TURN_SECRET: z.string().min(16).optional(),
    TURN_CREDENTIAL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(CALL_LIMITS.turnCredentialSeconds),
    /** How long a call rings before it is missed (tests shorten it). */
    CALL_RING_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(100)
      .default(CALL_LIMITS.ringSeconds * 1000),
  })
  .superRefine((env, context) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
      context.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: 'must differ from PORT' });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set together (or neither, for test mode)',
      });
    }
  });

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const base64urlBytes = (value: string) => (BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1);

/** Both VAPID keys or neither, each of the right size; local push endpoints never in production. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    ctx.addIssue({
      code: 'custom',
      path: [publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'set both VAPID keys, or neither (a pair is then made and kept in the database)',
    });
  }
  if (publicKey && base64urlBytes(publicKey) !== 65) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PUBLIC_KEY'],
      message: 'must be an uncompressed P-256 public key in base64url (65 bytes)',
    });
  }
  if (privateKey && base64urlBytes(privateKey) !== 32) {
    ctx.addIssue({
      code: 'custom',
      path: ['VAPID_PRIVATE_KEY'],
      message: 'must be a P-256 private key in base64url (32 bytes)',
    });
  }
  if (env.JOB_TEST_DELAYS && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['JOB_TEST_DELAYS'],
      message: 'is for tests only and cannot be set in production',
    });
  }
  if (env.JOB_QUEUE === 'postgres' && !env.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['JOB_QUEUE'], message: "'postgres' needs DATABASE_URL" });
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
      message: 'set both S3 keys, or neither (the AWS SDK then finds credentials itself)',
    });
  }
  const ice = parseIceServers(env.ICE_SERVERS);
  if (!ice.ok) ctx.addIssue({ code: 'custom', path: ['ICE_SERVERS'], message: ice.message });
  else if (env.ICE_TRANSPORT_POLICY === 'relay' && !ice.servers.some(isTurn)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ICE_TRANSPORT_POLICY'],
      message: "'relay' needs a turn: server in ICE_SERVERS",
    });
  }
  if (env.PUSH_ALLOW_LOCAL_ENDPOINTS && env.NODE_ENV === 'production') {
    ctx.addIssue({
      code: 'custom',
      path: ['PUSH_ALLOW_LOCAL_ENDPOINTS'],
      message: 'is for tests only and cannot be on in production',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface ProviderConfig {
  clientId: string;
  jwksUrl: string;
  issuer: string;
  /** The provider's sign-in script for the web app; its origin (and the issuer's) join the CSP. */
  scriptUrl: string;
}

export type StorageConfig =
  | { kind: 'folder'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      endpoint: string | undefined;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  uploadsDir: string;
  /** Where uploaded files live: the folder uploadsDir, or an S3-compatible bucket when S3_BUCKET is set. */
  storage: StorageConfig;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  logLevel: Env['LOG_LEVEL'];
  seedDemo: boolean;
  seedProfiles: number;
  serveWeb: boolean;
  webDist: string;
  corsOrigin: string | undefined;
  /** Serve /api/v1/dev/outbox (mail that was not sent: reset links included, so never public). */
  devOutbox: boolean;
  providers: { google: ProviderConfig | null; apple: ProviderConfig | null };
  rateLimit: { login: number; reset: number; subscribe: number; contact: number };
  argon2MemoryKib: number;
  argon2: { concurrency: number | undefined; queueLimit: number };
  loginThrottle: {
    failuresPerAddress: number;
    failuresPerAccount: number;
    resetsPerAccount: number;
    verificationResendsPerAccount: number;
    windowMs: number;
  };
  messageSendRate: number | undefined;
  firstMessagesPerDay: { unverified: number; verified: number };
  database: {
    pool: PoolSettings;
    waitMs: number;
    retryAfterSeconds: number;
    readyTimeoutMs: number;
  };
  overload: { maxEventLoopDelayMs: number; maxHeapBytes: number; maxRssBytes: number };
  recommendations: { exposureSnapshotMs: number; indexSnapshotMs: number };
  shutdownGraceMs: number;
  /** GET /metrics (decision 094): the bearer token, and the port of its own (null: none). */
  metrics: { token: string | undefined; port: number | null; host: string };
  imageModels: { faces: boolean; nudity: boolean; timeoutMs: number };
  trustProxy: TrustProxy;
  jobs: JobSettings;
  /** Null: the test-mode payment provider. */
  stripe: { secretKey: string; webhookSecret: string; apiBase: string } | null;
  push: {
    /** From the configuration; null: the pair kept in the database (made on first start). */
    vapidKeys: { publicKey: string; privateKey: string } | null;
    vapidSubject: string;
    /** Tests only: http://127.0.0.1 and http://[::1] endpoints are accepted and called. */
    allowLocalEndpoints: boolean;
  };
  /** Video calls (decision 110). */
  calls: {
    iceServers: IceServer[];
    iceTransportPolicy: (typeof ICE_TRANSPORT_POLICIES)[number];
    /** coturn's use-auth-secret; null: TURN servers are given as configured. */
    turnSecret: string | null;
    turnCredentialSeconds: number;
    ringTimeoutMs: number;
  };
}

const isTurn = (server: IceServer) =>
  (Array.isArray(server.urls) ? server.urls : [server.urls]).some((url) => /^turns?:/.test(url));

export interface JobSettings {
  /** Where 'shared' jobs and queued tasks run (decision 092). */
  queue: 'postgres' | 'in-process';
  /** By job name: its interval in ms (0: off), replacing the job's own. */
  intervals: Record<string, number>;
  timeoutSeconds: number;
  retryDelaySeconds: number;
  retries: number;
  /** Tests only: by job name, a wait before each run. */
  testDelays: Record<string, number>;
}

function jobTimes(text: string): Record<string, number> {
  if (!text) return {};
  return Object.fromEntries(text.split(',').map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]));
}

/** The default heap limit: 90% of what V8 may use, so the process sheds load before it runs out. */
function defaultMaxHeapBytes(): number {
  return Math.round(v8.getHeapStatistics().heap_size_limit * 0.9);
}

function provider(
  clientId: string | undefined,
  jwksUrl: string | undefined,
  issuer: string,
  scriptUrl: string,
): ProviderConfig | null {
  return clientId && jwksUrl ? { clientId, jwksUrl, issuer, scriptUrl } : null;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // A relative DATA_DIR is read from where the command was typed: `npm run seed` (and the other
  // workspace scripts) run in apps/server, `npm start` at the root, and both mean the root's ./data.
  const dataDir = path.resolve(source.INIT_CWD ?? process.cwd(), env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { kind: 'folder', dir: path.join(dataDir, 'uploads') },
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    logLevel: env.LOG_LEVEL,
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    seedProfiles: env.SEED_PROFILES,
    serveWeb: env.SERVE_WEB,
    webDist: path.resolve(env.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    corsOrigin: env.CORS_ORIGIN || undefined,
    trustProxy: env.TRUST_PROXY,
    devOutbox: env.DEV_OUTBOX && env.NODE_ENV !== 'production',
    providers: {
      google: provider(env.GOOGLE_CLIENT_ID, env.GOOGLE_JWKS_URL, env.GOOGLE_ISSUER, env.GOOGLE_SCRIPT_URL),
      apple: provider(env.APPLE_CLIENT_ID, env.APPLE_JWKS_URL, env.APPLE_ISSUER, env.APPLE_SCRIPT_URL),
    },
    rateLimit: {
      login: env.RATE_LIMIT_LOGIN,
      reset: env.RATE_LIMIT_RESET,
      subscribe: env.RATE_LIMIT_SUBSCRIBE,
      contact: env.RATE_LIMIT_CONTACT,
    },
    argon2MemoryKib: env.ARGON2_MEMORY_KIB,
    argon2: { concurrency: env.ARGON2_CONCURRENCY, queueLimit: env.ARGON2_QUEUE },
    loginThrottle: {
      failuresPerAddress: env.LOGIN_FAILURES_PER_ADDRESS,
      failuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      resetsPerAccount: env.RESET_REQUESTS_PER_ACCOUNT,
      verificationResendsPerAccount: env.VERIFICATION_RESENDS_PER_ACCOUNT,
      windowMs: env.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000,
    },
    messageSendRate: env.MESSAGE_SEND_RATE,
    firstMessagesPerDay: { unverified: env.FIRST_MESSAGES_PER_DAY, verified: env.FIRST_MESSAGES_PER_DAY_VERIFIED },
    database: {
      pool: {
        size: env.DATABASE_POOL_SIZE,
        queue: env.DATABASE_POOL_QUEUE,
        connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
        idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      waitMs: env.DATABASE_WAIT_SECONDS * 1000,
      retryAfterSeconds: env.RETRY_AFTER_SECONDS,
      readyTimeoutMs: env.READY_TIMEOUT_MS,
    },
    overload: {
      maxEventLoopDelayMs: env.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
      maxHeapBytes:
        env.OVERLOAD_MAX_HEAP_MB === undefined ? defaultMaxHeapBytes() : env.OVERLOAD_MAX_HEAP_MB * 1024 * 1024,
      maxRssBytes: env.OVERLOAD_MAX_RSS_MB * 1024 * 1024,
    },
    recommendations: {
      exposureSnapshotMs: env.RECOMMENDATION_EXPOSURE_SNAPSHOT_MS,
      indexSnapshotMs: env.CANDIDATE_INDEX_SNAPSHOT_MS,
    },
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    jobs: {
      queue: env.JOB_QUEUE ?? (env.DATABASE_URL ? 'postgres' : 'in-process'),
      intervals: jobTimes(env.JOB_INTERVALS),
      timeoutSeconds: env.JOB_TIMEOUT_SECONDS,
      retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
      retries: env.JOB_RETRIES,
      testDelays: jobTimes(env.JOB_TEST_DELAYS),
    },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT ?? null, host: env.METRICS_HOST ?? env.HOST },
    imageModels: { faces: env.IMAGE_MODELS, nudity: env.NUDITY_CLASSIFIER, timeoutMs: env.IMAGE_MODELS_TIMEOUT_MS },
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
        ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiBase: env.STRIPE_API_BASE }
        : null,
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
    },
    calls: {
      iceServers: (parseIceServers(env.ICE_SERVERS) as { servers: IceServer[] }).servers,
      iceTransportPolicy: env.ICE_TRANSPORT_POLICY,
      turnSecret: env.TURN_SECRET ?? null,
      turnCredentialSeconds: env.TURN_CREDENTIAL_SECONDS,
      ringTimeoutMs: env.CALL_RING_TIMEOUT_MS,
    },
  };
}
