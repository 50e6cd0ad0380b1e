-- The recommendation walk (docs/decisions/014, bench/recommendations): nearest first by
-- ll_to_earth, with the gender and birth-date conditions checked inside the index, over only the
-- members who can be recommended at all. btree_gist gives GiST the equality and range operators
-- for text and date. Without the extra columns a dense city walked ~15,000 rows to find 150.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_recommendable_idx ON profiles
  USING gist (ll_to_earth(lat, lng), gender, birthdate)
  WHERE onboarding_completed_at IS NOT NULL AND profile_visibility = 'Everyone';
