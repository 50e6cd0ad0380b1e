// npm run make-moderator -- <email> [--revoke]
// Gives a member the moderator role (or takes it back with --revoke). With the embedded database,
// stop the app first: PGlite opens its data directory from one process at a time.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { createLogger } from '../http/logger';
import { createServices, type Services } from '../services';

const { values, positionals } = parseArgs({
  options: { revoke: { type: 'boolean', default: false } },
  allowPositionals: true,
});
const email = positionals[0];
if (!email || positionals.length > 1) {
  process.stderr.write('Usage: npm run make-moderator -- <email> [--revoke]\n');
  process.exit(2);
}

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'db') },
);
let services: Services | undefined;
try {
  services = await createServices({ config, db: database.db, log: createLogger(config.logLevel) });
  const role = values.revoke ? 'member' : 'moderator';
  if (!(await services.moderation.setMemberRole(email, role))) {
    process.stderr.write(`No account with the e-mail ${email}\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write(`${email} is now a ${role}\n`);
  }
} finally {
  await services?.close();
  await database.close();
}
