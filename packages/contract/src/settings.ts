import { z } from 'zod';
import { LOCATION_SHARING, NOTIFICATION_TOGGLES, ON_OFF, PROFILE_VISIBILITY } from './enums';
import { THEMES } from './themes';
import { isTimeZone, QUIET_HOURS_TIME } from './quiet-hours';

// SPEC 3 "Notification toggles" and "Privacy settings", plus the appearance setting: stored on
// the server and returned by GET /profiles/me (DESIGN 2).

export { THEMES, type Theme } from './themes';

export const notificationSettingsSchema = z.object(
  Object.fromEntries(
    NOTIFICATION_TOGGLES.map((key) => [key, z.boolean({ error: `${key} must be true or false` })]),
  ) as Record<(typeof NOTIFICATION_TOGGLES)[number], z.ZodBoolean>,
);

export const privacySettingsSchema = z.object({
  profile_visibility: z.enum(PROFILE_VISIBILITY, {
    error: `profile_visibility must be one of: ${PROFILE_VISIBILITY.join(', ')}`,
  }),
  location_sharing: z.enum(LOCATION_SHARING, {
    error: `location_sharing must be one of: ${LOCATION_SHARING.join(', ')}`,
  }),
  read_receipts: z.enum(ON_OFF, { error: 'read_receipts must be On or Off' }),
  activity_status: z.enum(ON_OFF, { error: 'activity_status must be On or Off' }),
});

/**
 * Ours (decision 047): no push notifications between `start` and `end` ("HH:MM", the member's
 * `time_zone`, an IANA name); they are still stored and shown in the app.
 */
export const quietHoursSchema = z.object({
  enabled: z.boolean({ error: 'quiet_hours.enabled must be true or false' }),
  start: z.string().regex(QUIET_HOURS_TIME, { error: 'quiet_hours.start must be a time like 22:00' }),
  end: z.string().regex(QUIET_HOURS_TIME, { error: 'quiet_hours.end must be a time like 08:00' }),
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, { error: 'quiet_hours.time_zone must be a time zone like Europe/Paris' }),
});
export type QuietHours = z.infer<typeof quietHoursSchema>;

/**
 * Ours (issue 32, decision 088): what the member sees of what others send. Chat images arrive
 * blurred; `unblur_verified_images` shows those from verified matches as they are (images a
 * classifier flags stay blurred).
 */
export const safetySettingsSchema = z.object({
  unblur_verified_images: z.boolean({ error: 'unblur_verified_images must be true or false' }),
});

export const memberSettingsSchema = z.object({
  notifications: notificationSettingsSchema,
  privacy: privacySettingsSchema,
  safety: safetySettingsSchema,
  theme: z.enum(THEMES, { error: `theme must be one of: ${THEMES.join(', ')}` }),
  quiet_hours: quietHoursSchema,
});

export type MemberSettings = z.infer<typeof memberSettingsSchema>;

/** PUT /profile/settings: any part, merged into what is stored. */
export const settingsUpdateSchema = z.object({
  notifications: notificationSettingsSchema.partial().optional(),
  privacy: privacySettingsSchema.partial().optional(),
  safety: safetySettingsSchema.partial().optional(),
  theme: memberSettingsSchema.shape.theme.optional(),
  quiet_hours: quietHoursSchema.partial().optional(),
});
export type SettingsUpdate = z.infer<typeof settingsUpdateSchema>;

export const DEFAULT_SETTINGS: MemberSettings = {
  notifications: { new_matches: true, new_messages: true, match_activity: true, app_updates: false },
  privacy: {
    profile_visibility: 'Everyone',
    location_sharing: 'City only',
    read_receipts: 'On',
    activity_status: 'On',
  },
  safety: { unblur_verified_images: false },
  theme: 'system',
  quiet_hours: { enabled: false, start: '22:00', end: '08:00', time_zone: 'UTC' },
};

/** Texts of the notification toggles (SPEC 3: each with title and description). */
export const NOTIFICATION_TOGGLE_TEXTS: Record<
  (typeof NOTIFICATION_TOGGLES)[number],
  { title: string; description: string }
> = {
  new_matches: { title: 'New Matches', description: 'When you and someone else like each other' },
  new_messages: { title: 'New Messages', description: 'When a match sends you a message' },
  match_activity: { title: 'Match Activity', description: 'Likes, super likes and profile views' },
  app_updates: { title: 'App Updates', description: 'News about features and events' },
};
