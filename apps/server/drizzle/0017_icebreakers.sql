CREATE TABLE "custom_icebreakers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"text" text NOT NULL,
	"category_id" text DEFAULT 'personal' NOT NULL,
	"is_saved" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "icebreaker_saves" (
	"member_id" uuid NOT NULL,
	"icebreaker_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "icebreaker_saves_member_id_icebreaker_id_pk" PRIMARY KEY("member_id","icebreaker_id")
);
--> statement-breakpoint
ALTER TABLE "custom_icebreakers" ADD CONSTRAINT "custom_icebreakers_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "icebreaker_saves" ADD CONSTRAINT "icebreaker_saves_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_icebreakers_member_created_idx" ON "custom_icebreakers" USING btree ("member_id","created_at");