ALTER TABLE "reports" ALTER COLUMN "reporter_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "openers" ADD COLUMN "fingerprint" text;--> statement-breakpoint
ALTER TABLE "openers" ADD COLUMN "held" boolean DEFAULT false NOT NULL;