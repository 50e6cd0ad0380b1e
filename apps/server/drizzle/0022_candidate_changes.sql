CREATE TABLE "candidate_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_changes_changed_at_idx" ON "candidate_changes" USING btree ("changed_at");--> statement-breakpoint
-- Every change to a member's profile, answers or account is noted here by the database itself, so
-- each server process's candidate index catches up with changes made anywhere (decision 054).
CREATE FUNCTION note_candidate_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_changes (user_id, changed_at)
  SELECT c.user_id, clock_timestamp() FROM (SELECT DISTINCT user_id FROM changed) c
  ON CONFLICT (user_id) DO UPDATE SET changed_at = excluded.changed_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION note_account_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidate_changes (user_id, changed_at)
  SELECT c.id, clock_timestamp() FROM (SELECT DISTINCT id FROM changed) c
  ON CONFLICT (user_id) DO UPDATE SET changed_at = excluded.changed_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_inserted_note_candidates AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_candidate_changes();--> statement-breakpoint
CREATE TRIGGER profiles_updated_note_candidates AFTER UPDATE ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_candidate_changes();--> statement-breakpoint
CREATE TRIGGER profiles_deleted_note_candidates AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_candidate_changes();--> statement-breakpoint
CREATE TRIGGER question_answers_inserted_note_candidates AFTER INSERT ON question_answers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_candidate_changes();--> statement-breakpoint
CREATE TRIGGER question_answers_updated_note_candidates AFTER UPDATE ON question_answers
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_candidate_changes();--> statement-breakpoint
CREATE TRIGGER question_answers_deleted_note_candidates AFTER DELETE ON question_answers
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_candidate_changes();--> statement-breakpoint
CREATE TRIGGER users_updated_note_candidates AFTER UPDATE ON users
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_account_changes();
