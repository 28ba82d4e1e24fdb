import type { ListingSearch, SearchOrigin } from "~/listings/listing-query.server";
import { searchListings } from "~/listings/listing-reads.server";
import type { ListingSummary, PublicUrl } from "~/listings/listing-summary";
import type { Db } from "~/server/db/database.server";
import type { City } from "./cities";
import { cityRadiusMiles } from "./place-links";

type CityCentre = Pick<City, "name" | "latitude" | "longitude" | "population">;

/** The centre and radius that make a listing the city's. */
export function cityOrigin(
  city: Pick<City, "latitude" | "longitude" | "population">,
): SearchOrigin {
  return {
    latitude: city.latitude,
    longitude: city.longitude,
    withinMiles: cityRadiusMiles(city),
  };
}

function aroundCity(city: CityCentre, hiddenOwners?: readonly string[]): ListingSearch {
  return { hiddenOwners, origin: cityOrigin(city) };
}

// The listings the city and free-food pages show. 'In the city' means within the city's radius of
// its centre (decision 0046, replacing 0021's name match, which missed 'Hull' on the Kingston upon
// Hull page), exactly the distance search its 'View All N Listings' link opens, so the two agree.

/** The city page shows at most 8 cards (specification §9). */
export const CITY_LISTING_CARDS = 8;

/** The free-food page's cards before 'View All'. */
export const FREE_FOOD_LISTING_CARDS = 12;

export interface CityListings {
  /** Active listings in the city (a lower bound when `totalIsExact` is false). */
  total: number;
  totalIsExact: boolean;
  /** The newest of them, at most CITY_LISTING_CARDS. */
  listings: ListingSummary[];
  /** How many of the city's active listings are Free. */
  freeTotal: number;
  freeTotalIsExact: boolean;
}

/** A signed-in viewer's blocked members' listings are left out (decision 0074). */
export async function cityListings(
  db: Db,
  city: CityCentre,
  options: { publicUrl: PublicUrl; hiddenOwners?: readonly string[] },
): Promise<CityListings> {
  const all = await searchListings(db, aroundCity(city, options.hiddenOwners), {
    publicUrl: options.publicUrl,
    pageSize: CITY_LISTING_CARDS,
  });
  // Only the count matters here; the smallest page keeps the second query cheap.
  const free =
    all.total === 0
      ? { total: 0, totalIsExact: true }
      : await searchListings(
          db,
          { ...aroundCity(city, options.hiddenOwners), type: "Free" },
          { publicUrl: options.publicUrl, pageSize: 1 },
        );
  return {
    total: all.total,
    totalIsExact: all.totalIsExact,
    listings: all.listings,
    freeTotal: free.total,
    freeTotalIsExact: free.totalIsExact,
  };
}

export interface FreeFoodListings {
  /** Active Free listings in the city (a lower bound when `totalIsExact` is false). */
  total: number;
  totalIsExact: boolean;
  /** The newest of them, at most `limit`. */
  listings: ListingSummary[];
}

export async function freeFoodListings(
  db: Db,
  city: CityCentre,
  options: { publicUrl: PublicUrl; limit?: number; hiddenOwners?: readonly string[] },
): Promise<FreeFoodListings> {
  const page = await searchListings(
    db,
    { ...aroundCity(city, options.hiddenOwners), type: "Free" },
    { publicUrl: options.publicUrl, pageSize: options.limit ?? FREE_FOOD_LISTING_CARDS },
  );
  return { total: page.total, totalIsExact: page.totalIsExact, listings: page.listings };
}

/** What the pages say when the listings cannot be read (specification §8), word for word. */
export const placeListingMessages = {
  city: "Failed to fetch listings. Please try again.",
  freeFood: "Failed to fetch free food listings. Please try again.",
} as const;
