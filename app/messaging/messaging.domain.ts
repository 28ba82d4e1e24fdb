import { defineDomain } from "~/server/domain";
import { messageModerationTarget } from "./message-moderation.server";
import { messageRetentionJob } from "./message-retention.server";
import * as messagingTables from "./messaging.table";
import { messagingAccountExport } from "./messaging-account-export.server";

/** Conversations between members about a listing. Rows cascade from their listing or member. */
export const messagingDomain = defineDomain({
  name: "messaging",
  tables: [messagingTables],
  accountExport: messagingAccountExport,
  jobs: (services) => [messageRetentionJob(services)],
  moderationTargets: [messageModerationTarget],
});
