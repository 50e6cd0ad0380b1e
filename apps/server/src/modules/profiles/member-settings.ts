import type { NOTIFICATION_TOGGLES } from '@kindred/contract/enums';
import { minutesOfTime, timeOfMinutes } from '@kindred/contract/quiet-hours';
import type { MemberSettings, SettingsUpdate } from '@kindred/contract/settings';
import type { NewProfile, ProfileRow } from './profiles.repo';

type NotificationToggle = (typeof NOTIFICATION_TOGGLES)[number];

/** Where each notification toggle of SPEC 3's settings is stored on the profile row. */
export const NOTIFICATION_TOGGLE_FIELDS = {
  new_matches: 'notifyNewMatches',
  new_messages: 'notifyNewMessages',
  match_activity: 'notifyMatchActivity',
  app_updates: 'notifyAppUpdates',
} as const satisfies Record<NotificationToggle, keyof ProfileRow>;

const toggleEntries = Object.entries(NOTIFICATION_TOGGLE_FIELDS) as [
  NotificationToggle,
  (typeof NOTIFICATION_TOGGLE_FIELDS)[NotificationToggle],
][];

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/** The settings columns of a profile row, in the contract's shape (SPEC 3). */
export function settingsOf(row: ProfileRow): MemberSettings {
  return {
    notifications: Object.fromEntries(toggleEntries.map(([toggle, field]) => [toggle, row[field]])) as Record<
      NotificationToggle,
      boolean
    >,
    privacy: {
      profile_visibility: row.profileVisibility,
      location_sharing: row.locationSharing,
      read_receipts: onOff(row.readReceipts),
      activity_status: onOff(row.activityStatus),
    },
    safety: { unblur_verified_images: row.unblurVerifiedImages },
    theme: row.theme,
    quiet_hours: {
      enabled: row.quietHoursEnabled,
      start: timeOfMinutes(row.quietHoursStart),
      end: timeOfMinutes(row.quietHoursEnd),
      time_zone: row.timeZone,
    },
  };
}

/** The columns a settings update changes; what it leaves out stays as stored. */
export function settingsColumns(update: SettingsUpdate): Partial<NewProfile> {
  const { notifications: n = {}, privacy: p = {}, safety = {}, theme, quiet_hours: q = {} } = update;
  const columns: Partial<NewProfile> = {
    ...Object.fromEntries(toggleEntries.map(([toggle, field]) => [field, n[toggle]])),
    profileVisibility: p.profile_visibility,
    locationSharing: p.location_sharing,
    readReceipts: p.read_receipts === undefined ? undefined : p.read_receipts === 'On',
    activityStatus: p.activity_status === undefined ? undefined : p.activity_status === 'On',
    unblurVerifiedImages: safety.unblur_verified_images,
    theme,
    quietHoursEnabled: q.enabled,
    quietHoursStart: q.start === undefined ? undefined : minutesOfTime(q.start),
    quietHoursEnd: q.end === undefined ? undefined : minutesOfTime(q.end),
    timeZone: q.time_zone,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
