CREATE TABLE "reply_rates" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"received" integer NOT NULL,
	"replied" integer NOT NULL,
	"rate" real NOT NULL,
	"recheck_at" timestamp with time zone,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_pick_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_picks" (
	"day" date NOT NULL,
	"member_id" uuid NOT NULL,
	"pick_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"compatibility" smallint NOT NULL,
	CONSTRAINT "daily_picks_day_member_id_pk" PRIMARY KEY("day","member_id")
);
--> statement-breakpoint
CREATE TABLE "date_check_in_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_in_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"minutes" integer,
	"contact_names" text[]
);
--> statement-breakpoint
CREATE TABLE "date_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date_plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"minutes" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"asked_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
CREATE TABLE "date_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date_plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "we_met_prompts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"match_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"date_plan_id" uuid,
	"answer" text,
	"answered_at" timestamp with time zone,
	"dismissed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reply_rates" ADD CONSTRAINT "reply_rates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_picks" ADD CONSTRAINT "daily_picks_pick_id_users_id_fk" FOREIGN KEY ("pick_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_check_in_events" ADD CONSTRAINT "date_check_in_events_check_in_id_date_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."date_check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_check_ins" ADD CONSTRAINT "date_check_ins_date_plan_id_date_plans_id_fk" FOREIGN KEY ("date_plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_check_ins" ADD CONSTRAINT "date_check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_date_plan_id_date_plans_id_fk" FOREIGN KEY ("date_plan_id") REFERENCES "public"."date_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_shares" ADD CONSTRAINT "date_shares_contact_id_emergency_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."emergency_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "we_met_prompts" ADD CONSTRAINT "we_met_prompts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "we_met_prompts" ADD CONSTRAINT "we_met_prompts_other_id_users_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "we_met_prompts" ADD CONSTRAINT "we_met_prompts_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "we_met_prompts" ADD CONSTRAINT "we_met_prompts_date_plan_id_date_plans_id_fk" FOREIGN KEY ("date_plan_id") REFERENCES "public"."date_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reply_rates_recheck_idx" ON "reply_rates" USING btree ("recheck_at") WHERE "reply_rates"."recheck_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "daily_picks_pick_idx" ON "daily_picks" USING btree ("pick_id");--> statement-breakpoint
CREATE INDEX "date_check_in_events_check_in_idx" ON "date_check_in_events" USING btree ("check_in_id","at");--> statement-breakpoint
CREATE INDEX "date_check_ins_plan_user_idx" ON "date_check_ins" USING btree ("date_plan_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_check_ins_open_key" ON "date_check_ins" USING btree ("date_plan_id","user_id") WHERE "date_check_ins"."ended_at" IS NULL;--> statement-breakpoint
CREATE INDEX "date_check_ins_open_ends_idx" ON "date_check_ins" USING btree ("ends_at") WHERE "date_check_ins"."ended_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "date_shares_token_idx" ON "date_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "date_shares_plan_user_idx" ON "date_shares" USING btree ("date_plan_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "date_shares_live_contact_key" ON "date_shares" USING btree ("date_plan_id","contact_id") WHERE "date_shares"."revoked_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "we_met_prompts_member_match_key" ON "we_met_prompts" USING btree ("member_id","match_id");--> statement-breakpoint
CREATE INDEX "we_met_prompts_match_idx" ON "we_met_prompts" USING btree ("match_id");--> statement-breakpoint
CREATE INDEX "we_met_prompts_open_idx" ON "we_met_prompts" USING btree ("member_id","created_at") WHERE "we_met_prompts"."answer" IS NULL AND "we_met_prompts"."dismissed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "we_met_prompts_answered_idx" ON "we_met_prompts" USING btree ("member_id","answered_at") WHERE "we_met_prompts"."answer" IN ('see_again', 'not_again');