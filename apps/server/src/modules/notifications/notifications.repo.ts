import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/notifications';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values([...rows]);
}

/** Every notification the member received (the data export). */
export async function notificationsOf(db: Database, userId: string) {
  return db.select().from(notifications).where(eq(notifications.userId, userId));
}
