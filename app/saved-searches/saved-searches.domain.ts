import { defineDomain } from "~/server/domain";
import { dailyAlertsJob, instantAlertsJob } from "./saved-search-alerts.server";
import {
  readSavedSearchUnsubscribeToken,
  SAVED_SEARCH_UNSUBSCRIBE_PATH,
} from "./saved-search-unsubscribe.server";
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
  signedUnsubscribeLinks: [
    {
      path: SAVED_SEARCH_UNSUBSCRIBE_PATH,
      isSigned: (secret, token) => readSavedSearchUnsubscribeToken(secret, token) !== null,
    },
  ],
});
