import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages sent through /contact, kept so none is lost if the email to staff fails, and deleted
 * by the retention job after the period the privacy notice states.
 */
export const contactRequests = pgTable(
  "contact_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /**
     * The account that sent it, when the sender was signed in; null for a visitor. The only link
     * between a message and an account: the address typed into the form proves nothing.
     */
    senderUserId: text("sender_user_id"),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check("contact_requests_message_length", sql`char_length(${table.message}) between 1 and 1000`),
    index("contact_requests_created_idx").on(table.createdAt),
    index("contact_requests_sender_idx").on(table.senderUserId),
  ],
);
