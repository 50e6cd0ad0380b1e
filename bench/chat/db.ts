// The chat benches' database: a dedicated PostgreSQL database (default kindred_bench_chat), created
// when missing and migrated with the app's own openDatabase, then seeded in SQL with pairs of
// members: two active users with profiles, one live match and one session each. The seed is kept
// between runs (bench_chat_seed records it); messages are truncated before every measured group.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/open-database';
import type { PairSpec } from './shared';
import { log } from './shared';

/** Bump when the seed changes shape: a stored seed with another version is rebuilt. */
const SEED_VERSION = 1;

export const DEFAULT_DB_URL = 'postgres://postgres@127.0.0.1:5432/kindred_bench_chat';

interface SeedMarker {
  version: number;
  pairs: number;
  secret: string;
  sessionsUntil: Date;
}

export interface ChatDatabase {
  url: string;
  client: pg.Client;
  /** The seed's token secret: member i's bearer token is `${secret}.${i}`. */
  secret: string;
  pairs: number;
  seededNow: boolean;
  seedSeconds: number;
  close(): Promise<void>;
}

async function ensureDatabase(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bench database name must be a plain identifier: ${name}`);
  if (!name.includes('bench')) throw new Error(`refusing to use a database whose name lacks "bench": ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 1) return false;
    await client.query(`CREATE DATABASE ${name}`);
    return true;
  } finally {
    await client.end();
  }
}

async function readMarker(client: pg.Client): Promise<SeedMarker | null> {
  const exists = await client.query(`SELECT to_regclass('bench_chat_seed') IS NOT NULL AS present`);
  if (!(exists.rows[0] as { present: boolean }).present) return null;
  const rows = (
    await client.query(`SELECT version, pairs, secret, sessions_until AS "sessionsUntil" FROM bench_chat_seed LIMIT 1`)
  ).rows as SeedMarker[];
  return rows[0] ?? null;
}

/**
 * Members 2p and 2p+1 form pair p. Ids are derived from the secret (md5 as a uuid), so the pair
 * table can be rebuilt from the marker alone; tokens are `${secret}.${member}` and only their
 * SHA-256 is stored, as the app does (modules/auth/token.ts).
 */
