import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../http/logger';
import { createServices, type Services } from '../services';

/**
 * A command's run: the configured database (DATABASE_URL, or the embedded one under DATA_DIR:
 * stop the app first, PGlite opens its directory from one process at a time) and the app's
 * services, closed afterwards whatever happens.
 */
export async function withServices(job: (services: Services, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
  );
  let services: Services | undefined;
  try {
    services = await createServices({ config, db: database.db, log: createLogger(config.logLevel) });
    await job(services, config);
  } finally {
    await services?.close();
    await database.close();
  }
}
