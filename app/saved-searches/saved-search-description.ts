import type { Translate } from "~/i18n/messages";
import { listingCategoryLabels } from "~/listings/listing-options";
import type { ListingFilters } from "~/listings/listing-schema";
import { englishEmail } from "~/server/email/templates/email-language";

// Apart from the save form's schema, so the email catalogue it reads never reaches a browser.

/**
 * 'Tomatoes' · Vegetables · Free · within 5 miles of LS6, as the page and the emails say it, in
 * the language of `t` (the `email` namespace's words; English by default).
 */
export function describeSavedSearch(filters: ListingFilters, t: Translate = englishEmail): string {
  const parts: string[] = [];
  if (filters.search) parts.push(t("savedSearch.search", { search: filters.search }));
  if (filters.category !== "All") {
    parts.push(
      filters.category in listingCategoryLabels
        ? t(`listings:categories.${filters.category}`)
        : filters.category,
    );
  }
  if (filters.type !== "All") parts.push(t(`listings:types.${filters.type}`));
  if (filters.near) {
    parts.push(t("savedSearch.within", { count: filters.within, near: filters.near }));
  }
  return parts.length > 0 ? parts.join(" · ") : t("savedSearch.all");
}
