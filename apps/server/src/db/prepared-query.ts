import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** A statement whose text never changes, so PostgreSQL parses and plans it once per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
}

interface QueryClient {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

const dialect = new PgDialect({ casing: 'snake_case' });

/** SQL text of a Drizzle fragment that carries no parameters (shared conditions in a constant statement). */
export function sqlText(fragment: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('a constant statement cannot hold parameters');
  return text;
}

/**
 * Runs a constant statement on the driver itself: on node-postgres as a named prepared statement
 * (each pooled connection prepares it on first use), on PGlite as a plain parameterised query.
 * Kept for the hottest statements, where Drizzle's per-call query building and PostgreSQL's
 * per-call planning cost more than the statement itself.
 */
export async function runPrepared<T>(db: Database, statement: PreparedStatement, values: unknown[]): Promise<T[]> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name: statement.name, text: statement.text, values });
    return result.rows as T[];
  }
  const result = await (client as QueryClient).query(statement.text, values);
  return result.rows as T[];
}

/**
 * A Drizzle query built once per database handle instead of on every call: `build` makes it with
 * `sql.placeholder(...)` for its values and `.prepare(name)`. On node-postgres it runs as a named
 * prepared statement (parsed and planned once per pooled connection); on PGlite the SQL text is
 * reused. For per-request reads (the session behind a token, the own profile), where building the
 * query cost more of the server's time than PostgreSQL spent answering it (decision 033).
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
