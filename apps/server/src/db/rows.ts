/**
 * Rows of a raw `db.execute(sql...)`: node-postgres and PGlite both answer `{ rows }`, but
 * Drizzle's shared type does not say so.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