async function seed(client: pg.Client, pairs: number): Promise<SeedMarker> {
  const secret = randomBytes(12).toString('base64url');
  await client.query('BEGIN');
  try {
    // The database is dedicated to this bench: everything hanging off users goes.
    await client.query('TRUNCATE users CASCADE');
    await client.query('DROP TABLE IF EXISTS bench_chat_pairs, bench_chat_seed');
    await client.query(
      `CREATE TABLE bench_chat_pairs AS
       SELECT p AS idx,
              md5($1 || '.match.' || p)::uuid AS match_id,
              md5($1 || '.user.' || (2 * p))::uuid AS a,
              md5($1 || '.user.' || (2 * p + 1))::uuid AS b
       FROM generate_series(0, $2::int - 1) AS p`,
      [secret, pairs],
    );
    await client.query('ALTER TABLE bench_chat_pairs ADD PRIMARY KEY (idx)');
    await client.query(`
      CREATE TEMP VIEW bench_members AS
        SELECT 2 * idx AS member, a AS id FROM bench_chat_pairs
        UNION ALL SELECT 2 * idx + 1, b FROM bench_chat_pairs`);
    await client.query(`
      INSERT INTO users (id, email, email_verified_at, terms_accepted_at)
      SELECT id, 'member-' || member || '@chat-bench.invalid', now(), now() FROM bench_members`);
    await client.query(`
      INSERT INTO profiles (user_id, name, birthdate, gender, location, onboarding_completed_at, discoverable)
      SELECT id, 'Bench ' || member, DATE '1992-05-01', CASE WHEN member % 2 = 0 THEN 'Woman' ELSE 'Man' END,
             'Austin, TX', now(), true
      FROM bench_members`);
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at, user_agent)
       SELECT id, encode(sha256(convert_to($1 || '.' || member, 'UTF8')), 'hex'), now() + interval '365 days',
              'bench/chat'
       FROM bench_members`,
      [secret],
    );
    await client.query(`
      INSERT INTO matches (id, user_low, user_high, compatibility_score, sub_scores)
      SELECT match_id, LEAST(a, b), GREATEST(a, b), 80,
             '{"values":80,"interests":80,"lifestyle":80,"communication":80}'::jsonb
      FROM bench_chat_pairs`);
    await client.query(`
      CREATE TABLE bench_chat_seed (version int NOT NULL, pairs int NOT NULL, secret text NOT NULL,
        sessions_until timestamptz NOT NULL, seeded_at timestamptz NOT NULL DEFAULT now())`);
    await client.query(
      `INSERT INTO bench_chat_seed (version, pairs, secret, sessions_until) VALUES ($1, $2, $3, now() + interval '365 days')`,
      [SEED_VERSION, pairs, secret],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
  await client.query('ANALYZE');
  return { version: SEED_VERSION, pairs, secret, sessionsUntil: new Date(Date.now() + 365 * 86_400_000) };
}

/** Creates, migrates and (when needed) seeds the bench database with at least `pairs` pairs. */
export async function openChatDatabase(url: string, pairs: number, reseed: boolean): Promise<ChatDatabase> {
  if (await ensureDatabase(url)) log(`created database ${new URL(url).pathname.slice(1)}`);
  // The server migrates on start as well; the seed needs the tables first.
  const handle = await openDatabase({ url });
  await handle.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let marker = reseed ? null : await readMarker(client);
  const stale =
    !marker ||
    marker.version !== SEED_VERSION ||
    marker.pairs < pairs ||
    marker.sessionsUntil.getTime() < Date.now() + 86_400_000;
  const started = performance.now();
  if (stale) {
    log(`seeding ${pairs} pairs (${pairs * 2} members)`);
    marker = await seed(client, pairs);
  } else {
    log(`reusing the seed of ${marker!.pairs} pairs`);
  }
  const seedSeconds = (performance.now() - started) / 1000;
  return {
    url,
    client,
    secret: marker!.secret,
    pairs: marker!.pairs,
    seededNow: stale,
    seedSeconds,
    close: () => client.end(),
  };
}

/** The first `count` pairs, with their members' tokens. */
export async function loadPairs(db: ChatDatabase, count: number): Promise<PairSpec[]> {
  const rows = (
    await db.client.query(`SELECT idx, match_id, a, b FROM bench_chat_pairs WHERE idx < $1 ORDER BY idx`, [count])
  ).rows as { idx: number; match_id: string; a: string; b: string }[];
  if (rows.length < count) throw new Error(`the seed has ${rows.length} pairs, ${count} asked`);
  return rows.map((row) => ({
    index: row.idx,
    matchId: row.match_id,
    a: { userId: row.a, token: `${db.secret}.${2 * row.idx}` },
    b: { userId: row.b, token: `${db.secret}.${2 * row.idx + 1}` },
  }));
}

/**
 * Empties every conversation, then has both members of every pair say hello (one read message
 * each, a minute ago, client ids `hello-…`): what is measured is chat in conversations under way.
 * A first message into a conversation nobody has answered takes the server a new-conversation
 * turn (decision 078), which a chat server's traffic is mostly not; the README says what such a
 * burst costs.
 */
export async function resetConversations(db: ChatDatabase): Promise<void> {
  await db.client.query('TRUNCATE messages CASCADE');
  // A server from before openers existed (--server-src) migrates no such table.
  await db.client.query(`DO $$ BEGIN IF to_regclass('openers') IS NOT NULL THEN TRUNCATE openers; END IF; END $$`);
  await db.client.query(`
    INSERT INTO messages (match_id, sender_id, content, client_id, created_at, read_at)
    SELECT p.match_id, sender.id, 'Hello!', 'hello-' || sender.side || '-' || p.idx,
      now() - interval '1 minute', now()
    FROM bench_chat_pairs p
    CROSS JOIN LATERAL (VALUES (p.a, 'a'), (p.b, 'b')) AS sender (id, side)`);
}

export interface StoredCheck {
  stored: number;
  /** Rows beyond the first for one (sender, client id): always 0 while the unique index stands. */
  duplicateRows: number;
  /** Rows beyond the first for one content (each bench message has a unique content). */
  duplicateContent: number;
  /** Acknowledged client ids with no row. */
  ackedMissing: number;
  /** Rows whose client id was never acknowledged (stored, but the ack was lost or timed out). */
  storedUnacked: number;
  /** Rows whose client id the clients never sent in this run (should be 0). */
  unknown: number;
}

/** Compares the rows of one run (client ids starting with `prefix`) with what the clients saw. */
export async function checkStored(
  db: ChatDatabase,
  prefix: string,
  ackedClientIds: Iterable<string>,
  sentClientIds: Iterable<string>,
): Promise<StoredCheck> {
  const like = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [counts] = (
    await db.client.query(
      `SELECT count(*)::int AS stored,
              (count(*) - count(DISTINCT (sender_id, client_id)))::int AS "duplicateRows",
              (count(*) - count(DISTINCT content))::int AS "duplicateContent"
       FROM messages WHERE client_id LIKE $1`,
      [like],
    )
  ).rows as { stored: number; duplicateRows: number; duplicateContent: number }[];
  const ids = new Set(
    (
      (await db.client.query(`SELECT client_id FROM messages WHERE client_id LIKE $1`, [like])).rows as {
        client_id: string;
      }[]
    ).map((row) => row.client_id),
  );
  const acked = new Set(ackedClientIds);
  const sent = new Set(sentClientIds);
  let ackedMissing = 0;
  for (const id of acked) if (!ids.has(id)) ackedMissing++;
  let storedUnacked = 0;
  let unknown = 0;
  for (const id of ids) {
    if (!acked.has(id)) storedUnacked++;
    if (!sent.has(id)) unknown++;
  }
  return { ...counts!, ackedMissing, storedUnacked, unknown };
}

export async function serverSettings(db: ChatDatabase): Promise<Record<string, string>> {
  const rows = (
    await db.client.query(
      `SELECT name, setting, unit FROM pg_settings
       WHERE name IN ('server_version', 'synchronous_commit', 'fsync', 'shared_buffers', 'wal_sync_method', 'max_connections', 'commit_delay')`,
    )
  ).rows as { name: string; setting: string; unit: string | null }[];
  return Object.fromEntries(rows.map((row) => [row.name, row.unit ? `${row.setting} ${row.unit}` : row.setting]));
}

/** Backend pids serving the bench database (for CPU attribution), this connection left out. */
export async function benchBackendPids(db: ChatDatabase): Promise<number[]> {
  const url = new URL(db.url);
  const rows = (
    await db.client.query(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [
      decodeURIComponent(url.pathname.slice(1)),
    ])
  ).rows as { pid: number }[];
  return rows.map((row) => row.pid);
}
