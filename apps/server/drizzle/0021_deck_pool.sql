-- Decks built by the nearest-100 stage hold no ranks or filter: the next read builds them anew (decision 054).
DELETE FROM "recommendation_decks";--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD COLUMN "ranks" real[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD COLUMN "radius_miles" real DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD COLUMN "born_after" date DEFAULT '1900-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD COLUMN "born_on_or_before" date DEFAULT '1900-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD COLUMN "looking_for" text;--> statement-breakpoint
ALTER TABLE "recommendation_decks" ADD COLUMN "interests" text[];--> statement-breakpoint
CREATE INDEX "users_not_active_idx" ON "users" USING btree ("id") WHERE "users"."status" <> 'active';