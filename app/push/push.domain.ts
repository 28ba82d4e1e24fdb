import { defineDomain } from "~/server/domain";
import * as pushTables from "./push.table";
import { pushJobs } from "./push-jobs.server";
import { deletePushDataOf, pushAccountExport } from "./push-subscriptions.server";

/** Web Push: members' devices, what a push may show, and the workers that send (0095). */
export const pushDomain = defineDomain({
  name: "push",
  tables: [pushTables],
  accountDeletion: { name: "push", inTransaction: (tx, userId) => deletePushDataOf(tx, userId) },
  accountExport: pushAccountExport,
  jobs: (services) => pushJobs(services),
});
