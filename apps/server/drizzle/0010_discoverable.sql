ALTER TABLE "profiles" ADD COLUMN "discoverable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Members who finished onboarding passed the gates then (decision 035). The recommendation
-- index moves to this column in 0013.
UPDATE "profiles" SET "discoverable" = true WHERE "onboarding_completed_at" IS NOT NULL;
