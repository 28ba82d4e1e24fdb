import { defineDomain } from "~/server/domain";
import * as handoverTables from "./handover.table";
import { thanksAccountExport } from "./thanks-account-export.server";
import { thanksModerationTarget } from "./thanks-moderation.server";

/**
 * What happens after "Contact": requests, a fair choice among them, the reservation and its
 * pickup, the collection, and the thanks each side may leave (issue 35, decision 0087).
 */
export const handoverDomain = defineDomain({
  name: "handover",
  tables: [handoverTables],
  moderationTargets: [thanksModerationTarget],
  accountExport: [thanksAccountExport],
});
