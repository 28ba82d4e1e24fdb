-- One trigram index over what a search reads (decision 0042): the name and description,
-- lower-cased, as one text. Created before the two it replaces are dropped, so searches keep an
-- index throughout.
-- On a big, live table run these by hand first, outside a transaction, so that nothing is
-- blocked (the migration then finds the index there and only drops the old two):
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS listings_search_text_trgm_idx ON listings
--     USING gin ((lower(name || E'\n' || coalesce(description, ''))) gin_trgm_ops);
--   DROP INDEX CONCURRENTLY IF EXISTS listings_name_trgm_idx;
--   DROP INDEX CONCURRENTLY IF EXISTS listings_description_trgm_idx;
-- Run as it is, the CREATE holds a SHARE lock (reads go on, writes wait) while it builds.
CREATE INDEX IF NOT EXISTS "listings_search_text_trgm_idx" ON "listings" USING gin ((lower("name" || E'\n' || coalesce("description", ''))) gin_trgm_ops);--> statement-breakpoint
DROP INDEX IF EXISTS "listings_name_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "listings_description_trgm_idx";
