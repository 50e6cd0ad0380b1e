import type { Database } from '../../db/database';
import { profileViews, reports } from '../../db/schema/discovery';

export async function insertProfileView(db: Database, row: typeof profileViews.$inferInsert): Promise<void> {
  await db.insert(profileViews).values(row);
}

export async function insertReport(db: Database, row: typeof reports.$inferInsert): Promise<void> {
  await db.insert(reports).values(row);
}
