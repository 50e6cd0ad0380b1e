import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/database';
import { helpItems } from '../../db/schema/content';
import { openTestDatabase } from '../../../test/database';
import { HELP_ITEMS } from './help-items';
import { listHelpItems, syncHelpItems } from './help-items.repo';

// The Help Center's content must exist wherever the app runs, not only in the demo: it is
// written at every start-up from help-items.ts, and the table ends up exactly like the file.

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('syncHelpItems', () => {
  it('restores an edited item, removes one the file no longer has, and rewrites nothing unchanged', async () => {
    const { db } = database;
    await syncHelpItems(db);
    const [first] = HELP_ITEMS;
    await db.update(helpItems).set({ answer: 'Stale text' }).where(eq(helpItems.id, first!.id));
    await db
      .insert(helpItems)
      .values({ id: 'retired-item', categoryId: 'account', question: 'Old?', answer: 'Old.', position: 999 });
    const before = await db.select().from(helpItems);

    await syncHelpItems(db);

    const after = await db.select().from(helpItems);
    expect(after.map((row) => row.id).sort()).toEqual(HELP_ITEMS.map((item) => item.id).sort());
    expect(after.find((row) => row.id === first!.id)?.answer).toBe(first!.answer);
    // Only the edited row was written again.
    const rewritten = after.filter(
      (row) => row.updatedAt.getTime() !== before.find((old) => old.id === row.id)?.updatedAt.getTime(),
    );
    expect(rewritten.map((row) => row.id)).toEqual([first!.id]);
    expect(await listHelpItems(db, {})).toEqual(
      HELP_ITEMS.map(({ id, question, answer, categoryId }) => ({ id, question, answer, categoryId })),
    );
  });
});
