CREATE TABLE "date_idea_saves" (
	"user_id" uuid NOT NULL,
	"idea_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_idea_saves_user_id_idea_id_pk" PRIMARY KEY("user_id","idea_id")
);
--> statement-breakpoint
CREATE TABLE "date_ideas" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"time" text NOT NULL,
	"location" text NOT NULL,
	"cost" integer NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "date_ideas_cost_range" CHECK ("date_ideas"."cost" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "date_idea_saves" ADD CONSTRAINT "date_idea_saves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_idea_saves" ADD CONSTRAINT "date_idea_saves_idea_id_date_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."date_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "date_ideas_category_position_idx" ON "date_ideas" USING btree ("category","position");