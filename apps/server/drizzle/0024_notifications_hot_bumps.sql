DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id");--> statement-breakpoint
-- Room on each page for a bumped row's new version, so the update stays on its page (decision 066).
ALTER TABLE "notifications" SET (fillfactor = 70);