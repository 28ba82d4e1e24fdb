import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";
import type { GrowingRegionId } from "../data/growing-regions";
import type { PlantingCategory } from "../data/planting-plants";

/** What a grower has in the ground: the My Garden tracker, saved to the account. */
export const plantings = pgTable(
  "plantings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    plantName: text("plant_name").notNull(),
    variety: text("variety"),
    /** Calendar days (no time, no zone), as the UK calendar reads them. */
    plantedDate: date("planted_date", { mode: "string" }).notNull(),
    expectedHarvestDate: date("expected_harvest_date", { mode: "string" }),
    quantity: text("quantity"),
    location: text("location"),
    notes: text("notes"),
    category: text("category").$type<PlantingCategory>().notNull(),
    /** Opted in: an email the morning of the expected harvest date. */
    remindAtHarvest: boolean("remind_at_harvest").notNull().default(false),
    /** Set when the reminder was claimed for sending; cleared when the harvest date changes. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("plantings_user_harvest_idx").on(table.userId, table.expectedHarvestDate),
    // The morning run reads only reminders still to send.
    index("plantings_due_reminders_idx")
      .on(table.expectedHarvestDate)
      .where(sql`${table.remindAtHarvest} and ${table.reminderSentAt} is null`),
  ],
);

/** Each account's private calendar feed address; resetting it replaces the token. */
export const plantingCalendarFeeds = pgTable("planting_calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PlantingRow = typeof plantings.$inferSelect;

/**
 * The growing region a member chose for the calendar and the tracker's harvest dates (decision
 * 0082). No row: the region comes from the member's location, else the baseline.
 */
export const plantingRegions = pgTable("planting_regions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  region: text("region").$type<GrowingRegionId>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
