import { defineDomain } from "~/server/domain";
import * as handoverTables from "./handover.table";
import { confirmCollectionsJob, pickupReminderJob } from "./handover-jobs.server";

/**
 * What happens after "Contact": requests, a fair choice among them, the reservation and its
 * pickup, the collection, and the thanks each side may leave (issue 35, decisions 0087, 0088).
 */
export const handoverDomain = defineDomain({
  name: "handover",
  tables: [handoverTables],
  jobs: (services) => [pickupReminderJob(services), confirmCollectionsJob(services)],
});
