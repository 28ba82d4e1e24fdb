import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sessions, users } from "../accounts/auth.table";

/**
 * One browser a member turned Web Push on in (decision 0095). The endpoint is the push service's
 * address for that browser, and with p256dh and auth (the browser's keys) is all it takes to
 * send to it, so it is never shown or exported. Deleting the account removes its rows, and
 * ending the sign-in it was turned on in (signing out there, or the sign-in lapsing) removes it:
 * pushes go only to browsers where the member is still signed in.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sign-in (session) it was turned on in; none for rows from before decision 0095's amendment. */
    sessionId: text("session_id").references(() => sessions.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique("push_subscriptions_endpoint_unique"),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    /** "Chrome on Android": read from the browser's user agent when it subscribed. */
    deviceLabel: text("device_label").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
  },
  (table) => [index("push_subscriptions_user_idx").on(table.userId)],
);

/**
 * A member's choices about what a push shows; no row means the defaults (message text off).
 */
export const pushSettings = pgTable("push_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** "Show message text in push notifications": off unless the member turns it on. */
  showMessageText: boolean("show_message_text").notNull().default(false),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
