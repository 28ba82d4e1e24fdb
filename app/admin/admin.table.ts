import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
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
    /** Touched while the run works; a running run whose heartbeat stops was lost with its process. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
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

/**
 * Every staff action, across the site: who did what to which thing, why and when. Kept when the
 * actor's account goes (actor set null). Written only through `recordStaffAction`.
 */
export const moderationAudit = pgTable(
  "moderation_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("moderation_audit_created_idx").on(table.createdAt.desc().nullsFirst()),
    index("moderation_audit_target_idx").on(table.targetType, table.targetId),
  ],
);

export const reportStatuses = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/**
 * A member's report of something on the site (decision 0031): the target is named by its kind
 * (a moderation target some domain offers: listing, forum_post, forum_reply, message, member)
 * and its id, so this table references no content table. Once per item per member.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason").notNull(),
    note: text("note"),
    status: text("status").$type<ReportStatus>().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("reports_once_per_reporter").on(table.targetKind, table.targetId, table.reporterId),
    index("reports_open_idx").on(table.createdAt, table.id).where(sql`status = 'open'`),
    check("reports_status", sql`${table.status} in ('open', 'dismissed', 'actioned')`),
    check("reports_note_length", sql`char_length(${table.note}) <= 1000`),
  ],
);

/**
 * An admin's suspension of a member: while one is unlifted the member cannot sign in. The
 * content it hid is listed in `suspensionHiddenItems`, so lifting it restores exactly that.
 */
export const memberSuspensions = pgTable(
  "member_suspensions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    suspendedBy: text("suspended_by").references(() => users.id, { onDelete: "set null" }),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp("lifted_at", { withTimezone: true }),
    liftedBy: text("lifted_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("member_suspensions_one_active").on(table.userId).where(sql`lifted_at is null`),
  ],
);

/** What a suspension hid (content that was already hidden is not listed: it stays hidden). */
export const suspensionHiddenItems = pgTable(
  "suspension_hidden_items",
  {
    suspensionId: uuid("suspension_id")
      .notNull()
      .references(() => memberSuspensions.id, { onDelete: "cascade" }),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
  },
  (table) => [primaryKey({ columns: [table.suspensionId, table.targetKind, table.targetId] })],
);
