import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open-database';
import { pgliteOf } from '../src/db/pglite-named-statements';
import { startS3Server } from './s3-server';
import './test-db-kind';

// PGlite's initdb costs seconds: migrate one database once, dump it, and let every test
// file start from the dump (about a second).
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kindred-pglite-'));
  const handle = await openDatabase({});
  const pglite = pgliteOf('$client' in handle.db ? handle.db.$client : undefined);
  if (!pglite) throw new Error('openDatabase({}) did not open PGlite');
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dumpPath = path.join(dir, 'migrated.tar');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('testDatabase', { kind: 'pglite', dumpPath });
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await s3.close();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}
