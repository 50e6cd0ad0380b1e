import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/database';
import { openDatabase } from '../db/open-database';
import { users } from '../db/schema/index';
import { findUserByEmail } from '../modules/auth/auth.repo';
import { createPasswordHasher } from '../modules/auth/password';
import { createGazetteer } from '../modules/locations/gazetteer';
import { createPhotoStorage } from '../modules/photos/photo-storage';
import { createFolderStorage } from '../storage/folder-storage';
import { createServices } from '../services';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { exposedDemoAccounts, exposedDemoAccountsLine } from './exposed-demo-accounts';
import { seedDemoData, type SeedDemoOptions } from './seed-demo';
import { deleteAllUsers } from './seed.repo';

// Decision 067: production makes no demo account and refuses to serve while one keeps its published password.
let database: DatabaseHandle;
let options: SeedDemoOptions;
const hasher = createPasswordHasher({ memoryKib: 1024 });
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-demo-guard-'));

beforeAll(async () => {
  database = await openDatabase({});
  options = {
    db: database.db,
    hasher,
    storage: createPhotoStorage(createFolderStorage(uploadsDir)),
    gazetteer: createGazetteer(),
    profiles: 3,
    membersWithPhotos: 0,
  };
});
beforeEach(() => deleteAllUsers(database.db));
afterAll(async () => {
  await database?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

const emails = (accounts: readonly { email: string }[]) => accounts.map((account) => account.email);

describe('demo accounts and a production start', () => {
  it('seeds demo data by default everywhere but production, where it must be asked for by name', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('seeds the members without any demo account when told not to make them', async () => {
    const result = await seedDemoData({ ...options, demoAccounts: false });

    expect(result).toMatchObject({ seeded: true, profiles: 3, admirers: 0, demoAccounts: 0 });
    const [all] = await database.db.select({ value: count() }).from(users);
    expect(all?.value).toBe(3);
    for (const account of DEMO_ACCOUNTS) expect(await findUserByEmail(database.db, account.email)).toBeUndefined();
    expect(await exposedDemoAccounts(database.db, hasher)).toEqual([]);
  });

  it('finds every demo account that still has its published password, and names them in one line', async () => {
    await seedDemoData(options);

    const exposed = await exposedDemoAccounts(database.db, hasher);

    expect(emails(exposed)).toEqual(emails(DEMO_ACCOUNTS));
    const line = exposedDemoAccountsLine(exposed);
    expect(line.split('\n')).toHaveLength(1);
    for (const account of DEMO_ACCOUNTS) expect(line).toContain(account.email);
    expect(line).toContain('(a moderator)');
    expect(line).toContain('npm run demo:remove');
  });

  it('lets demo accounts with another password through', async () => {
    await seedDemoData({ ...options, demoPassword: 'a-password-only-this-install-knows' });

    expect(await exposedDemoAccounts(database.db, hasher)).toEqual([]);
    const demo = await findUserByEmail(database.db, DEMO_ACCOUNTS[0]!.email);
    expect(await hasher.verify(demo?.passwordHash, 'a-password-only-this-install-knows')).toBe(true);
  });

  it('removes the demo accounts for the operator (npm run demo:remove), and nothing else', async () => {
    await seedDemoData(options);
    const services = await createServices({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: uploadsDir, ARGON2_MEMORY_KIB: '1024' }),
      db: database.db,
      log: pino({ level: 'silent' }),
    });
    try {
      for (const account of DEMO_ACCOUNTS)
        expect(await services.account.removeAccountByEmail(account.email)).toBe(true);
      expect(await services.account.removeAccountByEmail(DEMO_ACCOUNTS[0]!.email)).toBe(false);
    } finally {
      await services.close();
    }

    expect(await exposedDemoAccounts(database.db, hasher)).toEqual([]);
    const left = await database.db.select({ email: users.email }).from(users);
    expect(left.some((row) => emails(DEMO_ACCOUNTS).includes(row.email))).toBe(false);
    expect(left.length).toBeGreaterThanOrEqual(3);
  });
});
