import { and, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { runPrepared, sqlText, type PreparedStatement } from '../../db/prepared-query';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
import { notificationToggleOn } from '../profiles/notification-toggle-on';
import { blockedEitherWay } from '../safety/blocked-either-way';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * What a member may see of their notifications: none about a member who is suspended now, or
 * with whom a block stands either way (the block may have come after the notification).
 */
const visible: SQL = sql`(${notifications.actorId} IS NULL OR (
  EXISTS (SELECT 1 FROM users au WHERE au.id = ${notifications.actorId} AND au.status = 'active')
  AND NOT ${blockedEitherWay(sql`${notifications.userId}`, sql`${notifications.actorId}`)}))`;

const unread = isNull(notifications.readAt);
const ofMember = (userId: string) => and(eq(notifications.userId, userId), visible);

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values([...rows])
    .returning();
}

/** One message for its recipient's message notification (the recipient, its sender, the match). */
export interface MessageNotice {
  userId: string;
  actorId: string;
  matchId: string;
  content: string;
  messagePreview: string | null;
}

const notificationColumns = `id, user_id AS "userId", type, actor_id AS "actorId", match_id AS "matchId", content,
  message_preview AS "messagePreview", message_count AS "messageCount", topic, created_at AS "createdAt", read_at AS "readAt"`;

type RawNotification = Omit<NotificationRow, 'createdAt' | 'readAt'> & {
  createdAt: Date | string;
  readAt: Date | string | null;
};

const normalise = (row: RawNotification): NotificationRow => ({
  ...row,
  createdAt: new Date(row.createdAt),
  readAt: row.readAt === null ? null : new Date(row.readAt),
});

// A batch of messages travels as arrays, so the text never changes (decision 026): the message path
// of a chat server writes its notifications in one statement per batch, not six per message (058).
const upsertMessageNotificationsStatement: PreparedStatement = {
  name: 'kindred_upsert_message_notifications',
  text: `
    WITH input AS (
      SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::text[], $5::text[])
        WITH ORDINALITY AS i (user_id, actor_id, match_id, content, preview, idx)
    ),
    wanted AS (
      SELECT i.* FROM input i
      JOIN users r ON r.id = i.user_id AND r.status = 'active'
      JOIN users a ON a.id = i.actor_id AND a.status = 'active'
      WHERE ${sqlText(notificationToggleOn(sql.raw('i.user_id'), 'new_messages'))}
        AND NOT ${sqlText(blockedEitherWay(sql.raw('i.user_id'), sql.raw('i.actor_id')))}
    ),
    latest AS (
      -- One row per conversation (a statement may not update a row twice): the latest message's
      -- words, and how many messages the batch brought.
      SELECT DISTINCT ON (user_id, match_id) user_id, actor_id, match_id, content, preview,
        count(*) OVER (PARTITION BY user_id, match_id) AS messages
      FROM wanted
      ORDER BY user_id, match_id, idx DESC
    )
    INSERT INTO notifications AS n (user_id, type, actor_id, match_id, content, message_preview, message_count)
    SELECT user_id, 'message', actor_id, match_id, content, preview, messages FROM latest
    ON CONFLICT (user_id, match_id) WHERE type = 'message' AND read_at IS NULL
    DO UPDATE SET message_count = n.message_count + excluded.message_count,
      message_preview = excluded.message_preview, created_at = now()
    RETURNING ${notificationColumns}`,
};

/**
 * Message notifications for a batch of messages, in one statement: each recipient's unread one per
 * conversation grows (count, preview, time) instead of a new row per message (decision 045). Only
 * for a recipient whose "new messages" toggle is on, both members active and no block either way.
 * The partial unique index makes concurrent batches safe. Returns one row per conversation touched.
 */
export async function upsertMessageNotifications(
  db: Database,
  notices: readonly MessageNotice[],
): Promise<NotificationRow[]> {
  if (notices.length === 0) return [];
  const rows = await runPrepared<RawNotification>(db, upsertMessageNotificationsStatement, [
    notices.map((notice) => notice.userId),
    notices.map((notice) => notice.actorId),
    notices.map((notice) => notice.matchId),
    notices.map((notice) => notice.content),
    notices.map((notice) => notice.messagePreview),
  ]);
  return rows.map(normalise);
}

/** Both members active and no block between them: the only pairs a notification may name. */
export async function mayNotifyAbout(db: Database, recipientId: string, actorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [recipientId, actorId]),
        eq(users.status, 'active'),
        sql`NOT ${blockedEitherWay(sql`${recipientId}::uuid`, sql`${actorId}::uuid`)}`,
      ),
    );
  return rows.length === (recipientId === actorId ? 1 : 2);
}

/** Whether the member already has a notification of this type about this member since `since`. */
export async function hasRecent(
  db: Database,
  userId: string,
  actorId: string,
  type: NotificationRow['type'],
  since: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.actorId, actorId),
        eq(notifications.type, type),
        gt(notifications.createdAt, since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function listNotifications(
  db: Database,
  userId: string,
  { unreadOnly, limit, offset }: { unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = unreadOnly ? and(ofMember(userId), unread) : ofMember(userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(notifications)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

const unreadCountsStatement: PreparedStatement = {
  name: 'kindred_unread_notification_counts',
  text: `
    SELECT user_id AS "userId", count(*)::int AS total FROM notifications
    WHERE user_id = ANY($1::uuid[]) AND read_at IS NULL AND ${sqlText(visible)}
    GROUP BY user_id`,
};

/** Each member's unread (visible) notifications, in one statement; a member with none is absent. */
export async function unreadCounts(db: Database, userIds: readonly string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await runPrepared<{ userId: string; total: number }>(db, unreadCountsStatement, [[...userIds]]);
  return new Map(rows.map((row) => [row.userId, row.total]));
}

export async function countUnread(db: Database, userId: string): Promise<number> {
  return (await unreadCounts(db, [userId])).get(userId) ?? 0;
}

/** The member's own (visible) notification, read now if it was not; undefined for anyone else's. */
export async function markRead(db: Database, userId: string, id: string): Promise<NotificationRow | undefined> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), ofMember(userId)))
    .returning();
  return updated;
}

export async function markAllRead(db: Database, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), unread))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Reading a conversation reads its message notification too. */
export async function markConversationRead(db: Database, userId: string, matchId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.matchId, matchId),
        eq(notifications.type, 'message'),
        unread,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteAll(db: Database, userId: string): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(eq(notifications.userId, userId))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * A match that ended leads nowhere: its match and message notifications go, for both members, and
 * its date plans' notices ('event' with the match; decision 101).
 */
export async function deleteAboutMatch(db: Database, matchId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(and(eq(notifications.matchId, matchId), inArray(notifications.type, ['match', 'message', 'event'])));
}

/** A like taken back (decision 073): the note it left the liked member goes with it. */
/** How many notes it deleted (none when the member had turned like notes off). */
export async function deleteLikeNote(db: Database, userId: string, actorId: string): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.actorId, actorId), eq(notifications.type, 'like')))
    .returning({ id: notifications.id });
  return deleted.length;
}

/** Every notification the member received (the data export). */
export async function notificationsOf(db: Database, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
