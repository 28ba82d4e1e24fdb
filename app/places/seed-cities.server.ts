import { sql } from "drizzle-orm";
import { cities as cityData } from "~/data/cities";
import type { Db } from "~/server/db/database.server";
import { cities } from "./cities.table";

/** Copies the static city list into the database, updating rows whose facts changed. */
export async function seedCities(db: Db): Promise<void> {
  await db
    .insert(cities)
    .values([...cityData])
    .onConflictDoUpdate({
      target: cities.slug,
      set: {
        name: sql`excluded.name`,
        county: sql`excluded.county`,
        region: sql`excluded.region`,
        country: sql`excluded.country`,
        population: sql`excluded.population`,
        latitude: sql`excluded.latitude`,
        longitude: sql`excluded.longitude`,
      },
    });
}
