import { registerAccountDeletionStep } from "~/accounts/account-deletion.server";
import { deleteUserListings } from "./listing-writes.server";

/**
 * Deleting an account deletes its listings in the same transaction (their rows would cascade
 * from the users row anyway) and hands back their photos' storage keys, which the deletion
 * removes from storage after the commit. Loaded for its side effect by services.server.ts.
 */
registerAccountDeletionStep({
  name: "listings",
  inTransaction: (tx, userId) => deleteUserListings(tx, userId),
});
