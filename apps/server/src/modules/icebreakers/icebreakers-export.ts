import type { Database } from '../../db/database';
import { customOf, savedCatalogueIds } from './icebreakers.repo';
import { CATALOGUE } from './icebreakers.service';

/** The icebreakers section of a member's data export: the catalogue ones saved, and their own. */
export async function exportIcebreakersOf(db: Database, userId: string) {
  const [saves, own] = await Promise.all([savedCatalogueIds(db, userId), customOf(db, userId)]);
  return {
    savedIcebreakers: saves.map((row) => ({
      id: row.icebreakerId,
      // Null once an icebreaker has left the catalogue; the save is still stored, so it is listed.
      text: CATALOGUE.get(row.icebreakerId)?.text ?? null,
      savedAt: row.createdAt.toISOString(),
    })),
    customIcebreakers: own.map((row) => ({
      id: row.id,
      text: row.text,
      categoryId: row.categoryId,
      isSaved: row.isSaved,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
