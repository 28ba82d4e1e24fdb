import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

/**
 * What happened that concerns a member, as listed on /notifications (decision 0093). Kept 90 days
 * (a nightly job deletes older rows); the account's rows go with it.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** A path on this site (never another site's address): where opening it goes. */
    href: text("href").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt.desc()),
    check(
      "notifications_href_is_a_path",
      sql`${table.href} like '/%' and ${table.href} not like '//%'`,
    ),
  ],
);

/**
 * A member's choice for one kind on one channel. No row means the default: in the site on, email
 * on, push off (decision 0093). Opt-outs made before this table existed were copied in by its
 * migration.
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    channel: text("channel").notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind, table.channel] }),
    check("notification_preferences_channel", sql`${table.channel} in ('site', 'email', 'push')`),
  ],
);
