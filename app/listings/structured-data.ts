// JSON-LD for the /listings page (specification §9: the first 10 listings).

export const STRUCTURED_DATA_LISTINGS = 10;

/** A schema.org ItemList of the first listings: each a ListItem with its name and address. */
export function listingsItemList(
  listings: readonly { id: string; name: string }[],
  appUrl: string,
) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Garden swaps on Glut",
    itemListElement: listings.slice(0, STRUCTURED_DATA_LISTINGS).map((listing, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: listing.name,
      url: new URL(`/listings/${encodeURIComponent(listing.id)}`, `${appUrl}/`).toString(),
    })),
  };
}

/**
 * JSON for the inside of a `<script type="application/ld+json">`: `<`, `>` and `&` are written as
 * \u escapes (still the same JSON), so a listing title such as `</script><script>…` cannot end
 * the tag; U+2028 and U+2029 are escaped too.
 */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
