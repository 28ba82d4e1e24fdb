// Client-safe: the region form's names and messages, shared by the page and the server.

export const REGION_INTENT = "region";

export const regionMessages = {
  districtNotFound:
    "We could not find that postcode district or town. Try the first half of your postcode, like LS6.",
  unknown: "Please choose one of the growing regions.",
  saved: (name: string) => `Your growing region is now ${name}`,
} as const;

/** Where the region a view shows came from, so the page can say so. */
export type RegionSource = "chosen" | "district" | "saved" | "default";
