DROP INDEX "message_media_uploader_idx";--> statement-breakpoint
ALTER TABLE "message_media" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "message_media_uploader_created_idx" ON "message_media" USING btree ("uploader_id","created_at");--> statement-breakpoint
CREATE INDEX "message_media_unsent_idx" ON "message_media" USING btree ("created_at") WHERE "message_media"."sent_at" IS NULL;--> statement-breakpoint
-- Uploads sent before this column existed: a message's media URL holds the upload's id.
UPDATE "message_media" SET "sent_at" = "created_at" WHERE EXISTS (
	SELECT 1 FROM "messages" m
	WHERE m."sender_id" = "message_media"."uploader_id" AND m."media"->>'url' LIKE '%' || "message_media"."id"::text || '%'
);
