// A production start (NODE_ENV=production, the built server) on a fresh database: nothing seeded
// unless asked for, never a demo account, and no serving while a demo account keeps the password
// published in this repository (decision 067).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/open-database';
import { rowsOf } from '../../src/db/rows';
import { createServices } from '../../src/services';
import { DEMO_ACCOUNTS } from '../../src/seed/demo-accounts';
import { seedDemoData } from '../../src/seed/seed-demo';
import { deleteAllUsers } from '../../src/seed/seed.repo';
import { closedPort } from '../network';
import { AppProcess } from './support/app-process';
import { ThrowawayPostgres } from './support/throwaway-postgres';

let db: ThrowawayPostgres;
let dataDir: string;
const apps: AppProcess[] = [];

async function start(env: Record<string, string> = {}): Promise<AppProcess> {
  const app = new AppProcess({ port: await closedPort(), databaseUrl: db.url, dataDir, env });
  apps.push(app);
  return app;
}

async function signIn(app: AppProcess, email: string, password: string): Promise<number> {
  const response = await fetch(`${app.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

async function memberCount(): Promise<number> {
  const handle = await openDatabase({ url: db.url });
  try {
    return rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM users`))[0]!.n;
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  db = await ThrowawayPostgres.create();
  dataDir = AppProcess.dataDir();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
  await db?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('a production start', () => {
  it('seeds nothing on an empty database, and no demo login signs in', async () => {
    const app = await start({ SEED_DEMO: '' });
    await app.ready();

    expect(await memberCount()).toBe(0);
    for (const account of DEMO_ACCOUNTS) expect(await signIn(app, account.email, account.password)).toBe(401);
    expect(app.log).not.toContain('Demo logins');
    await app.stop();
  });

  it('seeds the members when SEED_DEMO=true is asked for, but never a demo account', async () => {
    const app = await start({ SEED_DEMO: 'true', SEED_PROFILES: '4' });
    await app.ready(120_000);

    expect(await memberCount()).toBe(4);
    for (const account of DEMO_ACCOUNTS) expect(await signIn(app, account.email, account.password)).toBe(401);
    await app.stop();
  });

  it('refuses to serve, in one line, while a demo account has its published password', async () => {
    // What a development start (or a copied development database) leaves behind.
    const handle = await openDatabase({ url: db.url });
    const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-demo-seed-'));
    const services = await createServices({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: uploads, ARGON2_MEMORY_KIB: '1024' }),
      db: handle.db,
      log: pino({ level: 'silent' }),
    });
    try {
      await deleteAllUsers(handle.db);
      await seedDemoData({ ...services, db: handle.db, profiles: 0, membersWithPhotos: 0 });
    } finally {
      await services.close();
      await handle.close();
      fs.rmSync(uploads, { recursive: true, force: true });
    }

    const app = await start();
    const { code } = await app.exited;

    expect(code).toBe(1);
    const refusals = app.log.split('\n').filter((line) => line.includes('Refusing to serve in production'));
    expect(refusals).toHaveLength(1);
    for (const account of DEMO_ACCOUNTS) expect(refusals[0]).toContain(account.email);
    expect(refusals[0]).toContain('npm run demo:remove');
  });
});
