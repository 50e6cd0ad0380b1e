import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runPrepared, sqlText, type PreparedStatement } from '../../db/prepared-query';
import { rowsOf } from '../../db/rows';
import { timeOrderedUuid } from '../../db/time-ordered-id';
import { liveMatch } from '../matches/live-match';
import { matches } from '../../db/schema/matches';
import { messages } from '../../db/schema/messages';
import { upheldReportSince } from '../safety/upheld-report';
import type { MessageMedia, MessageRow } from '../../db/message-row';

export interface NewMessage {
  matchId: string;
  senderId: string;
  content: string;
  media: MessageMedia | null;
  clientId: string;
  /** Held by screening (decision 081): stored, but not delivered until a moderator releases it. */
  held: boolean;
  /** Flagged by the offensive-language list and sent anyway (decision 084). */
  mightHurt: boolean;
  /** Its image was flagged by the classifier at upload (decision 088). */
  mayContainNudity: boolean;
  /** Holds one of the recipient's Hidden Words, before they ever replied (decision 085). */
  hiddenForRecipient: boolean;
  /** The message of this match it replies to, checked by the service (decision 108). */
  replyToId?: string | null;
}

export interface InsertedMessage extends MessageRow {
  recipientId: string;
  senderName: string;
  /**
   * The recipient lets verified matches' images through and the sender is verified (decision 088);
   * only read for a message with media (false otherwise, where it means nothing).
   */
  recipientImagesClear: boolean;
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
  heldAt: Date | string | null;
  mightHurt: boolean;
  mayContainNudity: boolean;
  hiddenForRecipient: boolean;
  replyToId: string | null;
  unsentAt: Date | string | null;
}

const messageColumns = sql`id, match_id AS "matchId", sender_id AS "senderId", content, media,
  client_id AS "clientId", created_at AS "createdAt", read_at AS "readAt", held_at AS "heldAt",
  might_hurt AS "mightHurt", may_contain_nudity AS "mayContainNudity",
  hidden_for_recipient AS "hiddenForRecipient", reply_to_id AS "replyToId", unsent_at AS "unsentAt"`;

function normalise<T extends RawMessage>(row: T): T & MessageRow {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    readAt: row.readAt === null ? null : new Date(row.readAt),
    heldAt: row.heldAt === null ? null : new Date(row.heldAt),
    unsentAt: row.unsentAt === null ? null : new Date(row.unsentAt),
  };
}

// The batch travels as arrays, so the text never changes: prepared and planned once per connection
// (decision 026), as the busiest statement of a chat server should be.
const insertMessagesStatement: PreparedStatement = {
  name: 'kindred_insert_messages',
  text: `
    WITH input AS (
      SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::boolean[], $7::boolean[],
          $8::boolean[], $9::boolean[], $10::uuid[], $11::uuid[])
        WITH ORDINALITY AS i (match_id, sender_id, content, media, client_id, held, might_hurt, may_contain_nudity,
          hidden, id, reply_to_id, idx)
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
      INSERT INTO messages (id, match_id, sender_id, content, media, client_id, created_at, held_at, might_hurt,
        may_contain_nudity, hidden_for_recipient, reply_to_id)
      SELECT id, match_id, sender_id, content, media::jsonb, client_id, clock_timestamp(),
        CASE WHEN held THEN clock_timestamp() END, might_hurt, may_contain_nudity, hidden, reply_to_id
      FROM permitted
      ON CONFLICT (sender_id, client_id) WHERE client_id IS NOT NULL DO NOTHING
      RETURNING ${sqlText(messageColumns)}
    )
    SELECT i.*, p.recipient_id AS "recipientId", sp.name AS "senderName",
      -- Only an image can be blurred: text, nearly every message, reads nothing more (decision 088).
      CASE WHEN i.media IS NULL THEN false ELSE EXISTS (
        SELECT 1 FROM profiles rp JOIN users su ON su.id = i."senderId"
        WHERE rp.user_id = p.recipient_id AND rp.unblur_verified_images AND su.verified_at IS NOT NULL
      ) END AS "recipientImagesClear"
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
  const rows = await runPrepared<RawMessage & Omit<InsertedMessage, keyof MessageRow>>(db, insertMessagesStatement, [
    batch.map((message) => message.matchId),
    batch.map((message) => message.senderId),
    batch.map((message) => message.content),
    batch.map((message) => (message.media === null ? null : JSON.stringify(message.media))),
    batch.map((message) => message.clientId),
    batch.map((message) => message.held),
    batch.map((message) => message.mightHurt),
    batch.map((message) => message.mayContainNudity),
    batch.map((message) => message.hiddenForRecipient),
    // Time-ordered ids: where two messages' created_at tie (PGlite counts milliseconds), the id
    // keeps the order they were sent in, for the reads and the web app alike.
    batch.map(() => timeOrderedUuid()),
    batch.map((message) => message.replyToId ?? null),
  ]);
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

/** What `viewer` may see of a match's messages: all but those held from them (decision 081). */
const notHeldFrom = (viewer: string) => sql`(${messages.heldAt} IS NULL OR ${messages.senderId} = ${viewer}::uuid)`;

/**
 * One page of a match's messages as `viewer` sees them, newest first, and how many there are;
 * messages up to `after` (the viewer deleted the conversation then) are left out.
 */
export async function pageOfMessages(
  db: Database,
  viewer: string,
  matchId: string,
  after: Date | null,
  page: number,
  limit: number,
): Promise<{ rows: MessageRow[]; total: number }> {
  const visible = and(
    eq(messages.matchId, matchId),
    notHeldFrom(viewer),
    after ? sql`${messages.createdAt} > ${after.toISOString()}::timestamptz` : undefined,
  );
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
      WHERE match_id = ${matchId}::uuid AND sender_id <> ${readerId}::uuid AND read_at IS NULL AND held_at IS NULL
      RETURNING read_at AS "readAt"`),
  );
  return { updated: rows.length, readAt: rows[0] ? new Date(rows[0].readAt) : new Date() };
}

