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
