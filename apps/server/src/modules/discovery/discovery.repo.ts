import type { Database } from '../../db/database';
import { profileViews } from '../../db/schema/discovery';

export async function insertProfileView(db: Database, row: typeof profileViews.$inferInsert): Promise<void> {
  await db.insert(profileViews).values(row);
}
