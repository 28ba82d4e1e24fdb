import { asc, eq } from "drizzle-orm";
import { registerAccountDeletionStep } from "~/accounts/account-deletion.server";
import { registerAccountExportSection } from "~/accounts/account-export.server";
import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { harvestReminderJob } from "./harvest-reminders.server";
import { deleteUserPlantings } from "./plantings.server";
import { plantingCalendarFeeds, plantings } from "./plantings.table";

/**
 * What the planting domain adds to the whole: its tables (exported through
 * app/server/db/schema.ts for drizzle-kit), its account-deletion step, its part of the data
 * export and the morning harvest-reminder job. Until the composition module exists this file
 * registers the first two when it is loaded (services.server.ts imports it) and the boot
 * lists `plantingJobs`; the descriptor then replaces both.
 */
export const plantingTables = { plantings, plantingCalendarFeeds };

export const plantingAccountDeletion = {
  name: "plantings",
  inTransaction: (tx: Parameters<typeof deleteUserPlantings>[0], userId: string) =>
    deleteUserPlantings(tx, userId),
};

export const plantingAccountExport = {
  name: "plantings",
  async collect(db: Parameters<typeof deleteUserPlantings>[0], userId: string) {
    const rows = await db
      .select()
      .from(plantings)
      .where(eq(plantings.userId, userId))
      .orderBy(asc(plantings.createdAt));
    return rows.map((row) => ({
      id: row.id,
      plantName: row.plantName,
      variety: row.variety,
      plantedDate: row.plantedDate,
      expectedHarvestDate: row.expectedHarvestDate,
      quantity: row.quantity,
      location: row.location,
      notes: row.notes,
      category: row.category,
      remindAtHarvest: row.remindAtHarvest,
      reminderSentAt: row.reminderSentAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  },
};

export function plantingJobs(services: () => AppServices): JobDefinition<never>[] {
  return [harvestReminderJob(services)];
}

registerAccountDeletionStep(plantingAccountDeletion);
registerAccountExportSection(plantingAccountExport);
