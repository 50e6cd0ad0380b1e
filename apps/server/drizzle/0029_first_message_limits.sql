CREATE TABLE "openers" (
	"match_id" uuid PRIMARY KEY NOT NULL,
	"sender_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "openers" ADD CONSTRAINT "openers_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openers" ADD CONSTRAINT "openers_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "openers_sender_sent_idx" ON "openers" USING btree ("sender_id","sent_at");