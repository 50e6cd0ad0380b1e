import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { profileViews } from '../../db/schema/discovery';

export async function insertProfileView(db: Database, row: typeof profileViews.$inferInsert): Promise<void> {
  await db.insert(profileViews).values(row);
}

/** The profiles the member viewed, for the data export. */
export async function profileViewsBy(db: Database, userId: string) {
  return db.select().from(profileViews).where(eq(profileViews.viewerId, userId));
}
