import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * The instances serving from this database, each with a heartbeat, so a second instance can see
 * the first and refuse to start when their uploads would not be shared (decision 0079).
 */
export const appInstances = pgTable("app_instances", {
  id: uuid("id").primaryKey(),
  /** Where this instance keeps uploaded photos: "bucket:<name>" or "local:<host>:<folder>". */
  uploads: text("uploads").notNull(),
  host: text("host").notNull(),
  pid: text("pid").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
});
