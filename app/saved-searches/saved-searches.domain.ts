import { defineDomain } from "~/server/domain";
import { dailyAlertsJob, instantAlertsJob } from "./saved-search-alerts.server";
import { deleteUserSavedSearches, savedSearchesAccountExport } from "./saved-searches.server";
import * as savedSearchesTables from "./saved-searches.table";

/** Saved /listings searches and their alert emails (decision 0049). */
export const savedSearchesDomain = defineDomain({
  name: "saved-searches",
  tables: [savedSearchesTables],
  accountDeletion: {
    name: "saved-searches",
    inTransaction: (tx, userId) => deleteUserSavedSearches(tx, userId),
  },
  accountExport: savedSearchesAccountExport,
  jobs: (services) => [instantAlertsJob(services), dailyAlertsJob(services)],
});
