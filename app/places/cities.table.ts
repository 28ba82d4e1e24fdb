import { sql } from "drizzle-orm";
import { doublePrecision, index, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The cities reference data, copied from app/data/cities.ts at start so that queries can
 * join and measure distance (earthdistance) in the database.
 */
export const cities = pgTable(
  "cities",
  {
    slug: text("slug").primaryKey(),
    name: text("name").notNull(),
    county: text("county").notNull(),
    region: text("region").notNull(),
    country: text("country").notNull(),
    population: integer("population").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (table) => [
    index("cities_population_idx").on(table.population.desc()),
    index("cities_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    // No earthdistance index over ll_to_earth(latitude, longitude): no query used it, and
    // pg_restore cannot rebuild it (ll_to_earth finds its `earth` type through the search path,
    // which pg_restore empties), so a restored backup failed (decision 0044, npm run test:faults).
  ],
);
