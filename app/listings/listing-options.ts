// The listing categories, types and field limits: plain data, no Zod, so that a page showing
// listings without a form (the home page's cards) does not download the validation library with
// them (decision 0032). listing-schema.ts builds the form's and the filters' schemas from these.

export const listingCategories = [
  "Vegetables",
  "Fruits",
  "Herbs",
  "Seedlings",
  "Seeds",
  "Other",
] as const;
export type ListingCategory = (typeof listingCategories)[number];

/** What the form and cards show for each stored category. */
export const listingCategoryLabels: Record<ListingCategory, string> = {
  Vegetables: "Vegetables",
  Fruits: "Fruits",
  Herbs: "Herbs",
  Seedlings: "Seedlings & Plants",
  Seeds: "Seeds",
  Other: "Other",
};

/** A stored category's label; an unknown one (old data) is shown as it is. */
export function listingCategoryLabel(category: string): string {
  return listingCategoryLabels[category as ListingCategory] ?? category;
}

/**
 * The /listings category filter. The specification's list leaves out Seeds, which the create
 * form offers: a Seeds listing could then be found only under All, so Seeds is added here
 * (decision 0016).
 */
export const listingCategoryFilters = ["All", ...listingCategories] as const;
export type ListingCategoryFilter = (typeof listingCategoryFilters)[number];

export const listingTypes = ["Free", "Swap"] as const;
export type ListingType = (typeof listingTypes)[number];

export const listingTypeFilters = ["All", ...listingTypes] as const;
export type ListingTypeFilter = (typeof listingTypeFilters)[number];

export const listingTypeLabels: Record<ListingType, string> = { Free: "Free", Swap: "Swap" };

export const LISTING_LIMITS = {
  name: 100,
  description: 2000,
  location: 100,
  quantity: 100,
  search: 100,
  images: 5,
} as const;

/** A stored type as the badge shows it; anything unknown is shown as Free (the default). */
export function badgeType(type: string): ListingType {
  return (listingTypes as readonly string[]).includes(type) ? (type as ListingType) : "Free";
}

/** How far a distance search may reach, in miles (issue 17). */
export const SEARCH_RADII_MILES = [1, 3, 5, 10, 25] as const;
export type SearchRadius = (typeof SEARCH_RADII_MILES)[number];
export const DEFAULT_RADIUS_MILES: SearchRadius = 10;

/**
 * How far away a listing is, never more precisely than whole miles: its point is only the
 * centre of its town or district.
 */
export function distanceLabel(miles: number): string {
  if (miles < 1) return "less than a mile away";
  const rounded = Math.round(miles);
  return `about ${rounded} ${rounded === 1 ? "mile" : "miles"} away`;
}
