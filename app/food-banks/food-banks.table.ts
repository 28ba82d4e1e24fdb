import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Food banks imported from a public spreadsheet (PRODUCT.md: never invented). `source_id` is the
 * row's stable id in the source, so a second import updates rather than duplicates. `city_slug`
 * ties a food bank to one of the seeded cities' pages; null when it is near none of them.
 */
export const foodBanks = pgTable(
  "food_banks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: text("source_id").notNull().unique(),
    citySlug: text("city_slug"),
    organisationName: text("organisation_name").notNull(),
    organisationAltName: text("organisation_alt_name"),
    isVerified: boolean("is_verified").notNull().default(false),
    address: text("address"),
    postcode: text("postcode"),
    phoneNumber: text("phone_number"),
    email: text("email"),
    url: text("url"),
    network: text("network"),
    neededItems: text("needed_items").array().notNull().default(sql`'{}'::text[]`),
    excessItems: text("excess_items").array().notNull().default(sql`'{}'::text[]`),
    parliamentaryConstituency: text("parliamentary_constituency"),
    mp: text("mp"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("food_banks_city_idx").on(table.citySlug, table.organisationName)],
);

export const syncStatuses = ["in_progress", "completed", "failed"] as const;
export type SyncStatus = (typeof syncStatuses)[number];

/** One row per import run: what it read, what it changed, how it ended. */
export const foodBanksSyncLog = pgTable(
  "food_banks_sync_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    syncType: text("sync_type").notNull().default("full"),
    /** The spreadsheet id and sheet, or the file name, read. */
    source: text("source").notNull(),
    status: text("status").$type<SyncStatus>().notNull().default("in_progress"),
    recordsProcessed: integer("records_processed").notNull().default(0),
    recordsAdded: integer("records_added").notNull().default(0),
    recordsUpdated: integer("records_updated").notNull().default(0),
    errors: integer("errors").notNull().default(0),
    durationMs: integer("duration_ms"),
    errorMessage: text("error_message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "food_banks_sync_log_status",
      sql`${table.status} in ('in_progress', 'completed', 'failed')`,
    ),
    index("food_banks_sync_log_created_idx").on(table.createdAt.desc().nullsFirst()),
  ],
);
