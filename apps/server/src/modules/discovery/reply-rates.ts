import type { Database } from '../../db/database';
import type { DomainEvents } from '../../events/domain-events';
import { refreshReplyRates, replyRatesDue } from './reply-rates.repo';

/** Members read again in one statement: a burst of chat waits for the next run. */
const REFRESH_BATCH = 500;

/**
 * Keeps members' reply rates (decision 107) current: the two members of every message this
 * process stored are read again at its next refresh, and so is anyone whose unanswered
 * conversation has just come of age (any process may take those; the write is idempotent).
 */
export function createReplyRates({ db, events }: { db: Database; events: DomainEvents }) {
  const touched = new Set<string>();
  events.on('message.created', ({ message, recipientId }) => {
    touched.add(message.senderId);
    touched.add(recipientId);
  });

  return {
    /** Reads again who is due; returns how many rates changed. */
    async refresh(now: Date): Promise<number> {
      let changed = 0;
      while (touched.size > 0) {
        const batch = [...touched].slice(0, REFRESH_BATCH);
        for (const id of batch) touched.delete(id);
        try {
          changed += await refreshReplyRates(db, batch, now);
        } catch (error) {
          // Read them again next time rather than lose them.
          for (const id of batch) touched.add(id);
          throw error;
        }
      }
      for (;;) {
        const due = await replyRatesDue(db, now, REFRESH_BATCH);
        if (due.length === 0) break;
        changed += await refreshReplyRates(db, due, now);
        if (due.length < REFRESH_BATCH) break;
      }
      return changed;
    },
  };
}

export type ReplyRates = ReturnType<typeof createReplyRates>;
