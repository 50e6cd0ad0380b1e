import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { blocks } from '../../db/schema/safety';
import { profiles } from '../../db/schema/profiles';
import { users } from '../../db/schema/users';

/** True when the block is new (blocking twice keeps the first block and its reason). */
export async function insertBlock(
  db: Database,
  blockerId: string,
  blockedId: string,
  reason: string | null,
): Promise<boolean> {
  const inserted = await db
    .insert(blocks)
    .values({ blockerId, blockedId, reason })
    .onConflictDoNothing()
    .returning({ blockedId: blocks.blockedId });
  return inserted.length > 0;
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string): Promise<boolean> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return deleted.length > 0;
}

export async function listBlocked(db: Database, blockerId: string) {
  return db
    .select({ id: blocks.blockedId, name: profiles.name, reason: blocks.reason, blockedAt: blocks.createdAt })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.userId, blocks.blockedId))
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt));
}

export async function memberExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/** Every block the member made, with its reason (the data export). */
export async function blocksBy(db: Database, blockerId: string) {
  return db.select().from(blocks).where(eq(blocks.blockerId, blockerId));
}
