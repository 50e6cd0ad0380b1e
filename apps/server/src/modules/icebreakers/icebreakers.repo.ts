import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { IcebreakerCategory } from '@kindred/contract/icebreakers';
import type { Database } from '../../db/database';
import { customIcebreakers, icebreakerSaves } from '../../db/schema/icebreakers';

const customColumns = {
  id: customIcebreakers.id,
  text: customIcebreakers.text,
  categoryId: customIcebreakers.categoryId,
  isSaved: customIcebreakers.isSaved,
  createdAt: customIcebreakers.createdAt,
};

export type CustomIcebreakerRow = Pick<
  typeof customIcebreakers.$inferSelect,
  'id' | 'text' | 'categoryId' | 'isSaved' | 'createdAt'
>;

/** The catalogue ids the member saved, oldest save first. */
export async function savedCatalogueIds(db: Database, memberId: string) {
  return db
    .select({ icebreakerId: icebreakerSaves.icebreakerId, createdAt: icebreakerSaves.createdAt })
    .from(icebreakerSaves)
    .where(eq(icebreakerSaves.memberId, memberId))
    .orderBy(icebreakerSaves.createdAt);
}

/** Saving twice keeps the first save. */
export async function insertSave(db: Database, memberId: string, icebreakerId: string): Promise<void> {
  await db.insert(icebreakerSaves).values({ memberId, icebreakerId }).onConflictDoNothing();
}

export async function deleteSave(db: Database, memberId: string, icebreakerId: string): Promise<void> {
  await db
    .delete(icebreakerSaves)
    .where(and(eq(icebreakerSaves.memberId, memberId), eq(icebreakerSaves.icebreakerId, icebreakerId)));
}

/** The member's own icebreakers, newest first, narrowed to one category when given. */
export async function customOf(
  db: Database,
  memberId: string,
  category?: IcebreakerCategory,
): Promise<CustomIcebreakerRow[]> {
  return db
    .select(customColumns)
    .from(customIcebreakers)
    .where(
      and(eq(customIcebreakers.memberId, memberId), category ? eq(customIcebreakers.categoryId, category) : undefined),
    )
    .orderBy(desc(customIcebreakers.createdAt), desc(customIcebreakers.id));
}

/** Holds the member's own icebreakers still until the transaction ends: two adds count in turn. */
export async function lockCustomOf(db: Database, memberId: string): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('custom_icebreakers:' || ${memberId}::text))`);
}

export async function countCustomOf(db: Database, memberId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customIcebreakers)
    .where(eq(customIcebreakers.memberId, memberId));
  return row?.total ?? 0;
}

export async function insertCustom(
  db: Database,
  row: { memberId: string; text: string; categoryId: IcebreakerCategory },
): Promise<CustomIcebreakerRow> {
  const [inserted] = await db.insert(customIcebreakers).values(row).returning(customColumns);
  return inserted!;
}

/** The member's own icebreaker with its flag set; null when they have none with that id. */
export async function setCustomSaved(
  db: Database,
  memberId: string,
  id: string,
  isSaved: boolean,
): Promise<CustomIcebreakerRow | null> {
  const [row] = await db
    .update(customIcebreakers)
    .set({ isSaved })
    .where(and(eq(customIcebreakers.id, id), eq(customIcebreakers.memberId, memberId)))
    .returning(customColumns);
  return row ?? null;
}

/** True when the member had an icebreaker of their own with that id. */
export async function deleteCustom(db: Database, memberId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(customIcebreakers)
    .where(and(eq(customIcebreakers.id, id), eq(customIcebreakers.memberId, memberId)))
    .returning({ id: customIcebreakers.id });
  return deleted.length > 0;
}
