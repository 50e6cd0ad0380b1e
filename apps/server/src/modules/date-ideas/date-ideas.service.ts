import { DATE_PLANNER_MESSAGES, type DateIdeaView } from '@kindred/contract/date-planner';
import type { Database } from '../../db/database';
import { NotFound } from '../../http/errors';
import {
  dateIdeaFor,
  deleteSave,
  insertSave,
  listDateIdeasFor,
  syncDateIdeas,
  type DateIdeaFilter,
} from './date-ideas.repo';

/** Brings the catalogue's table up to date with the contract's DATE_IDEAS; run once at start-up. */
export function prepareDateIdeas(db: Database): Promise<void> {
  return syncDateIdeas(db);
}

type Row = Awaited<ReturnType<typeof listDateIdeasFor>>[number];

// The column is checked to 1..3 (schema); the type says so.
const view = (row: Row): DateIdeaView => ({ ...row, cost: row.cost as DateIdeaView['cost'] });

export function createDateIdeaService(db: Database) {
  async function ideaFor(userId: string, ideaId: string): Promise<DateIdeaView> {
    const idea = await dateIdeaFor(db, userId, ideaId);
    if (!idea) throw new NotFound(DATE_PLANNER_MESSAGES.ideaNotFound);
    return view(idea);
  }

  return {
    /** The catalogue for one member: their saved flags, narrowed by category or to saved ones. */
    async list(userId: string, filter: DateIdeaFilter): Promise<DateIdeaView[]> {
      return (await listDateIdeasFor(db, userId, filter)).map(view);
    },

    /** SPEC 4 the liked flag, stored: saving twice is one save; an unknown idea is 404. */
    async save(userId: string, ideaId: string): Promise<DateIdeaView> {
      if (!(await insertSave(db, userId, ideaId))) throw new NotFound(DATE_PLANNER_MESSAGES.ideaNotFound);
      return ideaFor(userId, ideaId);
    },

    /** Unsaving an idea that was not saved changes nothing; an unknown idea is 404. */
    async unsave(userId: string, ideaId: string): Promise<DateIdeaView> {
      await deleteSave(db, userId, ideaId);
      return ideaFor(userId, ideaId);
    },
  };
}

export type DateIdeaService = ReturnType<typeof createDateIdeaService>;
