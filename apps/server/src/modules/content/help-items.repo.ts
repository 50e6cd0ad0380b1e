import { and, asc, eq, ilike, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { HelpCategory } from '@kindred/contract/outreach';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/contains-pattern';
import { helpItems } from '../../db/schema/content';
import { HELP_ITEMS } from './help-items';

/**
 * Makes `help_items` what help-items.ts says (idempotent, at start-up, in every environment):
 * new items are added, changed ones rewritten, removed ones deleted. Unchanged rows are not
 * touched, so processes starting together write nothing.
 */
export async function syncHelpItems(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(helpItems)
      .values(HELP_ITEMS.map((item, position) => ({ ...item, position })))
      .onConflictDoUpdate({
        target: helpItems.id,
        set: {
          categoryId: sql`excluded.category_id`,
          question: sql`excluded.question`,
          answer: sql`excluded.answer`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${helpItems.categoryId}, ${helpItems.question}, ${helpItems.answer}, ${helpItems.position})
          IS DISTINCT FROM (excluded.category_id, excluded.question, excluded.answer, excluded.position)`,
      });
    await tx.delete(helpItems).where(
      notInArray(
        helpItems.id,
        HELP_ITEMS.map((item) => item.id),
      ),
    );
  });
}

export interface HelpItemFilter {
  category?: HelpCategory;
  /** Words anywhere in the question or the answer, case-insensitive; LIKE wildcards are literal. */
  search?: string;
}

export function listHelpItems(db: Database, { category, search }: HelpItemFilter) {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(helpItems.categoryId, category));
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(helpItems.question, pattern), ilike(helpItems.answer, pattern))!);
  }
  return db
    .select({
      id: helpItems.id,
      question: helpItems.question,
      answer: helpItems.answer,
      categoryId: helpItems.categoryId,
    })
    .from(helpItems)
    .where(and(...conditions))
    .orderBy(asc(helpItems.position), asc(helpItems.id));
}
