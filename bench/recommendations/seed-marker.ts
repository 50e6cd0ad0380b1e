// The marker row that says a bench database holds a finished seed, of which version and size, on
// which migrations; and the decision whether a stored seed can be reused.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../apps/server/src/db/database';
import { seed, SEED_VERSION, tableSizes, type SeedSize, type SqlRunner, type StepDurations } from './seed-sql';

export interface SeedInfo {
  version: number;
  members: number;
  swipes: number;
  seededAt: string;
  /** Seconds per step and in total, as measured when the seed was made. */
  durations: StepDurations & { total: number };
  rows: Record<string, number>;
  /** SHA-256 of each migration file the seed was made on. */
  migrations: Record<string, string>;
}

export function migrationHashes(): Record<string, string> {
  const folder = migrationsFolder();
  const hashes: Record<string, string> = {};
  for (const file of fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    hashes[file] = createHash('sha256')
      .update(fs.readFileSync(path.join(folder, file)))
      .digest('hex')
      .slice(0, 16);
  }
  return hashes;
}

export async function readMarker(db: SqlRunner): Promise<SeedInfo | null> {
  const [exists] = await db.query<{ present: boolean }>(
    `SELECT to_regclass('public.bench_seed') IS NOT NULL AS present`,
  );
  if (!exists?.present) return null;
  const [row] = await db.query<{ info: SeedInfo | string }>(`SELECT info FROM bench_seed`);
  if (!row) return null;
  return typeof row.info === 'string' ? (JSON.parse(row.info) as SeedInfo) : row.info;
}

/** Why a stored seed cannot be reused, or null when it can. New migrations are fine (applied on open). */
export function staleReason(info: SeedInfo | null, size: SeedSize): string | null {
  if (!info) return 'no finished seed';
  if (info.version !== SEED_VERSION) return `seed version ${info.version}, generator ${SEED_VERSION}`;
  if (info.members !== size.members || info.swipes !== size.swipes) {
    return `seeded ${info.members} members / ${info.swipes} swipes, asked ${size.members} / ${size.swipes}`;
  }
  const now = migrationHashes();
  for (const [file, hash] of Object.entries(info.migrations)) {
    if (now[file] !== hash) return `migration ${file} changed since the seed`;
  }
  return null;
}

/**
 * After opening a kept seed (which applies new migrations): remembers the migrations applied since,
 * so that a later edit to one of them is caught like an edit to the ones the seed was made on.
 */
export async function recordMigrations(db: SqlRunner, info: SeedInfo): Promise<SeedInfo> {
  const migrations = { ...migrationHashes(), ...info.migrations };
  if (Object.keys(migrations).length === Object.keys(info.migrations).length) return info;
  const updated = { ...info, migrations };
  await db.query(`UPDATE bench_seed SET info = $1::jsonb`, [JSON.stringify(updated)]);
  return updated;
}

/** Seeds a freshly migrated database and writes the marker last (an interrupted seed has none). */
export async function seedAndMark(db: SqlRunner, size: SeedSize, log: (line: string) => void): Promise<SeedInfo> {
  const start = performance.now();
  const durations = await seed(db, size, log);
  const rows = await tableSizes(db);
  const info: SeedInfo = {
    version: SEED_VERSION,
    members: size.members,
    swipes: size.swipes,
    seededAt: new Date().toISOString(),
    durations: { ...durations, total: Number(((performance.now() - start) / 1000).toFixed(1)) },
    rows,
    migrations: migrationHashes(),
  };
  await db.exec(`CREATE TABLE bench_seed (info jsonb NOT NULL)`);
  await db.query(`INSERT INTO bench_seed (info) VALUES ($1::jsonb)`, [JSON.stringify(info)]);
  return info;
}
