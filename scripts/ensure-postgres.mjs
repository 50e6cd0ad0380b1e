import fs from 'node:fs';
import { commandExists, reachable, run } from './lib.mjs';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The API suite runs on a real PostgreSQL server too. When the local one is down, start it
 * (Debian's cluster tools); when it cannot be reached, the suite fails rather than skips.
 */
export async function ensurePostgres() {
  if (await reachable(TEST_DATABASE_URL)) return;
  const local = ['127.0.0.1', 'localhost', '::1'].includes(new URL(TEST_DATABASE_URL).hostname);
  if (local && commandExists('pg_ctlcluster') && fs.existsSync('/etc/postgresql')) {
    for (const version of fs.readdirSync('/etc/postgresql')) {
      console.log(`PostgreSQL is down: starting cluster ${version}/main...`);
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    }
    for (let i = 0; i < 30; i++) {
      if (await reachable(TEST_DATABASE_URL)) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  console.error(`PostgreSQL is not reachable at ${TEST_DATABASE_URL}; the real-PostgreSQL suite will fail.`);
}
