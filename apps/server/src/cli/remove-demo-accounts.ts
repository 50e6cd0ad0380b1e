// npm run demo:remove: deletes the demo accounts (and everything of theirs), wherever the
// configuration points (DATABASE_URL or the embedded database under DATA_DIR). Decision 067.
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../http/logger';
import { createServices, type Services } from '../services';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
);
let services: Services | undefined;
try {
  services = await createServices({ config, db: database.db, log: createLogger(config.logLevel) });
  const removed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await services.account.removeAccountByEmail(account.email)) removed.push(account.email);
  }
  process.stdout.write(
    removed.length > 0 ? `Removed the demo accounts ${removed.join(' and ')}.\n` : 'No demo account was found.\n',
  );
} catch (error) {
  process.exitCode = 1;
  process.stderr.write(
    `Removing the demo accounts failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
} finally {
  await services?.close();
  await database.close();
}
