import { asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import type { FoodBankCardData } from "./food-bank-card";
import { foodBanks } from "./food-banks.table";

/** What a food bank's card shows, with the source id that names its own page. */
export const foodBankCardColumns = {
  id: foodBanks.id,
  sourceId: foodBanks.sourceId,
  organisationName: foodBanks.organisationName,
  organisationAltName: foodBanks.organisationAltName,
  isVerified: foodBanks.isVerified,
  address: foodBanks.address,
  postcode: foodBanks.postcode,
  phoneNumber: foodBanks.phoneNumber,
  email: foodBanks.email,
  url: foodBanks.url,
  network: foodBanks.network,
  neededItems: foodBanks.neededItems,
  excessItems: foodBanks.excessItems,
  parliamentaryConstituency: foodBanks.parliamentaryConstituency,
  mp: foodBanks.mp,
};

/**
 * The food banks on a city's page, by name: what each card shows and nothing more, with the
 * source id that names each one's own page.
 */
export function listFoodBanksForCity(
  db: Db,
  citySlug: string,
): Promise<Array<FoodBankCardData & { sourceId: string }>> {
  return db
    .select(foodBankCardColumns)
    .from(foodBanks)
    .where(eq(foodBanks.citySlug, citySlug))
    .orderBy(asc(foodBanks.organisationName), asc(foodBanks.sourceId));
}

/** Every food bank's own page, for sitemap.xml: its source id and when its record last changed. */
export function listFoodBankPages(db: Db): Promise<Array<{ sourceId: string; updatedAt: Date }>> {
  return db
    .select({ sourceId: foodBanks.sourceId, updatedAt: foodBanks.updatedAt })
    .from(foodBanks)
    .orderBy(asc(foodBanks.sourceId));
}

/** What the open data republishes of a food bank (decision 0096): Give Food's public fields. */
export const foodBankOpenColumns = {
  sourceId: foodBanks.sourceId,
  name: foodBanks.organisationName,
  alternativeName: foodBanks.organisationAltName,
  network: foodBanks.network,
  address: foodBanks.address,
  postcode: foodBanks.postcode,
  phone: foodBanks.phoneNumber,
  email: foodBanks.email,
  website: foodBanks.url,
  needs: foodBanks.neededItems,
  excess: foodBanks.excessItems,
  city: foodBanks.citySlug,
  updatedAt: foodBanks.updatedAt,
};

export interface FoodBankOpenRow {
  sourceId: string;
  name: string;
  alternativeName: string | null;
  network: string | null;
  address: string | null;
  postcode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  needs: string[];
  excess: string[];
  city: string | null;
  updatedAt: Date;
}

/** Every food bank, or one city's, by name, as the open data republishes it. */
export function listFoodBanksForOpenData(db: Db, citySlug?: string): Promise<FoodBankOpenRow[]> {
  return db
    .select(foodBankOpenColumns)
    .from(foodBanks)
    .where(citySlug ? eq(foodBanks.citySlug, citySlug) : undefined)
    .orderBy(asc(foodBanks.organisationName), asc(foodBanks.sourceId));
}

/** One food bank by its source id, as the open data republishes it, or null. */
export async function findFoodBankForOpenData(
  db: Db,
  sourceId: string,
): Promise<FoodBankOpenRow | null> {
  const [row] = await db
    .select(foodBankOpenColumns)
    .from(foodBanks)
    .where(eq(foodBanks.sourceId, sourceId));
  return row ?? null;
}
