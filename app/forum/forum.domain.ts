import { defineDomain } from "~/server/domain";
import { forumDemoSeeder } from "./demo/forum-demo.server";
import * as forumTables from "./forum.table";
import { forumAccountDeletion, forumAccountExport } from "./forum-account-data.server";

/**
 * The forum: categories, topics, replies, photos, follows, reports and the moderation audit.
 * Deleting an account keeps its posts as 'Deleted member'; the export includes them.
 */
export const forumDomain = defineDomain({
  name: "forum",
  tables: [forumTables],
  accountDeletion: forumAccountDeletion,
  accountExport: forumAccountExport,
  demoSeeders: [forumDemoSeeder],
});
