import type { ListingFilters } from "./listing-schema";

// Client-safe helpers for the /listings and /listings/{id} pages: building page links, and the
// words the pages show. Reading the query string is the server's (browse-filters.server.ts), so
// that the pages' client code carries no Zod. The cards' badge type is in
// listing-options.ts (no Zod there); it is offered here too for this module's users.
export { badgeType } from "./listing-options";

/** True when any filter narrows the list (a page number alone does not). */
export function hasActiveFilters(filters: ListingFilters): boolean {
  return Boolean(
    filters.search ||
      filters.location ||
      filters.near ||
      filters.category !== "All" ||
      filters.type !== "All",
  );
}

/** Where a page of /listings starts, as its Next (`after`) or Previous (`before`) link says. */
export type BrowseCursor = { after: string } | { before: string };

/**
 * The /listings address for a page of these filters, without empty or 'All' values; with a
 * cursor, the page is read from it and the number is what the page shows (decision 0053).
 */
export function browseHref(filters: ListingFilters, page = 1, cursor?: BrowseCursor): string {
  const params = new URLSearchParams();
  if (filters.search) params.set("search", filters.search);
  if (filters.location) params.set("location", filters.location);
  if (filters.near) {
    params.set("near", filters.near);
    params.set("within", String(filters.within));
  }
  if (filters.category !== "All") params.set("category", filters.category);
  if (filters.type !== "All") params.set("type", filters.type);
  if (page > 1) params.set("page", String(page));
  if (cursor && "after" in cursor) params.set("after", cursor.after);
  if (cursor && "before" in cursor) params.set("before", cursor.before);
  const query = params.toString();
  return query ? `/listings?${query}` : "/listings";
}

/**
 * 'Found 1 garden swap', 'Found 12 garden swaps'; 'Found 100+ garden swaps' when `exact` is
 * false (more match than are counted: decision 0017).
 */
export function foundText(total: number, exact = true): string {
  const count = total.toLocaleString("en-GB");
  if (!exact) return `Found ${count}+ garden swaps`;
  return `Found ${count} garden ${total === 1 ? "swap" : "swaps"}`;
}
