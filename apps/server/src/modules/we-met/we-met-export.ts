import type { Database } from '../../db/database';
import { promptsOf } from './we-met.repo';

/** The "We met" section of a member's data export (decision 106): their own prompts and answers. */
export async function exportWeMetOf(db: Database, userId: string) {
  const prompts = await promptsOf(db, userId);
  return {
    weMet: prompts.map((prompt) => ({
      matchId: prompt.matchId,
      memberId: prompt.otherId,
      reason: prompt.reason,
      answer: prompt.answer,
      askedAt: prompt.createdAt.toISOString(),
      answeredAt: prompt.answeredAt?.toISOString() ?? null,
      dismissedAt: prompt.dismissedAt?.toISOString() ?? null,
    })),
  };
}
