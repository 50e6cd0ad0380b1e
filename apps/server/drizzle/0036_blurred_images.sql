ALTER TABLE "profiles" ADD COLUMN "unblur_verified_images" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_media" ADD COLUMN "may_contain_nudity" boolean;--> statement-breakpoint
ALTER TABLE "message_media" ADD COLUMN "placeholder" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "may_contain_nudity" boolean DEFAULT false NOT NULL;