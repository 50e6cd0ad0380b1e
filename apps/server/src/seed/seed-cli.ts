// npm run seed -w @kindred/server -- --profiles N [--force] [--demo-password P]
// --demo-password gives the demo accounts another password; in production none is made (decision 067),
// so there it changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { isUuid } from '../modules/photos/photo-storage';
import { openDatabase } from '../db/open-database';
import { UNBOUNDED_STATEMENTS } from '../db/postgres-pool';
import { createLogger } from '../http/logger';
import { createServices, type Services } from '../services';
import { seedDemoData } from './seed-demo';
import { seedDemoConversations } from './seed-conversations';
import { deleteAllUsers } from './seed.repo';

const config = loadConfig();
const { values } = parseArgs({
  options: {
    profiles: { type: 'string' },
    force: { type: 'boolean', default: false },
    'demo-password': { type: 'string' },
  },
});
const profiles = values.profiles === undefined ? config.seedProfiles : Number(values.profiles);
if (!Number.isInteger(profiles) || profiles < 0) {
  process.stderr.write(`--profiles must be a whole number of at least 0, not ${values.profiles}\n`);
  process.exit(2);
}

const log = (message: string) => process.stderr.write(`${message}\n`);
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(
  // Deleting every account for --force may take longer than a request's statement timeout.
  config.databaseUrl
    ? { url: config.databaseUrl, pool: UNBOUNDED_STATEMENTS }
    : { dataDir: path.join(config.dataDir, 'db') },
);
let services: Services | undefined;
try {
  services = await createServices({ config, db: database.db, log: createLogger(config.logLevel) });
  const { storage } = services;
  const started = Date.now();
  if (values.force) {
    await deleteAllUsers(database.db);
    // Every account is gone, so every member's images are too (in the folder or the bucket).
    const members = new Set<string>();
    for await (const key of storage.objects.list()) {
      const member = key.split('/')[0]!;
      if (isUuid(member)) members.add(member);
    }
    await Promise.all([...members].map((userId) => storage.removeAll(userId)));
    log(`--force: deleted every account and the images of ${members.size} members`);
  }
  const result = await seedDemoData({
    db: database.db,
    hasher: services.hasher,
    storage,
    gazetteer: services.gazetteer,
    profiles,
    demoAccounts: config.env !== 'production',
    demoPassword: values['demo-password'],
    log,
  });
  if (!result.seeded) log('The database already has accounts: nothing seeded (use --force to start over).');
  else await seedDemoConversations(database.db, services);
  process.stdout.write(
    `${JSON.stringify({ ...result, seconds: Number(((Date.now() - started) / 1000).toFixed(2)) })}\n`,
  );
} catch (error) {
  process.exitCode = 1;
  log(`Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await services?.close();
  await database.close();
}
