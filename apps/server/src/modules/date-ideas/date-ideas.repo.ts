import { and, asc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { DATE_IDEAS, dateIdeaImage, type DateIdeaCategory } from '@kindred/contract/date-ideas';
import type { Database } from '../../db/database';
import { dateIdeas, dateIdeaSaves } from '../../db/schema/date-ideas';

/**
 * Makes `date_ideas` what the contract's DATE_IDEAS says (idempotent, at start-up, in every
 * environment): new ideas are added, changed ones rewritten, removed ones deleted (their saves
 * with them). Unchanged rows are not touched, so processes starting together write nothing.
 */
export async function syncDateIdeas(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(dateIdeas)
      .values(DATE_IDEAS.map((idea, position) => ({ ...idea, image: dateIdeaImage(idea.category), position })))
      .onConflictDoUpdate({
        target: dateIdeas.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          category: sql`excluded.category`,
          time: sql`excluded.time`,
          location: sql`excluded.location`,
          cost: sql`excluded.cost`,
          image: sql`excluded.image`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`(${dateIdeas.title}, ${dateIdeas.description}, ${dateIdeas.category}, ${dateIdeas.time},
            ${dateIdeas.location}, ${dateIdeas.cost}, ${dateIdeas.image}, ${dateIdeas.position})
          IS DISTINCT FROM (excluded.title, excluded.description, excluded.category, excluded.time,
            excluded.location, excluded.cost, excluded.image, excluded.position)`,
      });
    await tx.delete(dateIdeas).where(
      notInArray(
        dateIdeas.id,
        DATE_IDEAS.map((idea) => idea.id),
      ),
    );
  });
}

export interface DateIdeaFilter {
  category?: DateIdeaCategory;
  /** Only the ideas the member saved. */
  savedOnly?: boolean;
}

const likedBy = (userId: string) =>
  sql<boolean>`exists (select 1 from ${dateIdeaSaves} where ${dateIdeaSaves.ideaId} = ${dateIdeas.id} and ${dateIdeaSaves.userId} = ${userId})`;

function selectIdeasFor(db: Database, userId: string, conditions: SQL[]) {
  const liked = likedBy(userId);
  return db
    .select({
      id: dateIdeas.id,
      title: dateIdeas.title,
      description: dateIdeas.description,
      category: dateIdeas.category,
      time: dateIdeas.time,
      location: dateIdeas.location,
      cost: dateIdeas.cost,
      imageSrc: dateIdeas.image,
      liked,
    })
    .from(dateIdeas)
    .where(and(...conditions))
    .orderBy(asc(dateIdeas.position), asc(dateIdeas.id));
}

/** The catalogue in its order, each idea with the member's own saved flag. */
export function listDateIdeasFor(db: Database, userId: string, { category, savedOnly }: DateIdeaFilter) {
  const conditions: SQL[] = [];
  if (category) conditions.push(eq(dateIdeas.category, category));
  if (savedOnly) conditions.push(likedBy(userId));
  return selectIdeasFor(db, userId, conditions);
}

export async function dateIdeaFor(db: Database, userId: string, ideaId: string) {
  const [idea] = await selectIdeasFor(db, userId, [eq(dateIdeas.id, ideaId)]);
  return idea;
}

/** Saves the idea for the member; saving it again changes nothing. False when no such idea. */
export async function insertSave(db: Database, userId: string, ideaId: string): Promise<boolean> {
  const [exists] = await db.select({ id: dateIdeas.id }).from(dateIdeas).where(eq(dateIdeas.id, ideaId));
  if (!exists) return false;
  await db.insert(dateIdeaSaves).values({ userId, ideaId }).onConflictDoNothing();
  return true;
}

export async function deleteSave(db: Database, userId: string, ideaId: string): Promise<void> {
  await db.delete(dateIdeaSaves).where(and(eq(dateIdeaSaves.userId, userId), eq(dateIdeaSaves.ideaId, ideaId)));
}

/** The member's saved ideas for the data export, oldest first. */
export function savesOf(db: Database, userId: string) {
  return db
    .select({ ideaId: dateIdeaSaves.ideaId, title: dateIdeas.title, createdAt: dateIdeaSaves.createdAt })
    .from(dateIdeaSaves)
    .innerJoin(dateIdeas, eq(dateIdeas.id, dateIdeaSaves.ideaId))
    .where(eq(dateIdeaSaves.userId, userId))
    .orderBy(asc(dateIdeaSaves.createdAt), asc(dateIdeaSaves.ideaId));
}
