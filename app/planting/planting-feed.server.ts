import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { calendar } from "./icalendar";
import { plantingCalendarFeeds, plantings } from "./plantings.table";
import { surplusListingPath } from "./surplus-listing";

/**
 * The private calendar of expected harvest dates behind a feed token, or null for a token that
 * is unknown (or was reset). Only plantings with a date appear.
 */
export async function harvestCalendarFor(
  db: Db,
  token: string,
  appUrl: string,
): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [feed] = await db
    .select({ userId: plantingCalendarFeeds.userId })
    .from(plantingCalendarFeeds)
    .where(eq(plantingCalendarFeeds.token, token));
  if (!feed) return null;
  const rows = await db
    .select()
    .from(plantings)
    .where(and(eq(plantings.userId, feed.userId), isNotNull(plantings.expectedHarvestDate)))
    .orderBy(asc(plantings.expectedHarvestDate));
  const host = new URL(appUrl).host;
  return calendar({
    name: "Glut harvests",
    events: rows.map((row) => ({
      uid: `planting-${row.id}@${host}`,
      date: row.expectedHarvestDate as string,
      summary: `Harvest: ${row.plantName}${row.variety ? ` (${row.variety})` : ""}`,
      description: [
        `Expected harvest of ${row.plantName}, planted ${row.plantedDate}.`,
        row.location ? `Where: ${row.location}.` : "",
        `Got more than you need? List your surplus: ${appUrl}${surplusListingPath(row)}`,
      ]
        .filter(Boolean)
        .join("\n"),
      url: `${appUrl}/planting-calendar?tab=garden`,
      updatedAt: row.updatedAt,
    })),
  });
}
