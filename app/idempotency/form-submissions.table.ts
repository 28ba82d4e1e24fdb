import { pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

/**
 * What a create form made, by the key the form carried (decision 0078): written in the same
 * transaction as the thing it names, so a resend of the same form finds it instead of making a
 * second. Keys are per member; deleting the account removes them (the foreign key cascades).
 */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: uuid("key").notNull(),
    /** Which form: a key sent to another form's action is not this form's resend. */
    kind: text("kind").notNull(),
    /** The id of what the submission created. */
    createdId: text("created_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: "form_submissions_pk", columns: [table.userId, table.key] })],
);
