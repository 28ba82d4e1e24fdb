import { defineDomain } from "~/server/domain";
import * as adminTables from "./admin.table";
import { adminAccountDeletion } from "./admin-account-deletion.server";
import { foodBankSyncJob } from "./food-bank-sync.server";

/**
 * The admin area: organisation reviews, staff roles, the staff audit log (the forum's
 * moderation_audit table, one log for every staff action) and the food-bank sync, which the job
 * queue runs.
 */
export const adminDomain = defineDomain({
  name: "admin",
  tables: [adminTables],
  accountDeletion: adminAccountDeletion,
  jobs: (services) => [foodBankSyncJob(services)],
});
