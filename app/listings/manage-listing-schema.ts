import { z } from "~/zod";
import { listingStatuses } from "./listing-status";
import { MANAGE_INTENTS } from "./manage-listing-text";

// The /my-listings forms (one per button) as the server reads them. The page's words and types
// are in manage-listing-text.ts, so that its browser code loads no Zod (decision 0092).

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
    z.object({ intent: z.literal(MANAGE_INTENTS.renew), listingId }),
  ],
  { error: "Choose what to do with the listing." },
);

export type ManageListingInput = z.output<typeof manageListingSchema>;
