import type { Database } from '../../db/database';
import { subscriptionsOf } from './push.repo';

/** The push section of a member's data export: the browsers they receive pushes on (not their keys). */
export async function exportPushSubscriptionsOf(db: Database, userId: string) {
  const rows = await subscriptionsOf(db, userId);
  return {
    pushSubscriptions: rows.map((row) => ({ endpoint: row.endpoint, createdAt: row.createdAt.toISOString() })),
  };
}
