import { afterAll, beforeAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { kindredApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Database, DatabaseHandle } from '../src/db/database';
import { createLogger } from '../src/http/logger';
import type { MailMessage, Mailer } from '../src/modules/mail/mailer';
import type { ImageClassifier } from '../src/modules/messages/image-classifier';
import { createServer } from '../src/server';
import { openOwnTestDatabase, openTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  /** Every e-mail the app sent, oldest first. */
  mail: MailMessage[];
  close(): Promise<void>;
}

/**
 * The real app on a real test database, with mail recorded instead of sent. `beforeReady` may add
 * test-only routes and hooks (they cannot be added once the app is ready).
 */
export interface TestAppOptions {
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
  /** What the recording mailer says it is: 'smtp' stands for a server with SMTP_URL set. */
  mailTransport?: Mailer['transport'];
  /** A stand-in nudity classifier for chat images (decision 088); absent, none runs. */
  classifyImage?: ImageClassifier;
  /** A database of the test's own (closed with the app), and the DATA_DIR it lives in (left in place). */
  own?: { database: DatabaseHandle; dataDir: string };
  /** A fresh database of the file's own instead of the worker's shared one (openOwnTestDatabase). */
  freshDatabase?: boolean;
}

export async function createTestApp(
  env: Record<string, string> = {},
  { beforeReady, mailTransport = 'outbox', classifyImage, own, freshDatabase = false }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = own?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-test-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    SERVE_WEB: 'false',
    SEED_DEMO: 'false',
    PUBLIC_URL: 'http://kindred.test',
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_RESET: '1000',
    RATE_LIMIT_SUBSCRIBE: '1000',
    RATE_LIMIT_CONTACT: '1000',
    DEV_OUTBOX: 'true',
    // Test files share a database, and app.inject always comes from 127.0.0.1; the throttle's own
    // tests lower these.
    LOGIN_FAILURES_PER_ADDRESS: '100000',
    LOGIN_FAILURES_PER_ACCOUNT: '100000',
    RESET_REQUESTS_PER_ACCOUNT: '100000',
    ARGON2_QUEUE: '100000',
    // The lowest memory config allows: the same argon2id, a thirtieth of the time. The production
    // cost has its own test (auth/password.test.ts).
    ARGON2_MEMORY_KIB: '1024',
    // A test process blocks its event loop for seconds (PGlite loading, argon2 in bulk); load
    // shedding has its own tests (http/load-shedding.routes.test.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    // Loading the image models costs seconds; the files that test them turn them on.
    IMAGE_MODELS: 'off',
    NUDITY_CLASSIFIER: 'off',
    // Snapshots of the candidate index have their own tests (candidate-index-snapshot.routes.test.ts).
    CANDIDATE_INDEX_SNAPSHOT_MS: '0',
    // Files share a database; building decks ahead would rebuild other files' decks, and reminders
    // would go out for other files' plans (their own tests call them).
    JOB_INTERVALS:
      'build-decks-ahead=0,send-date-reminders=0,ask-we-met=0,run-date-check-ins=0,choose-daily-picks=0,refresh-reply-rates=0',
    ...env,
  });
  const database = own?.database ?? (await (freshDatabase ? openOwnTestDatabase() : openTestDatabase()));
  const mail: MailMessage[] = [];
  const mailer: Mailer = {
    transport: mailTransport,
    send: async (message) => {
      mail.push(message);
    },
  };
  // As main.ts does: the server's instance, the app registered in it.
  const app = createServer(createLogger(config.logLevel), { trustProxy: config.trustProxy });
  await app.register(kindredApp, { config, db: database.db, mailer, classifyImage });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    mail,
    async close() {
      await app.close();
      await database.close();
      if (!own) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The usual set-up of an API test file: one app for the file, closed at the end. Read it
 * inside tests (`t().app`), once `beforeAll` has run.
 */
export function useTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): () => TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return () => {
    if (!current) throw new Error('useTestApp: the app is made in beforeAll; read it inside a test');
    return current;
  };
}
