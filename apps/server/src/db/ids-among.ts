import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Which of these ids are rows of the table (`id` its uuid primary key): one `IN` read. */
export async function idsAmong(db: Database, table: PgTable, id: PgColumn, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id })
    .from(table)
    .where(inArray(id, [...ids]));
  return rows.map((row) => String(row.id));
}
