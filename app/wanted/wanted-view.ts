import type { ListingFilters } from "~/listings/listing-schema";

// Client-safe: the Wanted tab's addresses (decision 0090). It reads the /listings query string
// (search, near, within, category, page), so one filter form serves both tabs; the type filter
// means nothing here and is dropped.

export const WANTED_TAB_PATH = "/listings/wanted";

/** A member's own wanted posts, with Edit and Close. */
export const MY_WANTED_PATH = "/wanted/mine";

export type WantedFilters = Pick<ListingFilters, "search" | "near" | "within" | "category">;

export function wantedHref(filters: Partial<WantedFilters>, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.near) {
    params.set("near", filters.near);
    if (filters.within !== undefined) params.set("within", String(filters.within));
  }
  if (filters.category && filters.category !== "All") params.set("category", filters.category);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${WANTED_TAB_PATH}?${query}` : WANTED_TAB_PATH;
}

/** The filters both tabs share, as a query string ('' or '?search=…'): a tab keeps the search. */
export function tabQuery(filters: Partial<WantedFilters>): string {
  const href = wantedHref(filters);
  return href.slice(WANTED_TAB_PATH.length);
}
