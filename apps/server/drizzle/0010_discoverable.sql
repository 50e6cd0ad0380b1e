ALTER TABLE "profiles" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members who finished onboarding passed the gates then (decision 035).
UPDATE "profiles" SET "discoverable" = true WHERE "onboarding_completed_at" IS NOT NULL;--> statement-breakpoint
-- The recommendation walk's index (0005) now covers the members the gates make discoverable.
DROP INDEX IF EXISTS profiles_recommendable_idx;--> statement-breakpoint
CREATE INDEX profiles_recommendable_idx ON profiles
  USING gist (ll_to_earth(lat, lng), gender, birthdate, age_min, age_max)
  INCLUDE (user_id, show_me, max_distance, lat, lng)
  WHERE discoverable AND profile_visibility = 'Everyone';
