DROP INDEX "photos_user_position_id_idx";--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "placeholder" text;--> statement-breakpoint
CREATE INDEX "photos_without_placeholder_idx" ON "photos" USING btree ("id") WHERE "photos"."placeholder" IS NULL;--> statement-breakpoint
CREATE INDEX "photos_user_position_id_idx" ON "photos" USING btree ("user_id","position","id","placeholder");