import { LISTING_LIMITS } from "./listing-options";

// The listings domain's words, as the specification writes them.

/** The specification's service-level messages (§8), word for word. */
export const listingServiceMessages = {
  notSignedIn: "You must be logged in to create listings.",
  subscriptionRequired: "You need an active subscription to create listings.",
  duplicate: "A listing with this information already exists.",
  invalidData: "Invalid data provided. Please check all fields and try again.",
  userError: "User authentication error. Please refresh the page and try again.",
  tooManyImages: `You can only upload up to ${LISTING_LIMITS.images} images.`,
  notFound: "Listing not found",
  forbidden: "You can only change your own listings.",
  updateFailed: "Failed to update listing",
} as const;

/** What the browse page says when the listings cannot be read (specification §8, listing load). */
export const listingLoadMessages = {
  failed: "Failed to fetch listings. Please try again.",
  misconfigured: "Database configuration error. Please contact support.",
} as const;

/** A missing table (Postgres 42P01) is a deployment fault, not a passing failure. */
export function listingLoadErrorMessage(error: unknown): string {
  for (let current = error; current && typeof current === "object"; ) {
    if ((current as { code?: unknown }).code === "42P01") return listingLoadMessages.misconfigured;
    current = (current as { cause?: unknown }).cause;
  }
  return listingLoadMessages.failed;
}

/** The member gate's line for /listings and a listing's page (PRODUCT.md, 'who may browse listings'). */
export const BROWSE_GATE_REASON = {
  personal: "listings:gate.personal",
  organisation: "listings:gate.organisation",
} as const;

/** The member gate's line for /my-listings and the edit page. */
export const MANAGE_GATE_REASON = {
  personal: "myListings:gate.personal",
  organisation: "myListings:gate.organisation",
} as const;

/** The member gate's line for creating a listing: the specification's words (§8). */
export const CREATE_GATE_REASON = "myListings:gate.create";
