-- Listings get the approximate centre of their town or postcode district (decision 0046), and a
-- GiST index of that point for distance search. Adding two nullable columns rewrites nothing.
-- place_earth is ll_to_earth with a fixed search path: ll_to_earth names cube and earth()
-- without a schema, and pg_restore empties the search path while it rebuilds indexes, so an
-- index on ll_to_earth itself cannot be restored (migration 0015).
-- On a big, live table build the index by hand first, outside a transaction, so that writes are
-- not blocked (the migration then finds it there):
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS listings_near_idx ON listings
--     USING gist (place_earth(latitude, longitude));
-- Run as it is, the CREATE holds a SHARE lock (reads go on, writes wait) while it builds.
CREATE OR REPLACE FUNCTION place_earth(latitude double precision, longitude double precision)
  RETURNS cube LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public, pg_temp
  RETURN ll_to_earth(latitude, longitude);--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_near_idx" ON "listings" USING gist (place_earth("latitude", "longitude"));
