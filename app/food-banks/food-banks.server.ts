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
