import { defineDomain } from "~/server/domain";
import * as contactTables from "./contact.table";
import { contactAccountDeletion, contactAccountExport } from "./contact-account-data.server";
import { contactRequestRetentionJob } from "./contact-retention.server";

/** The contact form: messages to the team, kept two years. */
export const contactDomain = defineDomain({
  name: "contact",
  tables: [contactTables],
  accountDeletion: contactAccountDeletion,
  accountExport: contactAccountExport,
  jobs: (services) => [contactRequestRetentionJob(services)],
});
