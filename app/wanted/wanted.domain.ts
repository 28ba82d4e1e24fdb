import { defineDomain } from "~/server/domain";
import * as wantedTables from "./wanted.table";
import { wantedExpiryJob } from "./wanted-expiry.server";
import { wantedModerationTarget } from "./wanted-moderation.server";
import { deleteUserWantedPosts, wantedAccountExport } from "./wanted-writes.server";

/** Wanted posts: "Looking for: rhubarb crowns near LS6" (issue 35, decision 0090). */
export const wantedDomain = defineDomain({
  name: "wanted",
  tables: [wantedTables],
  accountDeletion: {
    name: "wanted",
    inTransaction: (tx, userId) => deleteUserWantedPosts(tx, userId),
  },
  accountExport: wantedAccountExport,
  moderationTargets: [wantedModerationTarget],
  jobs: (services) => [wantedExpiryJob(services)],
});
