import type { Database } from '../../db/database';
import { messagesSentBy } from './messages.repo';

/** The messages section of a member's data export: what they wrote. */
export async function exportMessagesOf(db: Database, userId: string) {
  const written = await messagesSentBy(db, userId);
  return {
    messagesSent: written.map((row) => ({
      matchId: row.matchId,
      content: row.content,
      at: row.createdAt.toISOString(),
      unsent: row.unsentAt !== null,
    })),
  };
}
