import { defineDomain } from "~/server/domain";
import * as handoverTables from "./handover.table";
import { handoverAccountDeletion, handoverAccountExport } from "./handover-account-data.server";
import { confirmCollectionsJob, pickupReminderJob } from "./handover-jobs.server";
import { thanksModerationTarget } from "./thanks-moderation.server";

/**
 * What happens after "Contact": requests, a fair choice among them, the reservation and its
 * pickup, the collection, and the thanks each side may leave (issue 35, decision 0087).
 */
export const handoverDomain = defineDomain({
  name: "handover",
  tables: [handoverTables],
  accountExport: handoverAccountExport,
  accountDeletion: handoverAccountDeletion,
  jobs: (services) => [pickupReminderJob(services), confirmCollectionsJob(services)],
  moderationTargets: [thanksModerationTarget],
});
