import { registerAccountDeletionStep } from "~/accounts/account-deletion.server";
import { registerAccountExportSection } from "~/accounts/account-export.server";
import { demoSeeders } from "~/server/seed/seed.server";
import { forumDemoSeeder } from "./demo/forum-demo.server";
import * as tables from "./forum.table";
import { forumAccountDeletion, forumAccountExport } from "./forum-account-data.server";

/**
 * The forum's one descriptor: its tables, its part in deleting and exporting an account, and its
 * demo content. Once app/composition/domains.ts exists it is listed there with one line (and
 * wrapped in defineDomain); until then the registrations below wire it in the way the other
 * domains are wired today, loaded for its side effects by app/server/services.server.ts.
 */
export const forumDomain = {
  name: "forum",
  tables,
  accountDeletion: forumAccountDeletion,
  accountExport: forumAccountExport,
  demoSeeders: [forumDemoSeeder],
} as const;

// Temporary wiring, to be removed when the composition lands.
registerAccountDeletionStep(forumDomain.accountDeletion);
registerAccountExportSection(forumDomain.accountExport);
if (!demoSeeders.includes(forumDemoSeeder)) demoSeeders.push(forumDemoSeeder);
