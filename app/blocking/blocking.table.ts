import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

/**
 * One member blocking another (decision 0074). Each side's account owns the row: deleting either
 * account removes it (the foreign keys cascade, and the deletion step says so too).
 */
export const memberBlocks = pgTable(
  "member_blocks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blockerId: text("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("member_blocks_pair_unique").on(table.blockerId, table.blockedId),
    check("member_blocks_not_self", sql`${table.blockerId} <> ${table.blockedId}`),
    // The unique key serves "whom did I block"; this serves "who blocked me" (messaging, deletion).
    index("member_blocks_blocked_idx").on(table.blockedId),
  ],
);
