import { and, eq, isNotNull, sql } from "drizzle-orm";
import { findPlace, milesBetween, placeFromText } from "~/data/uk-places.server";
import { listingsOffering } from "~/listings/listings-offering.server";
import type { Db } from "~/server/db/database.server";
import type { FoodBankCardData } from "./food-bank-card";
import { foodBankHref, NEEDS_RADIUS_MILES } from "./food-bank-links";
import { foodBankCardColumns } from "./food-banks.server";
import { foodBanks } from "./food-banks.table";
import {
  itemsMetBy,
  meetsNeed,
  needSearchTerms,
  offersExcess,
  type ProduceListing,
  produceNeeds,
} from "./produce-needs";

// Food banks' needs meet growers' surplus (issue 17 part 5, decision 0050). Only public data is
// read (the imported list: name, postcode, needed items); nothing is sent to a food bank.

/** A new listing names at most this many food banks, nearest first. */
export const NEEDING_FOOD_BANKS = 3;

/** A food bank's page reads at most this many matching listings, nearest first. */
export const OFFERS_READ = 200;

/** Each item on a food bank's page links at most this many of its listings. */
export const OFFERS_SHOWN_PER_ITEM = 5;

export interface NeedingFoodBank {
  name: string;
  href: string;
  /** The food bank's own words for what the listing meets ("Potatoes", "Fresh vegetables"). */
  items: string[];
  miles: number;
}

/**
 * The food banks within 10 miles of a listing that need what it offers, nearest first, at most
 * three. A food bank is placed at its postcode's district centre (decision 0046), as listings
 * are; one without a postcode, or with one in no known district, is left out. The whole list is
 * read and measured in TypeScript: a few thousand rows at most (Give Food lists about 2,800
 * places), no more than the city page's search reads, so no index is needed.
 */
export async function foodBanksNeeding(
  db: Db,
  listing: ProduceListing & { location: string },
): Promise<NeedingFoodBank[]> {
  const place = placeFromText(listing.location);
  if (!place) return [];
  const rows = await db
    .select({
      sourceId: foodBanks.sourceId,
      name: foodBanks.organisationName,
      postcode: foodBanks.postcode,
      neededItems: foodBanks.neededItems,
      excessItems: foodBanks.excessItems,
    })
    .from(foodBanks)
    .where(and(isNotNull(foodBanks.postcode), sql`cardinality(${foodBanks.neededItems}) > 0`));
  const found: NeedingFoodBank[] = [];
  for (const row of rows) {
    const centre = findPlace(row.postcode ?? "");
    if (!centre) continue;
    const miles = milesBetween(place, centre);
    if (miles > NEEDS_RADIUS_MILES) continue;
    const items = itemsMetBy(listing, row.neededItems, row.excessItems);
    if (items.length === 0) continue;
    found.push({ name: row.name, href: foodBankHref(row.sourceId), items, miles });
  }
  return found
    .sort((a, b) => a.miles - b.miles || a.name.localeCompare(b.name))
    .slice(0, NEEDING_FOOD_BANKS);
}

export interface OfferedItem {
  /** The food bank's own words for the item. */
  item: string;
  count: number;
  /** The nearest few, for links, with their districts' centres for the page's map. */
  listings: Array<{
    id: string;
    name: string;
    miles: number;
    point: { latitude: number; longitude: number } | null;
  }>;
}

/**
 * What growers within 10 miles of a food bank offer of its needed items, by item in its list's
 * order ("Potatoes (2)"); only items someone offers. A listing meeting two items counts under
 * each; a listing of something on its excess list counts under none. Read through the listings'
 * own search rules, nearest first, at most 200 listings.
 */
export async function growersOffering(
  db: Db,
  foodBank: {
    postcode: string | null;
    neededItems: readonly string[];
    /** What it has too much of: listings of these are not counted for it. */
    excessItems?: readonly string[];
  },
  hiddenOwners: readonly string[] = [],
): Promise<OfferedItem[]> {
  const centre = findPlace(foodBank.postcode ?? "");
  const needs = produceNeeds(foodBank.neededItems);
  if (!centre || needs.length === 0) return [];
  const offers = await listingsOffering(
    db,
    {
      origin: {
        latitude: centre.latitude,
        longitude: centre.longitude,
        withinMiles: NEEDS_RADIUS_MILES,
      },
      ...needSearchTerms(needs),
      hiddenOwners,
    },
    OFFERS_READ,
  );
  // What it already has too much of is never counted as on offer for it (decision 0096).
  const wanted = offers.filter((offer) => !offersExcess(offer, foodBank.excessItems ?? []));
  return needs.flatMap((need) => {
    const meeting = wanted.filter((offer) => meetsNeed(offer, need));
    if (meeting.length === 0) return [];
    return [
      {
        item: need.item,
        count: meeting.length,
        listings: meeting
          .slice(0, OFFERS_SHOWN_PER_ITEM)
          .map(({ id, name, miles, point }) => ({ id, name, miles, point })),
      },
    ];
  });
}

export type FoodBankPageData = FoodBankCardData & { sourceId: string; citySlug: string | null };

/** One food bank by its source id (its stable id in the imported list), or null. */
export async function getFoodBank(db: Db, sourceId: string): Promise<FoodBankPageData | null> {
  const [row] = await db
    .select({ ...foodBankCardColumns, citySlug: foodBanks.citySlug })
    .from(foodBanks)
    .where(eq(foodBanks.sourceId, sourceId));
  return row ?? null;
}

/**
 * Where a food bank is drawn on a map (decision 0097): the centre of its postcode's district, as
 * the open data gives it (decision 0096), never its street address. Null without a known postcode.
 */
export function foodBankPoint(
  postcode: string | null,
): { latitude: number; longitude: number } | null {
  const place = findPlace(postcode ?? "");
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}
