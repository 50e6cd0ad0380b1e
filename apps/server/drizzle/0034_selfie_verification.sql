CREATE TABLE "verification_challenges" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pose_id" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pose_id" text NOT NULL,
	"selfie" "bytea" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"photo_ids" uuid[],
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "users_card_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_challenges" ADD CONSTRAINT "verification_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_user_created_idx" ON "verifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "verifications_pending_idx" ON "verifications" USING btree ("created_at") WHERE "verifications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_card_idx" ON "users" USING btree ("id","status","verified_at");