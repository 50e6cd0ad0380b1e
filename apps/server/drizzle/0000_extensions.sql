-- Contrib extensions used by location search and recommendations (DESIGN 10).
-- Kept in a custom migration: drizzle-kit cannot load them into PGlite, our migrator can.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
