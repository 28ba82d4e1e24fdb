import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

// Notification emails a member turned off (decision 0068), one row per kind. Since decision 0093
// the notification preferences hold every choice: its migration copied these rows there, and
// nothing writes here any more. Kept until a later migration drops it.

export const emailOptOuts = pgTable(
  "email_opt_outs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);
