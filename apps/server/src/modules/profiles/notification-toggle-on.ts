import { sql, type SQL } from 'drizzle-orm';
import type { NOTIFICATION_TOGGLES } from '@kindred/contract/enums';
import { profiles } from '../../db/schema/profiles';

const COLUMN_OF = {
  new_matches: profiles.notifyNewMatches,
  new_messages: profiles.notifyNewMessages,
  match_activity: profiles.notifyMatchActivity,
  app_updates: profiles.notifyAppUpdates,
} satisfies Record<(typeof NOTIFICATION_TOGGLES)[number], unknown>;

/**
 * The profiles module's public query: a condition for other modules' batched statements (a batch
 * is one query, not one settings read per member). True when `userId` has a profile whose
 * settings have this notification toggle on. The settings columns stay the profiles module's.
 */
export const notificationToggleOn = (userId: SQL, toggle: (typeof NOTIFICATION_TOGGLES)[number]): SQL =>
  sql`EXISTS (SELECT 1 FROM profiles tgl WHERE tgl.user_id = ${userId} AND tgl.${sql.identifier(COLUMN_OF[toggle].name)})`;
