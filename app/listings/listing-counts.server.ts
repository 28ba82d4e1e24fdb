import { and, count, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { searchConditions } from "./listing-query.server";
import { listings } from "./listings.table";

/**
 * How many of the real members' listings on the public lists (active, not hidden, not expired;
 * demo listings left out) each stored location and category has: the open data's sharing
 * counts (decision 0096), which never read who listed or what they wrote.
 */
export async function activeListingCountsByLocation(
  db: Db,
): Promise<Array<{ location: string; category: string; listed: number }>> {
  const rows = await db
    .select({ location: listings.location, category: listings.category, listed: count() })
    .from(listings)
    .where(and(searchConditions({}), eq(listings.isDemo, false)))
    .groupBy(listings.location, listings.category);
  return rows.map((row) => ({ ...row, listed: Number(row.listed) }));
}
