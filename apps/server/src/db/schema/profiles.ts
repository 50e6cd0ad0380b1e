import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { shownLatExpression, shownLngExpression } from './shown-location';

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    /** True when the member gave only an age (SPEC 3 payload); see docs/decisions. */
    birthdateEstimated: boolean('birthdate_estimated').notNull().default(false),
    gender: text('gender'),
    /** "City, ST" as the gazetteer labels it. */
    location: text('location').notNull().default(''),
    /** Exact coordinates: never leave the server. */
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Where others measure from (shown-location.ts): every distance another member sees or filters on. */
    shownLat: doublePrecision('shown_lat').generatedAlwaysAs(shownLatExpression),
    shownLng: doublePrecision('shown_lng').generatedAlwaysAs(shownLngExpression),
    bio: text('bio').notNull().default(''),
    occupation: text('occupation').notNull().default(''),
    company: text('company').notNull().default(''),
    education: text('education').notNull().default(''),
    school: text('school').notNull().default(''),
    height: text('height').notNull().default(''),
    interests: text('interests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text('languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lookingFor: text('looking_for'),
    showMe: text('show_me').notNull().default('Everyone'),
    ageMin: smallint('age_min').notNull().default(25),
    ageMax: smallint('age_max').notNull().default(35),
    maxDistance: integer('max_distance').notNull().default(25),
    drinking: text('drinking').notNull().default(''),
    smoking: text('smoking').notNull().default(''),
    zodiac: text('zodiac').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    spotifyArtists: text('spotify_artists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    questions: jsonb('questions').$type<QuestionAnswer[]>().notNull().default([]),
    notifications: boolean('notifications').notNull().default(true),
    // Settings (SPEC 3 notification toggles and privacy settings). Columns, not JSON: the
    // recommendation query filters on visibility.
    notifyNewMatches: boolean('notify_new_matches').notNull().default(true),
    notifyNewMessages: boolean('notify_new_messages').notNull().default(true),
    notifyMatchActivity: boolean('notify_match_activity').notNull().default(true),
    notifyAppUpdates: boolean('notify_app_updates').notNull().default(false),
    profileVisibility: text('profile_visibility', { enum: ['Everyone', 'Only matches', 'Hidden'] })
      .notNull()
      .default('Everyone'),
    locationSharing: text('location_sharing', { enum: ['Exact location', 'City only', 'Hidden'] })
      .notNull()
      .default('City only'),
    readReceipts: boolean('read_receipts').notNull().default(true),
    activityStatus: boolean('activity_status').notNull().default(true),
    /** Chat images from verified matches arrive unblurred (issue 32, decision 088). */
    unblurVerifiedImages: boolean('unblur_verified_images').notNull().default(false),
    theme: text('theme', { enum: ['system', 'light', 'dark'] })
      .notNull()
      .default('system'),
    // Quiet hours for Web Push (decision 047): minutes since midnight on the member's clock.
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(false),
    quietHoursStart: smallint('quiet_hours_start')
      .notNull()
      .default(22 * 60),
    quietHoursEnd: smallint('quiet_hours_end')
      .notNull()
      .default(8 * 60),
    timeZone: text('time_zone').notNull().default('UTC'),
    subscription: text('subscription').notNull().default('Free'),
    /** Ranked higher in recommendations until then (Platinum and Diamond boosts). */
    boostedUntil: timestamp('boosted_until', { withTimezone: true }),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    /** The onboarding gates hold on the stored profile now: only such members are recommended (decision 035). */
    discoverable: boolean('discoverable').notNull().default(false),
    /** Set while the member takes a break: shown to nobody new, matches and chats kept (decision 070). */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * Set while reports from several members wait for a moderator (decision 083): shown to nobody
     * new (not discoverable), matches and chats kept.
     */
    quarantinedAt: timestamp('quarantined_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Discover walks this one; recommendations walk profiles_recommendable_idx (ll_to_earth, gender,
  // birthdate, age_min, age_max; partial), created in custom migrations (0005, 0010) because it needs
  // btree_gist. Both are over the shown point: no query another member can cause reads lat, lng.
  (t) => [index('profiles_earth_idx').using('gist', sql`ll_to_earth(${t.shownLat}, ${t.shownLng})`)],
);

export const photos = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 is the main photo. */
    position: smallint('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** ThumbHash (base64) shown while the photo loads; null until the backfill reaches an older photo. */
    placeholder: text('placeholder'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // With the id and placeholder in the index, a member's photos in order are read from the index
    // alone: a card costs one page of it, not a page of the table per photo too (docs/decisions/059).
    index('photos_user_position_id_idx').on(t.userId, t.position, t.id, t.placeholder),
    // The placeholder backfill's work list: empty once every photo has one.
    index('photos_without_placeholder_idx')
      .on(t.id)
      .where(sql`${t.placeholder} IS NULL`),
  ],
);
