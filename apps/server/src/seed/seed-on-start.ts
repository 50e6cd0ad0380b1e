import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { createPasswordHasher } from '../modules/auth/password';
import { createGazetteer } from '../modules/locations/gazetteer';
import { createPhotoStorage } from '../modules/photos/photo-storage';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';
import { seedDemoConversations } from './seed-conversations';

/** First start on an empty database: demo members, and the demo logins printed for the developer. */
export async function seedOnStart(config: Config, db: Database, log: FastifyBaseLogger) {
  const started = Date.now();
  const storage = createPhotoStorage(config.uploadsDir);
  const result = await seedDemoData({
    db,
    hasher: createPasswordHasher({ memoryKib: config.argon2MemoryKib }),
    storage,
    gazetteer: createGazetteer(),
    profiles: config.seedProfiles,
    log: (message: string) => log.info(message),
  });
  if (result.seeded) {
    const conversations = await seedDemoConversations({ db, storage });
    log.info({ profiles: result.profiles, conversations, ms: Date.now() - started }, 'seeded demo data');
  }
  return {
    banner: [
      '  Demo logins:',
      ...DEMO_ACCOUNTS.map(
        (account) =>
          `    ${account.email}  /  ${account.password}${account.role === 'moderator' ? '  (also a moderator)' : ''}`,
      ),
    ],
  };
}
