import { asc, inArray, sql } from 'drizzle-orm';
import { MESSAGE_ACTION_LIMITS, quotePreview, type Reaction, type ReplyQuote } from '@kindred/contract/message-actions';
import type { Database } from '../../db/database';
import { rowsOf } from '../../db/rows';
import { messageReactions } from '../../db/schema/message-reactions';
import { messages } from '../../db/schema/messages';
import type { MessageRow } from '../../db/message-row';

// Reactions, reply quotes and unsend (decision 108): the messages module's statements for them.

/** What a message row carries besides its columns, for the view: its reactions and its reply's quote. */
export interface MessageExtras {
  reactions?: Reaction[];
  replyTo?: ReplyQuote | null;
}

/** Every reaction on these messages, oldest first, by message id. */
export async function reactionsOf(db: Database, messageIds: readonly string[]): Promise<Map<string, Reaction[]>> {
  const byMessage = new Map<string, Reaction[]>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .select({
      messageId: messageReactions.messageId,
      memberId: messageReactions.memberId,
      emoji: messageReactions.emoji,
    })
    .from(messageReactions)
    .where(inArray(messageReactions.messageId, [...messageIds]))
    .orderBy(asc(messageReactions.createdAt), asc(messageReactions.memberId));
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({ memberId: row.memberId, emoji: row.emoji as Reaction['emoji'] });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** The quotes of these originals, by id; an id with no row left is quoted as removed. */
export async function quotesOf(db: Database, ids: readonly string[]): Promise<Map<string, ReplyQuote>> {
  const quotes = new Map<string, ReplyQuote>();
  if (ids.length === 0) return quotes;
  const rows = await db
    .select({
      id: messages.id,
      senderId: messages.senderId,
      content: messages.content,
      media: messages.media,
      unsentAt: messages.unsentAt,
    })
    .from(messages)
    .where(inArray(messages.id, [...new Set(ids)]));
  for (const row of rows) {
    const unsent = row.unsentAt !== null;
    quotes.set(row.id, {
      id: row.id,
      senderId: row.senderId,
      preview: unsent ? '' : quotePreview(row.content),
      hasImage: !unsent && row.media !== null,
      unsent,
      removed: false,
    });
  }
  for (const id of ids) {
    if (!quotes.has(id))
      quotes.set(id, { id, senderId: null, preview: '', hasImage: false, unsent: false, removed: true });
  }
  return quotes;
}

/**
 * The rows with their reactions and quotes: two statements for a page at most (none for the
 * quotes when nothing in it replies). `reactions` false leaves them out (a message just sent has none).
 */
export async function withExtras<T extends MessageRow>(
  db: Database,
  rows: readonly T[],
  { reactions = true }: { reactions?: boolean } = {},
): Promise<(T & MessageExtras)[]> {
  if (rows.length === 0) return [];
  const replyIds = rows.flatMap((row) => (row.replyToId ? [row.replyToId] : []));
  const [reactionMap, quotes] = await Promise.all([
    reactions
      ? reactionsOf(
          db,
          rows.map((row) => row.id),
        )
      : new Map<string, Reaction[]>(),
    quotesOf(db, replyIds),
  ]);
  return rows.map((row) => ({
    ...row,
    reactions: reactionMap.get(row.id) ?? [],
    replyTo: row.replyToId ? (quotes.get(row.replyToId) ?? null) : null,
  }));
}

/**
 * Sets, changes (`emoji`) or removes (null) a member's one reaction on a message, and answers the
 * message's reactions after it, in one statement (a reaction is as frequent as a message: decision
 * 108). The statement's snapshot does not see its own write, so the member's new reaction is added
 * to the others' as the write returns it.
 */
export async function setReaction(
  db: Database,
  messageId: string,
  memberId: string,
  emoji: string | null,
): Promise<Reaction[]> {
  const write =
    emoji === null
      ? sql`DELETE FROM message_reactions WHERE message_id = ${messageId}::uuid AND member_id = ${memberId}::uuid
          RETURNING member_id, emoji, created_at, false AS kept`
      : sql`INSERT INTO message_reactions (message_id, member_id, emoji) VALUES (${messageId}::uuid, ${memberId}::uuid, ${emoji})
          ON CONFLICT (message_id, member_id) DO UPDATE SET emoji = excluded.emoji, created_at = now()
          RETURNING member_id, emoji, created_at, true AS kept`;
  const rows = rowsOf<{ memberId: string; emoji: string }>(
    await db.execute(sql`
      WITH written AS (${write})
      SELECT member_id AS "memberId", emoji FROM (
        SELECT member_id, emoji, created_at FROM message_reactions
        WHERE message_id = ${messageId}::uuid AND member_id <> ${memberId}::uuid
        UNION ALL SELECT member_id, emoji, created_at FROM written WHERE kept
      ) everyone ORDER BY created_at, member_id`),
  );
  return rows.map((row) => ({ memberId: row.memberId, emoji: row.emoji as Reaction['emoji'] }));
}

export type UnsendOutcome = { kind: 'unsent'; unsentAt: Date } | { kind: 'tooLate' } | { kind: 'alreadyUnsent' };

/**
 * Unsends the sender's message while the window is open, by the database's clock: its text and
 * image are cleared and its reactions go, in one transaction. The window is checked by the same
 * statement that writes, so two devices cannot race past it.
 */
export async function unsendMessage(db: Database, messageId: string, senderId: string): Promise<UnsendOutcome> {
  return db.transaction(async (tx) => {
    const [row] = rowsOf<{ unsentAt: Date | string | null; open: boolean }>(
      await tx.execute(sql`
        WITH target AS (
          SELECT id, unsent_at,
            created_at > now() - make_interval(secs => ${MESSAGE_ACTION_LIMITS.unsendWindowMs / 1000}::int) AS open
          FROM messages WHERE id = ${messageId}::uuid AND sender_id = ${senderId}::uuid FOR UPDATE
        ),
        cleared AS (
          UPDATE messages m SET unsent_at = now(), content = '', media = NULL
          FROM target t WHERE m.id = t.id AND t.unsent_at IS NULL AND t.open
          RETURNING m.unsent_at
        )
        SELECT coalesce((SELECT unsent_at FROM cleared), t.unsent_at) AS "unsentAt",
          (SELECT count(*) FROM cleared) > 0 AS open
        FROM target t`),
    );
    if (!row) return { kind: 'tooLate' };
    if (!row.open) return row.unsentAt === null ? { kind: 'tooLate' } : { kind: 'alreadyUnsent' };
    await tx.delete(messageReactions).where(sql`${messageReactions.messageId} = ${messageId}::uuid`);
    return { kind: 'unsent', unsentAt: new Date(row.unsentAt!) };
  });
}
