import { sql } from 'drizzle-orm';
import type { Database } from './database';

/** The cheapest round trip: does the database answer at all (readiness). */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
