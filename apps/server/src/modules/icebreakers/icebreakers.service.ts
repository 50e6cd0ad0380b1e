import { ICEBREAKER_LIMITS, ICEBREAKER_MESSAGES, type Icebreaker } from '@kindred/contract/icebreaker-schemas';
import { ICEBREAKERS, type CatalogueIcebreaker, type IcebreakerCategory } from '@kindred/contract/icebreakers';
import type { Database } from '../../db/database';
import { Conflict, Forbidden, NotFound } from '../../http/errors';
import { isUuid } from '../../http/is-uuid';
import {
  countCustomOf,
  customOf,
  deleteCustom,
  deleteSave,
  insertCustom,
  insertSave,
  lockCustomOf,
  savedCatalogueIds,
  setCustomSaved,
  type CustomIcebreakerRow,
} from './icebreakers.repo';

/** The contract's catalogue by id: a catalogue id is a slug, a member's own is a UUID. */
export const CATALOGUE = new Map<string, CatalogueIcebreaker>(ICEBREAKERS.map((entry) => [entry.id, entry]));

const catalogueView = (entry: CatalogueIcebreaker, isSaved: boolean): Icebreaker => ({
  id: entry.id,
  text: entry.text,
  categoryId: entry.categoryId,
  isSaved,
  isCustom: false,
});

const customView = (row: CustomIcebreakerRow): Icebreaker => ({
  id: row.id,
  text: row.text,
  categoryId: row.categoryId,
  isSaved: row.isSaved,
  isCustom: true,
});

/**
 * SPEC 2 Icebreakers and 4 Other: the catalogue with each member's saved flags, and each
 * member's own icebreakers (saved by default, category personal, at most
 * ICEBREAKER_LIMITS.customMax). A member's own are theirs alone: any other member's id is 404.
 */
export function createIcebreakerService(db: Database) {
  return {
    /** The catalogue in its order, then the member's own, newest first. */
    async list(memberId: string, category?: IcebreakerCategory): Promise<Icebreaker[]> {
      const [saves, own] = await Promise.all([savedCatalogueIds(db, memberId), customOf(db, memberId, category)]);
      const saved = new Set(saves.map((row) => row.icebreakerId));
      return [
        ...ICEBREAKERS.filter((entry) => !category || entry.categoryId === category).map((entry) =>
          catalogueView(entry, saved.has(entry.id)),
        ),
        ...own.map(customView),
      ];
    },

    /** Saves or unsaves one icebreaker; doing it twice is the same as once. */
    async setSaved(memberId: string, id: string, isSaved: boolean): Promise<Icebreaker> {
      const entry = CATALOGUE.get(id);
      if (entry) {
        await (isSaved ? insertSave : deleteSave)(db, memberId, entry.id);
        return catalogueView(entry, isSaved);
      }
      const row = isUuid(id) ? await setCustomSaved(db, memberId, id, isSaved) : null;
      if (!row) throw new NotFound(ICEBREAKER_MESSAGES.notFound);
      return customView(row);
    },

    async add(memberId: string, input: { text: string; categoryId: IcebreakerCategory }): Promise<Icebreaker> {
      return db.transaction(async (tx) => {
        await lockCustomOf(tx, memberId);
        if ((await countCustomOf(tx, memberId)) >= ICEBREAKER_LIMITS.customMax) {
          throw new Conflict(ICEBREAKER_MESSAGES.tooMany);
        }
        return customView(await insertCustom(tx, { memberId, ...input }));
      });
    },

    /** Only the member's own can go; the catalogue's are everyone's (403), anything else is 404. */
    async remove(memberId: string, id: string): Promise<void> {
      if (CATALOGUE.has(id)) throw new Forbidden(ICEBREAKER_MESSAGES.onlyOwnDeleted);
      if (!isUuid(id) || !(await deleteCustom(db, memberId, id))) throw new NotFound(ICEBREAKER_MESSAGES.notFound);
    },
  };
}

export type IcebreakerService = ReturnType<typeof createIcebreakerService>;
