import { minutesOfTime, timeOfMinutes } from '@kindred/contract/quiet-hours';
import type { MemberSettings, SettingsUpdate } from '@kindred/contract/settings';
import type { NewProfile, ProfileRow } from './profiles.repo';

const onOff = (value: boolean) => (value ? 'On' : 'Off');

/** The settings columns of a profile row, in the contract's shape (SPEC 3). */
export function settingsOf(row: ProfileRow): MemberSettings {
  return {
    notifications: {
      new_matches: row.notifyNewMatches,
      new_messages: row.notifyNewMessages,
      match_activity: row.notifyMatchActivity,
      app_updates: row.notifyAppUpdates,
    },
    privacy: {
      profile_visibility: row.profileVisibility,
      location_sharing: row.locationSharing,
      read_receipts: onOff(row.readReceipts),
      activity_status: onOff(row.activityStatus),
    },
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
  const { notifications: n = {}, privacy: p = {}, theme, quiet_hours: q = {} } = update;
  const columns: Partial<NewProfile> = {
    notifyNewMatches: n.new_matches,
    notifyNewMessages: n.new_messages,
    notifyMatchActivity: n.match_activity,
    notifyAppUpdates: n.app_updates,
    profileVisibility: p.profile_visibility,
    locationSharing: p.location_sharing,
    readReceipts: p.read_receipts === undefined ? undefined : p.read_receipts === 'On',
    activityStatus: p.activity_status === undefined ? undefined : p.activity_status === 'On',
    theme,
    quietHoursEnabled: q.enabled,
    quietHoursStart: q.start === undefined ? undefined : minutesOfTime(q.start),
    quietHoursEnd: q.end === undefined ? undefined : minutesOfTime(q.end),
    timeZone: q.time_zone,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}
