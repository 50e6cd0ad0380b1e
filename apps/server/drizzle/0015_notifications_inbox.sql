ALTER TABLE "notifications" ADD COLUMN "message_preview" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_message_key" ON "notifications" USING btree ("user_id","match_id") WHERE type = 'message' AND read_at IS NULL;