import { defineDomain } from "~/server/domain";
import { complaintAccountDeletion, complaintAccountExport } from "./complaint-account-data.server";
import { complaintRetentionJob } from "./complaint-retention.server";
import * as complaintTables from "./complaints.table";

/** Complaints and appeals under the Online Safety Act (decision 0075), kept three years. */
export const complaintsDomain = defineDomain({
  name: "complaints",
  tables: [complaintTables],
  accountDeletion: complaintAccountDeletion,
  accountExport: complaintAccountExport,
  jobs: (services) => [complaintRetentionJob(services)],
});
