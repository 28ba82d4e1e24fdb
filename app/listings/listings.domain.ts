import { defineDomain } from "~/server/domain";
import { expiryReminderJob } from "./expiry-reminders.server";
import { listingModerationTarget } from "./listing-moderation.server";
import { deleteUserListings } from "./listing-writes.server";
import * as listingsTables from "./listings.table";
import { listingsAccountExport } from "./listings-account-export.server";
import { placeOlderListingsOnce } from "./place-older-listings.server";

/** The marketplace: listings and their photos, and the perishables' expiry reminders. */
export const listingsDomain = defineDomain({
  name: "listings",
  tables: [listingsTables],
  accountDeletion: {
    // In the deletion's transaction; the photos' keys go back so storage is cleared after it.
    name: "listings",
    inTransaction: (tx, userId) => deleteUserListings(tx, userId),
  },
  accountExport: listingsAccountExport,
  moderationTargets: [listingModerationTarget],
  referenceSeeders: [placeOlderListingsOnce],
  jobs: (services) => [expiryReminderJob(services)],
});
