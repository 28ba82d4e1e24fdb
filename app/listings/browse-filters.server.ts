import { type ListingFilters, parseListingFilters } from "./listing-schema";

// The filters of /listings' two tabs, read from the address on the server only: the pages are
// static (decision 0104) and a client navigation gets them with the loader's data, so their
// client code carries no Zod.

/**
 * The browse filters from a query string. Other pages link here with `prefilledLocation` (a
 * place to search around, as `near`) and `prefilledType`; the plain names win when both are
 * given.
 */
export function browseFilters(params: URLSearchParams): ListingFilters {
  const merged = new URLSearchParams(params);
  for (const [alias, name] of [
    ["prefilledLocation", "near"],
    ["prefilledType", "type"],
  ] as const) {
    const value = params.get(alias);
    if (value !== null && !params.get(name)) merged.set(name, value);
  }
  return parseListingFilters(merged);
}
