import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matches, messages } from '../../db/schema/discovery';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(
  db: Database,
  row: { matchId: string; senderId: string; content: string; clientId?: string | null },
): Promise<MessageRow> {
  const [message] = await db.insert(messages).values(row).returning();
  return message!;
}

/** The latest messages between two members, across every match they had (the moderation queue). */
export async function recentMessagesBetween(db: Database, a: string, b: string, limit: number): Promise<MessageRow[]> {
  const [low, high] = a < b ? [a, b] : [b, a];
  const pairMatches = db
    .select({ id: matches.id })
    .from(matches)
    .where(and(eq(matches.userLow, low), eq(matches.userHigh, high)));
  return db
    .select()
    .from(messages)
    .where(inArray(messages.matchId, pairMatches))
    .orderBy(desc(messages.createdAt), desc(sql`${messages.id}`))
    .limit(limit);
}

/** One page of a match's messages, newest first, and how many there are. */
export async function pageOfMessages(
  db: Database,
  matchId: string,
  page: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(eq(messages.matchId, matchId))
      .orderBy(desc(messages.createdAt), desc(sql`${messages.id}`))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(eq(messages.matchId, matchId)),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
