import { defineDomain } from "~/server/domain";
import {
  notificationsAccountDeletion,
  notificationsAccountExport,
} from "./notification-account-data.server";
import { notificationRetentionJob } from "./notification-retention.server";
import * as notificationTables from "./notifications.table";

/**
 * Notifications in one place (decision 0093): what concerns a member, kept 90 days, and their
 * choice of channel per kind. Every sender of these kinds goes through `notify`.
 */
export const notificationsDomain = defineDomain({
  name: "notifications",
  tables: [notificationTables],
  accountDeletion: notificationsAccountDeletion,
  accountExport: notificationsAccountExport,
  jobs: (services) => [notificationRetentionJob(services)],
});
