import type { Database } from '../../db/database';
import { notificationsOf } from './notifications.repo';

/** The notifications section of a member's data export. */
export async function exportNotificationsOf(db: Database, userId: string) {
  const received = await notificationsOf(db, userId);
  return {
    notifications: received.map((row) => ({
      type: row.type,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
  };
}
