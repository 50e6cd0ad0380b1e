-- The recommendation walk (docs/decisions/014, bench/recommendations): nearest first by
-- ll_to_earth, with the gender, birth-date and age-range conditions checked inside the index,
-- over only the members who can be recommended at all. btree_gist gives GiST the operators for
-- text, date and smallint (compare with smallint parameters, or the age conditions stay filters).
-- The INCLUDE columns make the walk index-only (candidates.repo.ts): without them a heavy swiper
-- in a dense city read thousands of heap pages to skip the members already swiped.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS profiles_recommendable_idx ON profiles
  USING gist (ll_to_earth(lat, lng), gender, birthdate, age_min, age_max)
  INCLUDE (user_id, show_me, max_distance, lat, lng)
  WHERE onboarding_completed_at IS NOT NULL AND profile_visibility = 'Everyone';
