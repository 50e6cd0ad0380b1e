import fs from 'node:fs';
import net from 'node:net';
import { commandExists, run } from './lib.mjs';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function reachable(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

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
