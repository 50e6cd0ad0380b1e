import { createHash } from 'node:crypto';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import { schema, type Database } from './database';
import { namedStatements, pgliteOf } from './pglite-named-statements';
import { rowsOf } from './rows';

/** A statement whose text never changes, so PostgreSQL parses and plans it once per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface QueryClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/** The driver's client under a Drizzle database (a transaction has none). */
function clientOf(db: Database): unknown {
  return '$client' in db ? db.$client : undefined;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * How many statements `db` can run at the same time: a pool's connections on a server; one on
 * PGlite (one backend) and in a transaction (one connection).
 */
export function statementsAtOnce(db: Database): number {
  const client = clientOf(db);
  return client instanceof pg.Pool ? (client.options.max ?? 1) : 1;
}

/** SQL text of a Drizzle fragment that carries no parameters (shared conditions in a constant statement). */
export function sqlText(fragment: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a constant statement cannot hold parameters');
  return text;
}

/**
 * Runs a constant statement on the driver itself: on node-postgres as a named prepared statement
 * (each pooled connection prepares it on first use), on PGlite as a named statement of its one
 * backend (`pglite-named-statements.ts`), unless `db` is a transaction.
 * Kept for the hottest statements, where Drizzle's per-call query building and PostgreSQL's
 * per-call planning cost more than the statement itself.
 */
export async function runPrepared<T>(db: Database, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  }
  const pglite = pgliteOf(client);
  const result = await (pglite ? namedStatements(pglite) : (client as QueryClient)).query(statement.text, values);
  return result.rows as T[];
}

/**
 * A Drizzle statement run as a named statement called after its text: for a statement built per
 * call whose text takes only a few shapes (its lists travel as array parameters), so each pooled
 * connection parses and plans each shape once. On a transaction, as Drizzle runs it.
 */
export async function runByShape<T>(db: Database, prefix: string, statement: SQL): Promise<T[]> {
  const client = clientOf(db);
  if (!(client instanceof pg.Pool) && !pgliteOf(client)) return rowsOf<T>(await db.execute(statement));
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const name = `${prefix}_${createHash('sha256').update(text).digest('base64url').slice(0, 20)}`;
  return runPrepared<T>(db, { name, text }, params);
}

const onNamedStatements = new WeakMap<Database, Database>();

/**
 * On PGlite, the same database whose queries run as named statements (parsed and planned once):
 * a second Drizzle instance over `namedStatements`. node-postgres and transactions are returned
 * as they are.
 */
function withNamedStatements(db: Database): Database {
  const pglite = pgliteOf(clientOf(db));
  if (!pglite) return db;
  let named = onNamedStatements.get(db);
  if (!named) {
    // Drizzle types its client as PGlite but calls only query() on it here (no transactions).
    named = drizzlePglite({ client: namedStatements(pglite) as PGlite, schema, casing: 'snake_case' });
    onNamedStatements.set(db, named);
  }
  return named;
}

/**
 * A Drizzle query built once per database handle instead of on every call: `build` makes it with
 * `sql.placeholder(...)` for its values and `.prepare(name)`. On node-postgres it runs as a named
 * prepared statement (parsed and planned once per pooled connection); on PGlite as a named
 * statement too (`withNamedStatements`, decision 036). For per-request reads (the session behind a
 * token, the own profile), where building the query cost more of the server's time than PostgreSQL
 * spent answering it (decision 033).
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(withNamedStatements(db));
      built.set(db, query);
    }
    return query;
  };
}
