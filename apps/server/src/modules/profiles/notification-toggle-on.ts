import { sql, type SQL } from 'drizzle-orm';
import type { NOTIFICATION_TOGGLES } from '@kindred/contract/enums';
import { profiles } from '../../db/schema/profiles';
import { NOTIFICATION_TOGGLE_FIELDS } from './member-settings';

/**
 * The profiles module's public query: a condition for other modules' batched statements (a batch
 * is one query, not one settings read per member). True when `userId` has a profile whose
 * settings have this notification toggle on. The settings columns stay the profiles module's.
 */
export const notificationToggleOn = (userId: SQL, toggle: (typeof NOTIFICATION_TOGGLES)[number]): SQL =>
  sql`EXISTS (SELECT 1 FROM profiles tgl WHERE tgl.user_id = ${userId} AND tgl.${sql.identifier(profiles[NOTIFICATION_TOGGLE_FIELDS[toggle]].name)})`;
