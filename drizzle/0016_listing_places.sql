-- Listings get the approximate centre of their town or postcode district (decision 0048), as
-- degrees and as earthdistance's point, with a GiST index of the point for distance search.
-- Adding nullable columns rewrites nothing. The point is stored rather than indexed as an
-- expression: computing ll_to_earth for every row a search reads made it ten times slower, and
-- an index on ll_to_earth itself cannot be rebuilt by pg_restore (migration 0015). Older
-- listings get their place at the first start after this migration (placeOlderListings).
-- On a big, live table build the index by hand first, outside a transaction, so that writes are
-- not blocked (the migration then finds it there):
--   CREATE INDEX CONCURRENTLY IF NOT EXISTS listings_near_idx ON listings USING gist (earth_point);
-- Run as it is, the CREATE holds a SHARE lock (reads go on, writes wait) while it builds.
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "latitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "longitude" double precision;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN IF NOT EXISTS "earth_point" cube;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "listings_near_idx" ON "listings" USING gist ("earth_point");
