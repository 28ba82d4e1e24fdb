import { and, asc, eq, isNotNull } from "drizzle-orm";
import { memberLanguage } from "~/accounts/profile.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Db } from "~/server/db/database.server";
import { calendar } from "./icalendar";
import { plantingCalendarFeeds, plantings } from "./plantings.table";
import { surplusListingPath } from "./surplus-listing";
import { formatUkDate } from "./uk-calendar";

/**
 * The private calendar of expected harvest dates behind a feed token, or null for a token that
 * is unknown (or was reset). Only plantings with a date appear. Its words are in the member's
 * language, as their emails are (decision 0098): a calendar app sends no page's `?lng=`, but the
 * token names the account. English is as it was, the planted date in ISO form included.
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
  const lng = await memberLanguage(db, feed.userId);
  const t = i18nFor(lng).getFixedT(lng, "planting");
  return calendar({
    name: t("feed.name"),
    events: rows.map((row) => ({
      uid: `planting-${row.id}@${host}`,
      date: row.expectedHarvestDate as string,
      summary: row.variety
        ? t("feed.summaryVariety", { plant: row.plantName, variety: row.variety })
        : t("feed.summary", { plant: row.plantName }),
      description: [
        t("feed.expected", {
          plant: row.plantName,
          planted: lng === "en" ? row.plantedDate : formatUkDate(row.plantedDate, lng),
        }),
        row.location ? t("feed.where", { location: row.location }) : "",
        t("feed.surplus", { url: `${appUrl}${surplusListingPath(row)}` }),
      ]
        .filter(Boolean)
        .join("\n"),
      url: `${appUrl}/planting-calendar?tab=garden${lng === "en" ? "" : `&lng=${lng}`}`,
      updatedAt: row.updatedAt,
    })),
  });
}
