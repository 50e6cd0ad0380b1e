import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { matches } from './matches';

// The messages module's tables: messages, conversation states, chat images.

/** A chat message within a match (SPEC 3 Message). Paged newest first by (match, created). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /**
     * `placeholder`: the image's ThumbHash, what its recipient sees while it is blurred (decision 088).
     * A voice note (decision 109) carries its length and waveform, so reading it joins nothing.
     */
    media: jsonb('media').$type<{
      url: string;
      type: 'image' | 'video' | 'attachment' | 'audio';
      placeholder?: string;
      durationMs?: number;
      waveform?: number[];
    } | null>(),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Held by screening (decision 081): stored, shown to its sender, not delivered until released. */
    heldAt: timestamp('held_at', { withTimezone: true }),
    /** Flagged by the offensive-language list and sent anyway (decision 084). */
    mightHurt: boolean('might_hurt').notNull().default(false),
    /** Its image was flagged by the classifier at upload (decision 088): blurred for its recipient always. */
    mayContainNudity: boolean('may_contain_nudity').notNull().default(false),
    /**
     * It holds one of the recipient's Hidden Words and came before they ever replied (decision
     * 085): shown to them under "Hidden by your words", with no notification. Decided at send time.
     */
    hiddenForRecipient: boolean('hidden_for_recipient').notNull().default(false),
    /**
     * The message of the same match this one replies to (decision 108). No foreign key: a reply
     * outlives its original (the quote then says it was removed), and deleting messages never waits on it.
     */
    replyToId: uuid('reply_to_id'),
    /** Its sender unsent it (decision 108): content and media were cleared, a marker stays. */
    unsentAt: timestamp('unsent_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_match_created_idx').on(t.matchId, t.createdAt),
    // Unread counts look only at the few messages nobody has read yet.
    index('messages_unread_idx')
      .on(t.matchId, t.senderId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('messages_sender_client_key')
      .on(t.senderId, t.clientId)
      .where(sql`${t.clientId} IS NOT NULL`),
  ],
);

/**
 * A conversation's first message, by the member who wrote it while neither had written: what the
 * daily limit on new conversations counts (docs/decisions/078). One per match.
 */
export const openers = pgTable(
  'openers',
  {
    matchId: uuid('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** The opener's text, normalised and hashed: the same opener pasted into many conversations. */
    fingerprint: text('fingerprint'),
    /** Past the copy-paste limit: the sender's messages here are held until a moderator decides. */
    held: boolean('held').notNull().default(false),
  },
  (t) => [index('openers_sender_sent_idx').on(t.senderId, t.sentAt)],
);

/**
 * One member's view of a conversation (a match): archived or deleted "for me". Both are kept as
 * times, so a message that arrives later brings the conversation back without another write.
 */
export const conversationStates = pgTable(
  'conversation_states',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** Deleted for me: messages up to this time are no longer shown to this member. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId] })],
);

/** An image uploaded for a chat message, re-encoded like photos; usable only by its uploader. */
export const messageMedia = pgTable(
  'message_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a message first carried it; unsent uploads are capped and cleaned up (decision 030). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The image classifier's verdict at upload (decision 088); null when none ran or it failed. */
    mayContainNudity: boolean('may_contain_nudity'),
    /** ThumbHash (base64) of the image: shown blurred in its place until the recipient views it. */
    placeholder: text('placeholder'),
  },
  (t) => [
    index('message_media_uploader_created_idx').on(t.uploaderId, t.createdAt),
    index('message_media_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);
