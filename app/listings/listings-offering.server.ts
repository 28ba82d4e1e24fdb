import { and, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import {
  escapeLike,
  type SearchOrigin,
  searchConditions,
  searchText,
} from "./listing-query.server";
import { METRES_PER_MILE } from "./listing-summary";
import { listings } from "./listings.table";

/** A listing near a point, with what another domain needs to judge and show it. */
export interface ListingOffer {
  id: string;
  name: string;
  description: string | null;
  category: string;
  location: string;
  miles: number;
  /** Its district's or town's centre (decision 0046), for a map. */
  point: { latitude: number; longitude: number } | null;
}

/**
 * The real members' active listings within `origin`'s radius whose text holds one of `words`
 * (any case, anywhere) or whose category is one of `categories`, nearest first, at most
 * `limit`. Read for the food banks' pages (decision 0050): the public list's rules (active, not
 * hidden, not expired) come from `searchConditions`, so they stay in one place; demo listings
 * are left out, since a food bank should never be told of produce no one is offering.
 */
export async function listingsOffering(
  db: Db,
  request: {
    origin: SearchOrigin;
    words: readonly string[];
    categories: readonly string[];
    /** Members whose listings the viewer does not see (those they blocked, decision 0074). */
    hiddenOwners?: readonly string[];
  },
  limit: number,
): Promise<ListingOffer[]> {
  const { origin, words, categories, hiddenOwners } = request;
  const alternatives: SQL[] = words.map(
    (word) => sql`${searchText} like ${`%${escapeLike(word.toLowerCase())}%`}`,
  );
  if (categories.length > 0) alternatives.push(inArray(listings.category, [...categories]));
  if (alternatives.length === 0) return [];
  const point = sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
  const rows = await db
    .select({
      id: listings.id,
      name: listings.name,
      description: listings.description,
      category: listings.category,
      location: listings.location,
      latitude: listings.latitude,
      longitude: listings.longitude,
      metres: sql<number>`sec_to_gc(cube_distance(${point}, ${listings.earthPoint}))`,
    })
    .from(listings)
    .where(
      and(
        searchConditions({ origin, hiddenOwners }),
        eq(listings.isDemo, false),
        or(...alternatives),
      ),
    )
    .orderBy(sql`${listings.earthPoint} <-> ${point}`, listings.createdAt, listings.id)
    .limit(limit);
  return rows.map(({ metres, latitude, longitude, ...row }) => ({
    ...row,
    miles: Number(metres) / METRES_PER_MILE,
    point: latitude === null || longitude === null ? null : { latitude, longitude },
  }));
}
