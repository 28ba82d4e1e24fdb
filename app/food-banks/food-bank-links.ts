import type { Translate } from "~/i18n/messages";

/**
 * A food bank's own page. Its source id (the row's stable id in the imported list, Give Food's
 * slug) names it, so links survive a re-import, which keeps ids but may change the database's.
 */
export function foodBankHref(sourceId: string): string {
  return `/food-bank/${encodeURIComponent(sourceId)}`;
}

/** A distance between centres, never more precisely than whole miles. */
export function aboutMilesIn(t: Translate, miles: number): string {
  if (miles < 1) return t("foodBanks:foodBank.lessThanAMile");
  return t("foodBanks:foodBank.aboutMiles", { count: Math.round(miles) });
}

/** How far apart a food bank and a grower may be for either to be told of the other. */
export const NEEDS_RADIUS_MILES = 10;
