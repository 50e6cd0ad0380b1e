import type { Database } from '../../db/database';
import { notifications } from '../../db/schema/notifications';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Database, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length > 0) await db.insert(notifications).values([...rows]);
}
