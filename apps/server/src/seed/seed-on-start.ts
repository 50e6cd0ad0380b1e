import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createServices } from '../services';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';
import { seedDemoConversations } from './seed-conversations';

/**
 * First start on an empty database: demo members, and the demo logins printed for the developer.
 * In production (only when SEED_DEMO=true is asked for) the members come without the demo
 * accounts, whose passwords are published in this repository (decision 067).
 */
export async function seedOnStart(config: Config, db: Database, log: FastifyBaseLogger) {
  const started = Date.now();
  const demoAccounts = config.env !== 'production';
  // The seed's own services (the app's live inside its plugin); the app's candidate index takes
  // the seeded members in at its next catch-up.
  const services = await createServices({ config, db, log });
  try {
    const result = await seedDemoData({
      db,
      hasher: services.hasher,
      storage: services.storage,
      gazetteer: services.gazetteer,
      profiles: config.seedProfiles,
      demoAccounts,
      log: (message: string) => log.info(message),
    });
    if (result.seeded) {
      const conversations = await seedDemoConversations(db, services);
      log.info({ profiles: result.profiles, conversations, ms: Date.now() - started }, 'seeded demo data');
    }
  } finally {
    await services.close();
  }
  return {
    banner: !demoAccounts
      ? []
      : [
          '  Demo logins:',
          ...DEMO_ACCOUNTS.map(
            (account) =>
              `    ${account.email}  /  ${account.password}${account.role === 'moderator' ? '  (also a moderator)' : ''}`,
          ),
        ],
  };
}
