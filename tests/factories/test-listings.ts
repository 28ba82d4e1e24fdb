import { type ListingInput, listingSchema } from "~/listings/listing-schema";
import type { ListingImageInput } from "~/listings/listing-writes.server";

/** A valid listing as the form would send it: Courgettes in Leeds, unless told otherwise. */
export function listingInput(overrides: Record<string, unknown> = {}): ListingInput {
  return listingSchema.parse({
    name: "Courgettes",
    category: "Vegetables",
    type: "Free",
    location: "Leeds",
    quantity: "6",
    description: "Too many courgettes",
    ...overrides,
  });
}

/** `n` photos as the photo pipeline hands them over, their keys under `prefix`. */
export function storedPhotos(prefix: string, n: number): ListingImageInput[] {
  return Array.from({ length: n }, (_, i) => ({
    large: `${prefix}/${i}-large.webp`,
    thumb: `${prefix}/${i}-thumb.webp`,
    width: 1200,
    height: 900,
  }));
}