/** Marks one message read (only a message sent to the reader); the row as it is now. */
export async function markOneRead(db: Database, readerId: string, messageId: string): Promise<MessageRow | undefined> {
  await db.execute(sql`
    UPDATE messages SET read_at = now()
    WHERE id = ${messageId}::uuid AND sender_id <> ${readerId}::uuid AND read_at IS NULL AND held_at IS NULL`);
  return findMessage(db, messageId);
}

/**
 * Messages sent to `me` and not yet read, in live conversations with active, unblocked members,
 * leaving out what the member deleted and what their Hidden Words hid (decision 085). Counted through the partial unread index.
 */
export async function unreadCountOf(db: Database, me: string, matchId?: string): Promise<number> {
  const [row] = rowsOf<{ count: number | string }>(
    await db.execute(sql`
      SELECT count(*)::int AS count
      FROM matches m
      JOIN users o ON o.id = CASE WHEN m.user_low = ${me}::uuid THEN m.user_high ELSE m.user_low END
      JOIN messages msg ON msg.match_id = m.id AND msg.sender_id = o.id AND msg.read_at IS NULL AND msg.held_at IS NULL
        AND NOT msg.hidden_for_recipient
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

export interface ConversationSides {
  /** The sender is in this match and may write in it (live, no block): else the send is refused. */
  live: boolean;
  /** The sender has written in it. */
  mine: boolean;
  /** The other member has written in it (a message held from the sender does not count). */
  theirs: boolean;
  /** The sender's opener here was held by screening (decision 081): so is what follows it. */
  held: boolean;
  /** The other member, and the version of their Hidden Words (null: they never saved any; decision 085). */
  otherId: string | null;
  wordsVersion: number | null;
}

// Asked on a send until the other member has written (decisions 077 and 078), a batch of sends at
// a time as arrays: prepared and planned once, one statement however many sends wait.
const conversationSidesStatement: PreparedStatement = {
  name: 'kindred_conversation_sides',
  // LATERAL ... LIMIT 1, not EXISTS: planned generically, EXISTS became a hash of every message.
  text: `
    SELECT i.idx,
      coalesce(${sqlText(liveMatch({ match: 'm', me: sql.raw('i.sender_id'), otherUser: 'u' }))}, false) AS live,
      mine.yes IS NOT NULL AS mine, theirs.yes IS NOT NULL AS theirs, coalesce(o.held, false) AS held,
      u.id AS "otherId", hw.version AS "wordsVersion"
    FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS i (match_id, sender_id, idx)
    LEFT JOIN matches m ON m.id = i.match_id AND (m.user_low = i.sender_id OR m.user_high = i.sender_id)
    LEFT JOIN users u ON u.id = CASE WHEN m.user_low = i.sender_id THEN m.user_high ELSE m.user_low END
    LEFT JOIN LATERAL (
      SELECT true AS yes FROM messages x WHERE x.match_id = m.id AND x.sender_id = i.sender_id LIMIT 1
    ) mine ON true
    LEFT JOIN LATERAL (
      SELECT true AS yes FROM messages x WHERE x.match_id = m.id AND x.sender_id = u.id AND x.held_at IS NULL LIMIT 1
    ) theirs ON true
    LEFT JOIN openers o ON o.match_id = m.id AND o.sender_id = i.sender_id
    -- The safety module's table, read here so that Hidden Words cost the send no statement of its own.
    LEFT JOIN hidden_words hw ON hw.user_id = u.id
    ORDER BY i.idx`,
};

/**
 * For each (match, sender): whether the sender may write in that match, and who has written in it;
 * not live when the match is not theirs. One answer per item, in order.
 */
export async function conversationSidesOfMany(
  db: Database,
  items: readonly { matchId: string; senderId: string }[],
): Promise<ConversationSides[]> {
  const rows = await runPrepared<ConversationSides & { idx: number | string }>(db, conversationSidesStatement, [
    items.map((item) => item.matchId),
    items.map((item) => item.senderId),
  ]);
  const byIndex = new Map(rows.map((row) => [Number(row.idx), row]));
  return items.map((_, index) => {
    const row = byIndex.get(index + 1);
    return {
      live: row?.live === true,
      mine: row?.mine === true,
      theirs: row?.theirs === true,
      held: row?.held === true,
      otherId: row?.otherId ?? null,
      wordsVersion: row?.wordsVersion == null ? null : Number(row.wordsVersion),
    };
  });
}

/** The advisory lock namespace of a sender's new-conversation turns (the other key is the sender's). */
const OPENER_LOCK = 78;

export interface FirstMessageLimits {
  unverified: number;
  verified: number;
}

export type OpenerTurn = { taken: true; held: boolean; copies: number } | { taken: false; retryAfterSeconds: number };

/**
 * Takes one of the sender's new-conversation turns for this match (decision 078), or says when the
 * next one frees up. Counted: conversations the sender opened in the last 24 hours that nobody
 * has answered yet, against their limit (verified or not; halved for 30 days after an upheld
 * report). One sender's turns are taken one at a time (an advisory lock, so the count sees every
 * turn taken before), so two sends at once cannot both take the last turn. The record is
 * bookkeeping, so its commit does not wait for the disk: a crash may give back a turn.
 *
 * The opener's `fingerprint` (null when too short to tell) also counts the sender's openers of the
 * last 24 hours with the same text: past `copiesAllowed` of them, this one is held (decision 081).
 */
export async function takeOpenerTurn(
  db: Database,
  opener: { matchId: string; senderId: string; fingerprint: string | null },
  limits: FirstMessageLimits & { copiesAllowed: number },
): Promise<OpenerTurn> {
  const { matchId, senderId, fingerprint } = opener;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(${OPENER_LOCK}, hashtext(${senderId})), set_config('synchronous_commit', 'off', true)`,
    );
    const [row] = rowsOf<{ taken: boolean; held: boolean; copies: number | string; retryAfter: number | null }>(
      await tx.execute(sql`
        WITH waiting AS (
          SELECT o.sent_at FROM openers o
          WHERE o.sender_id = ${senderId}::uuid AND o.sent_at > now() - interval '24 hours'
            AND NOT EXISTS (SELECT 1 FROM messages x
              WHERE x.match_id = o.match_id AND x.sender_id <> ${senderId}::uuid AND x.held_at IS NULL)
        ),
        turns AS (
          SELECT
            (SELECT greatest(1, CASE WHEN u.verified_at IS NULL THEN ${limits.unverified}::int ELSE ${limits.verified}::int END
              / CASE WHEN ${upheldReportSince(sql`u.id`, sql`now() - interval '30 days'`)} THEN 2 ELSE 1 END)
             FROM users u WHERE u.id = ${senderId}::uuid) AS allowed,
            (SELECT count(*) FROM waiting) AS waiting,
            (SELECT min(sent_at) FROM waiting) AS oldest,
            (SELECT count(*) FROM openers o WHERE o.sender_id = ${senderId}::uuid
              AND o.sent_at > now() - interval '24 hours' AND o.fingerprint = ${fingerprint}::text)::int AS copies
        ),
        taken AS (
          INSERT INTO openers (match_id, sender_id, fingerprint, held)
          SELECT ${matchId}::uuid, ${senderId}::uuid, ${fingerprint}::text, copies >= ${limits.copiesAllowed}::int
          FROM turns WHERE waiting < allowed
          ON CONFLICT (match_id) DO NOTHING
          RETURNING held
        )
        SELECT waiting < allowed AS taken, copies,
          coalesce((SELECT held FROM taken), (SELECT held FROM openers WHERE match_id = ${matchId}::uuid AND sender_id = ${senderId}::uuid),
            false) AS held,
          ceil(extract(epoch FROM oldest + interval '24 hours' - now()))::int AS "retryAfter"
        FROM turns`),
    );
    if (row?.taken) return { taken: true as const, held: row.held, copies: Number(row.copies) };
    return { taken: false as const, retryAfterSeconds: Math.max(1, Number(row?.retryAfter ?? 1)) };
  });
}

