import type { Language } from "~/i18n/languages";

// Give Food's `alt_name` is "E.g. Welsh version of the name" (its Foodbank model), and Give Food's
// own Welsh pages show it in place of the name. So do ours (decision 0098): on a Welsh page a food
// bank with an alternative name is called by it, and its English name is the one "also known
// as". English pages, and food banks without one, are as they were.

/** A food bank's names as a page in `lng` shows them. */
export function foodBankNamesIn<
  T extends { organisationName: string; organisationAltName: string | null },
>(foodBank: T, lng: Language): T {
  if (lng !== "cy" || !foodBank.organisationAltName) return foodBank;
  return {
    ...foodBank,
    organisationName: foodBank.organisationAltName,
    organisationAltName: foodBank.organisationName,
  };
}
