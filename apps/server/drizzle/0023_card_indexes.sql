DROP INDEX "photos_user_position_idx";--> statement-breakpoint
CREATE INDEX "users_card_idx" ON "users" USING btree ("id","status","email_verified_at");--> statement-breakpoint
CREATE INDEX "photos_user_position_id_idx" ON "photos" USING btree ("user_id","position","id");