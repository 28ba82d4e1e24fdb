-- Search and distance live in Postgres itself: pg_trgm for "contains" search,
-- cube + earthdistance for distance between places. All three load on PGlite and on
-- the Debian PostgreSQL 15 server.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
