import { defineDomain } from "~/server/domain";
import { harvestReminderJob } from "./harvest-reminders.server";
import {
  growingRegionAccountExport,
  plantingAccountExport,
} from "./planting-account-export.server";
import { deleteUserPlantings } from "./plantings.server";
import * as plantingTables from "./plantings.table";

/** The planting calendar's garden tracker: plantings, harvest reminders, the calendar feed and the growing region. */
export const plantingDomain = defineDomain({
  name: "planting",
  tables: [plantingTables],
  accountDeletion: {
    // The rows would cascade from the user; said here so the deletion names everything it removes.
    name: "plantings",
    inTransaction: (tx, userId) => deleteUserPlantings(tx, userId),
  },
  accountExport: [plantingAccountExport, growingRegionAccountExport],
  jobs: (services) => [harvestReminderJob(services)],
});
