ALTER TABLE "profiles" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
-- A paused member leaves the recommendation index's predicate, so recommendations stay index-only
-- (the query's `paused_at IS NULL` is implied by the predicate, not re-checked on the heap).
DROP INDEX IF EXISTS profiles_recommendable_idx;--> statement-breakpoint
CREATE INDEX profiles_recommendable_idx ON profiles
  USING gist (ll_to_earth(shown_lat, shown_lng), gender, birthdate, age_min, age_max)
  INCLUDE (user_id, show_me, max_distance, location_sharing, shown_lat, shown_lng)
  WHERE discoverable AND profile_visibility = 'Everyone' AND paused_at IS NULL;