/** A sender's messages held by screening, newest first (the moderation queue shows them). */
export async function heldMessagesOf(db: Database, senderId: string, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), sql`${messages.heldAt} IS NOT NULL`))
    .orderBy(desc(messages.createdAt), desc(sql`${messages.id}`))
    .limit(limit);
}

/**
 * Delivers what screening held from a sender (a moderator found nothing wrong, decision 081): the
 * messages lose their hold and the sender's openers their count. Returns the messages released in
 * conversations still live, with their recipients, to announce as new.
 */
export async function releaseHeld(db: Database, senderId: string): Promise<InsertedMessage[]> {
  const rows = rowsOf<RawMessage & Omit<InsertedMessage, keyof MessageRow>>(
    await db.execute(sql`
      WITH released AS (
        UPDATE messages SET held_at = NULL
        WHERE sender_id = ${senderId}::uuid AND held_at IS NOT NULL
        RETURNING ${messageColumns}
      ),
      reset AS (
        UPDATE openers SET held = false, fingerprint = NULL
        WHERE sender_id = ${senderId}::uuid AND (held OR fingerprint IS NOT NULL)
      )
      SELECT r.*, o.id AS "recipientId", sp.name AS "senderName",
        (op.unblur_verified_images AND su.verified_at IS NOT NULL) AS "recipientImagesClear"
      FROM released r
      JOIN matches m ON m.id = r."matchId"
      JOIN users o ON o.id = CASE WHEN m.user_low = r."senderId" THEN m.user_high ELSE m.user_low END
      JOIN profiles op ON op.user_id = o.id
      JOIN profiles sp ON sp.user_id = r."senderId"
      JOIN users su ON su.id = r."senderId"
      WHERE ${liveMatch({ match: 'm', me: sql`r."senderId"`, otherUser: 'o' })}
      ORDER BY r."createdAt"`),
  );
  return rows.map(normalise);
}

/**
 * A message in its conversation, oldest first: up to `before` messages ahead of it, itself, and up
 * to `after` behind it (the moderation queue's view of a reported message). Empty when it is gone.
 */
export async function messagesAround(
  db: Database,
  messageId: string,
  before: number,
  after: number,
): Promise<MessageRow[]> {
  const rows = rowsOf<RawMessage>(
    await db.execute(sql`
      WITH target AS (SELECT match_id AS t_match, created_at AS t_at, id AS t_id FROM messages WHERE id = ${messageId}::uuid)
      (SELECT ${messageColumns} FROM messages, target
        WHERE match_id = t_match AND (created_at, id) < (t_at, t_id)
        ORDER BY created_at DESC, id DESC LIMIT ${before}::int)
      UNION ALL
      (SELECT ${messageColumns} FROM messages, target
        WHERE match_id = t_match AND (created_at, id) >= (t_at, t_id)
        ORDER BY created_at, id LIMIT ${after + 1}::int)`),
  );
  return rows.map(normalise).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
}
