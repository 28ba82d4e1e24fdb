import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

// Notification emails a member has turned off (decision 0068), one row per kind: no row means
// the email is on, as it is for every new account. Forum replies and saved searches keep their
// own settings in their domains; these are the kinds with no other home.

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
