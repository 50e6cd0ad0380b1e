import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { DatabaseNotReady, waitForPostgres } from './db/wait-for-postgres';
import { createLogger } from './http/logger';
import { serveBackups } from './backup/backup-socket';
import { kindredApp } from './app';
import { createServer } from './server';
import { createPasswordHasher } from './modules/auth/password';
import { exposedDemoAccounts, exposedDemoAccountsLine } from './seed/exposed-demo-accounts';
import { seedOnStart } from './seed/seed-on-start';

const config = loadConfig();
const started = Date.now();
const logger = createLogger(config.logLevel);
if (config.databaseUrl) {
  try {
    await waitForPostgres(config.databaseUrl, {
      waitMs: config.database.waitMs,
      connectTimeoutMs: config.database.pool.connectTimeoutMs,
      log: { warn: (line) => logger.warn(line), info: (line) => logger.info(line) },
    });
  } catch (error) {
    if (!(error instanceof DatabaseNotReady)) throw error;
    logger.fatal(error.message);
    process.exit(1);
  }
}
const database = await openDatabase(
  config.databaseUrl
    ? { url: config.databaseUrl, pool: config.database.pool, log: logger }
    : { dataDir: path.join(config.dataDir, 'db') },
);
// A demo login whose password is in the repository would be anyone's way in (decision 067).
if (config.env === 'production') {
  const exposed = await exposedDemoAccounts(database.db, createPasswordHasher({ memoryKib: config.argon2MemoryKib }));
  if (exposed.length > 0) {
    logger.fatal(exposedDemoAccountsLine(exposed));
    await database.close();
    process.exit(1);
  }
}
const app = createServer(logger, { trustProxy: config.trustProxy });
await app.register(kindredApp, { config, db: database.db });
// `npm run backup` asks the running server for a copy of the embedded database (decision 095).
const backups = database.dumpDataDir ? await serveBackups(config.dataDir, database.dumpDataDir, logger) : null;

// SIGTERM / SIGINT: stop taking requests, let those in flight and queued message writes finish,
// close the sockets' transports (clients reconnect elsewhere), then the pool (docs/decisions/037).
closeWithGrace({ delay: config.shutdownGraceMs, logger }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  await backups?.close();
  await database.close();
});

const seeded = config.seedDemo ? await seedOnStart(config, database.db, app.log) : null;
await app.listen({ port: config.port, host: config.host });

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.publicUrl.includes(`:${config.port}`)
  ? config.publicUrl.replace(`:${config.port}`, `:${port}`)
  : config.publicUrl;
function outboxBanner(base: string): string[] {
  if (config.smtpUrl) return [];
  return config.devOutbox
    ? [`  Mail is not sent: read it (reset links too) at ${base}/dev/outbox`]
    : [`  Mail is not sent: start with DEV_OUTBOX=true to read it at ${base}/dev/outbox`];
}

const lines = [
  '',
  `  Kindred is running at ${url}`,
  `  Database: ${database.driver === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL (DATABASE_URL)'}`,
  ...(seeded ? seeded.banner : []),
  ...outboxBanner(url),
  `  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl+C to stop.`,
  '',
];
process.stdout.write(`${lines.join('\n')}\n`);
