import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { matches } from './matches';
import { users } from './users';

/**
 * A voice note recorded for a conversation (decision 109): checked and converted to AAC in MP4 on
 * upload, stored at `storage_key`, usable only by its owner in that match. A message carries it
 * once sent (`message_id`); one never sent is removed with its file once stale.
 */
export const voiceNotes = pgTable(
  'voice_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** From the decoded audio, not the container's word for it. */
    durationMs: integer('duration_ms').notNull(),
    /** VOICE_NOTE_LIMITS.waveformBars peaks, each 0..255. */
    waveform: jsonb('waveform').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The message that carries it; no foreign key, so a report keeps the audio past an unsend. */
    messageId: uuid('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('voice_notes_owner_created_idx').on(t.ownerId, t.createdAt),
    index('voice_notes_message_idx').on(t.messageId),
    index('voice_notes_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
