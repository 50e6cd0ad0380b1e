import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runPrepared, sqlText, type PreparedStatement } from '../../db/prepared-query';
import { rowsOf } from '../../db/rows';
import { liveMatch } from '../matches/live-match';
import { matches } from '../../db/schema/matches';
import { messages } from '../../db/schema/messages';
import type { MessageMedia, MessageRow } from '../../db/message-row';

export interface NewMessage {
  matchId: string;
  senderId: string;
  content: string;
  media: MessageMedia | null;
  clientId: string;
}

export interface InsertedMessage extends MessageRow {
  recipientId: string;
  senderName: string;
}

interface RawMessage {
  id: string;
  matchId: string;
  senderId: string;
  content: string;
  media: MessageMedia | null;
  clientId: string | null;
  createdAt: Date | string;
  readAt: Date | string | null;
}

const messageColumns = sql`id, match_id AS "matchId", sender_id AS "senderId", content, media,
  client_id AS "clientId", created_at AS "createdAt", read_at AS "readAt"`;

function normalise<T extends RawMessage>(row: T): T & MessageRow {
  return { ...row, createdAt: new Date(row.createdAt), readAt: row.readAt === null ? null : new Date(row.readAt) };
}

// The batch travels as arrays, so the text never changes: prepared and planned once per connection
// (decision 026), as the busiest statement of a chat server should be.
const insertMessagesStatement: PreparedStatement = {
  name: 'kindred_insert_messages',
  text: `
    WITH input AS (
      SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[])
        WITH ORDINALITY AS i (match_id, sender_id, content, media, client_id, idx)
    ),
    permitted AS (
      SELECT i.*, r.id AS recipient_id
      FROM input i
      JOIN matches m ON m.id = i.match_id AND (m.user_low = i.sender_id OR m.user_high = i.sender_id)
      JOIN users r ON r.id = CASE WHEN m.user_low = i.sender_id THEN m.user_high ELSE m.user_low END
      WHERE ${sqlText(liveMatch({ match: 'm', me: sql.raw('i.sender_id'), otherUser: 'r' }))}
      ORDER BY i.idx
    ),
    inserted AS (
      -- clock_timestamp per row, in input order: messages of one batch keep the order they were sent.
      INSERT INTO messages (match_id, sender_id, content, media, client_id, created_at)
      SELECT match_id, sender_id, content, media::jsonb, client_id, clock_timestamp() FROM permitted
      ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
      RETURNING ${sqlText(messageColumns)}
    )
    SELECT i.*, p.recipient_id AS "recipientId", sp.name AS "senderName"
    FROM inserted i
    JOIN (SELECT DISTINCT match_id, sender_id, recipient_id FROM permitted) p
      ON p.match_id = i."matchId" AND p.sender_id = i."senderId"
    JOIN profiles sp ON sp.user_id = i."senderId"`,
};

/**
 * Stores a batch of messages in one statement, each only if its sender is in a live match with an
 * active member and no block stands either way: the rule is checked by the same statement that
 * writes, so a message can never slip in after an unmatch or a block. A (sender, client id) already
 * stored is skipped (a retry). Returns what was written, with each message's recipient.
 */
export async function insertMessages(db: Database, batch: readonly NewMessage[]): Promise<InsertedMessage[]> {
  if (batch.length === 0) return [];
  const rows = await runPrepared<RawMessage & { recipientId: string; senderName: string }>(
    db,
    insertMessagesStatement,
    [
      batch.map((message) => message.matchId),
      batch.map((message) => message.senderId),
      batch.map((message) => message.content),
      batch.map((message) => (message.media === null ? null : JSON.stringify(message.media))),
      batch.map((message) => message.clientId),
    ],
  );
  return rows.map(normalise);
}

/** Messages a sender already stored under these client ids (a retried send). */
export async function findByClientIds(
  db: Database,
  senderId: string,
  clientIds: readonly string[],
): Promise<MessageRow[]> {
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), inArray(messages.clientId, [...clientIds])));
}

export async function findMessage(db: Database, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, messageId));
  return row;
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

/**
 * One page of a match's messages, newest first, and how many there are; messages up to `after`
 * (the member deleted the conversation then) are left out.
 */
export async function pageOfMessages(
  db: Database,
  matchId: string,
  after: Date | null,
  page: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const visible = after
    ? and(eq(messages.matchId, matchId), sql`${messages.createdAt} > ${after.toISOString()}::timestamptz`)
    : eq(messages.matchId, matchId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(messages)
      .where(visible)
      .orderBy(desc(messages.createdAt), desc(sql`${messages.id}`))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(visible),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Marks every message the other member sent in this match as read; how many changed and when. */
export async function markAllRead(
  db: Database,
  readerId: string,
  matchId: string,
): Promise<{ updated: number; readAt: Date }> {
  const rows = rowsOf<{ readAt: Date | string }>(
    await db.execute(sql`
      UPDATE messages SET read_at = now()
      WHERE match_id = ${matchId}::uuid AND sender_id <> ${readerId}::uuid AND read_at IS NULL
      RETURNING read_at AS "readAt"`),
  );
  return { updated: rows.length, readAt: rows[0] ? new Date(rows[0].readAt) : new Date() };
}

/** Marks one message read (only a message sent to the reader); the row as it is now. */
export async function markOneRead(db: Database, readerId: string, messageId: string): Promise<MessageRow | undefined> {
  await db.execute(sql`
    UPDATE messages SET read_at = now()
    WHERE id = ${messageId}::uuid AND sender_id <> ${readerId}::uuid AND read_at IS NULL`);
  return findMessage(db, messageId);
}

/**
 * Messages sent to `me` and not yet read, in live conversations with active, unblocked members,
 * leaving out what the member deleted. Counted through the partial unread index.
 */
export async function unreadCountOf(db: Database, me: string, matchId?: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`
      SELECT count(*)::int AS count
      FROM matches m
      JOIN users o ON o.id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
      JOIN messages msg ON msg.match_id = m.id AND msg.sender_id = o.id AND msg.read_at IS NULL
      LEFT JOIN conversation_states cs ON cs.match_id = m.id AND cs.user_id = ${me}::uuid
      WHERE (m.user_low = ${me}::uuid OR m.user_high = ${me}::uuid)
        AND ${liveMatch({ match: 'm', me: sql`${me}::uuid`, otherUser: 'o' })}
        ${matchId ? sql`AND m.id = ${matchId}::uuid` : sql``}
        AND (cs.cleared_at IS NULL OR msg.created_at > cs.cleared_at)`),
  );
  return Number(row?.count ?? 0);
}

/** Every message the member sent (the data export). */
export async function messagesSentBy(db: Database, senderId: string) {
  return db.select().from(messages).where(eq(messages.senderId, senderId));
}

/** Whether this member has written in this match (has said hello, decision 077). */
export async function hasWrittenIn(db: Database, matchId: string, senderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.matchId, matchId), eq(messages.senderId, senderId)))
    .limit(1);
  return rows.length > 0;
}
