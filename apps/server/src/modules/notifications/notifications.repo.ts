import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';
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

/**
 * A message notification: the conversation's unread one grows (count, preview, time) instead of a
 * new row per message (decision 045). The partial unique index makes concurrent messages safe.
 */
export async function upsertMessageNotification(db: Database, row: NewNotification): Promise<NotificationRow> {
  const [stored] = await db
    .insert(notifications)
    .values({ ...row, type: 'message', messageCount: 1 })
    .onConflictDoUpdate({
      target: [notifications.userId, notifications.matchId],
      targetWhere: sql`type = 'message' AND read_at IS NULL`,
      set: {
        messageCount: sql`${notifications.messageCount} + 1`,
        messagePreview: sql`excluded.message_preview`,
        createdAt: sql`now()`,
      },
    })
    .returning();
  return stored!;
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

export async function countUnread(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(ofMember(userId), unread));
  return row?.total ?? 0;
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

/** A match that ended leads nowhere: its match and message notifications go, for both members. */
export async function deleteAboutMatch(db: Database, matchId: string): Promise<void> {
  await db
    .delete(notifications)
    .where(
      and(eq(notifications.matchId, matchId), or(eq(notifications.type, 'match'), eq(notifications.type, 'message'))),
    );
}

/** Every notification the member received (the data export). */
export async function notificationsOf(db: Database, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
