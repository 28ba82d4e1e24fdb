import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

export const syncRunStatuses = ["queued", "running", "completed", "failed"] as const;
export type SyncRunStatus = (typeof syncRunStatuses)[number];

/**
 * Food-bank syncs asked for on the admin dashboard: each is run by the job queue, never inside
 * the request, and keeps its result for the Food Bank Sync tab. At most one is queued or running
 * at a time (the partial unique index), whoever asks.
 */
export const foodBankSyncRuns = pgTable(
  "food_bank_sync_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    spreadsheetId: text("spreadsheet_id").notNull(),
    sheetName: text("sheet_name").notNull(),
    syncType: text("sync_type").notNull().default("full"),
    status: text("status").$type<SyncRunStatus>().notNull().default("queued"),
    message: text("message"),
    error: text("error"),
    recordsProcessed: integer("records_processed"),
    recordsAdded: integer("records_added"),
    recordsRemoved: integer("records_removed"),
    errors: integer("errors"),
    durationMs: integer("duration_ms"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "food_bank_sync_runs_status",
      sql`${table.status} in ('queued', 'running', 'completed', 'failed')`,
    ),
    uniqueIndex("food_bank_sync_runs_one_active")
      .on(sql`(true)`)
      .where(sql`status in ('queued', 'running')`),
    index("food_bank_sync_runs_created_idx").on(table.createdAt),
  ],
);
