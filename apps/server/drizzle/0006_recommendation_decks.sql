CREATE TABLE "recommendation_decks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"candidate_ids" uuid[] NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD CONSTRAINT "recommendation_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;