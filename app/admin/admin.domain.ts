import { defineDomain } from "~/server/domain";
import * as adminTables from "./admin.table";
import { adminAccountDeletion } from "./admin-account-deletion.server";
import { adminAccountExport } from "./admin-account-export.server";
import { moderationAuditRetentionJob } from "./audit-retention.server";
import { foodBankSyncJob } from "./food-bank-sync.server";
import { scheduledFoodBankSyncJob } from "./scheduled-food-bank-sync.server";

/**
 * The admin area: organisation reviews, staff roles, the staff audit log (moderation_audit, one
 * log for every staff action), reports and suspensions (decision 0031), and the food-bank sync,
 * which the job queue runs (also daily, when a sheet is configured). The audit is kept six years.
 */
export const adminDomain = defineDomain({
  name: "admin",
  tables: [adminTables],
  accountDeletion: adminAccountDeletion,
  accountExport: adminAccountExport,
  jobs: (services) => [
    foodBankSyncJob(services),
    scheduledFoodBankSyncJob(services),
    moderationAuditRetentionJob(services),
  ],
});
