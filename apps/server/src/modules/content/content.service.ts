import type { HelpItem } from '@kindred/contract/outreach';
import type { Database } from '../../db/database';
import { listHelpItems, syncHelpItems, type HelpItemFilter } from './help-items.repo';

/** Brings the Help Center's table up to date with help-items.ts; run once at start-up. */
export function prepareHelpItems(db: Database): Promise<void> {
  return syncHelpItems(db);
}

export function createContentService(db: Database) {
  return {
    /** The Help Center's items in page order, narrowed by category and by text. */
    async helpItems(filter: HelpItemFilter): Promise<HelpItem[]> {
      return listHelpItems(db, filter);
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
