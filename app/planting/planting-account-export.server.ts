import { asc, eq } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { plantingRegions, plantings } from "./plantings.table";

/** "Download my data": every planting in the member's garden tracker. */
export const plantingAccountExport: AccountExportSection = {
  name: "plantings",
  async collect(db, userId) {
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

/** "Download my data": the growing region the member saved for the calendar, if any. */
export const growingRegionAccountExport: AccountExportSection = {
  name: "growingRegion",
  async collect(db, userId) {
    const [row] = await db.select().from(plantingRegions).where(eq(plantingRegions.userId, userId));
    return row ? { region: row.region, chosenAt: row.updatedAt.toISOString() } : null;
  },
};
