CREATE TABLE "date_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"proposer_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"idea_id" text,
	"idea" text NOT NULL,
	"place" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"time_zone" text NOT NULL,
	"note" text NOT NULL,
	"state" text DEFAULT 'proposed' NOT NULL,
	"awaiting_id" uuid,
	"message_id" uuid,
	"client_id" text,
	"cancelled_by_id" uuid,
	"cancel_note" text,
	"match_ended" boolean DEFAULT false NOT NULL,
	"reminded_day_at" timestamp with time zone,
	"reminded_soon_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_plans" ADD CONSTRAINT "date_plans_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_plans_match_idx" ON "date_plans" USING btree ("match_id","starts_at");--> statement-breakpoint
CREATE INDEX "date_plans_proposer_starts_idx" ON "date_plans" USING btree ("proposer_id","starts_at");--> statement-breakpoint
CREATE INDEX "date_plans_recipient_starts_idx" ON "date_plans" USING btree ("recipient_id","starts_at");--> statement-breakpoint
CREATE INDEX "date_plans_accepted_starts_idx" ON "date_plans" USING btree ("starts_at") WHERE "date_plans"."state" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "date_plans_proposer_client_key" ON "date_plans" USING btree ("proposer_id","client_id") WHERE "date_plans"."client_id" IS NOT NULL;