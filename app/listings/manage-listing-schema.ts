import { z } from "zod";
import { listingStatuses } from "./listing-status";

// Client-safe: the /my-listings forms (one per button), read again on the server.

export const MANAGE_INTENTS = { status: "status", delete: "delete" } as const;

/** The specification's my-listings messages (§8), word for word. */
export const myListingsMessages = {
  fetchFailed: "Failed to fetch your listings",
  updateFailed: "Failed to update listing",
  deleteFailed: "Failed to delete listing",
} as const;

const listingId = z.string({ error: "Choose a listing." }).trim().min(1, "Choose a listing.");

export const manageListingSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(MANAGE_INTENTS.status),
      listingId,
      status: z.enum(listingStatuses, { error: "Choose a status." }),
    }),
    z.object({ intent: z.literal(MANAGE_INTENTS.delete), listingId }),
  ],
  { error: "Choose what to do with the listing." },
);

export type ManageListingInput = z.output<typeof manageListingSchema>;
