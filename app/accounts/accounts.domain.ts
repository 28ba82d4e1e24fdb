import { defineDomain } from "~/server/domain";
import * as accountsTables from "./accounts.table";
import * as authTables from "./auth.table";
import { memberModerationTarget } from "./member-moderation.server";
import { accountRetentionJob } from "./retention.server";

/** Accounts: sign-in, profiles, roles. Its own rows cascade from the users row on deletion. */
export const accountsDomain = defineDomain({
  name: "accounts",
  tables: [authTables, accountsTables],
  jobs: (services) => [accountRetentionJob(services)],
  moderationTargets: [memberModerationTarget],
});
