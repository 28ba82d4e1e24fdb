import { sharedFigures } from "~/handover/impact.server";
import type { ImpactFigures } from "~/handover/impact-text";
import type { Db } from "~/server/db/database.server";
import type { City } from "./cities";
import { cityOrigin } from "./city-listings.server";

/**
 * What was shared in a city and across the UK this month and year: handovers of the listings
 * placed within the city's radius, the same rule that puts those listings on its page.
 */
export function citySharedFigures(
  db: Db,
  city: Pick<City, "latitude" | "longitude" | "population">,
  now: Date = new Date(),
): Promise<ImpactFigures> {
  return sharedFigures(db, { now, within: cityOrigin(city) });
}
