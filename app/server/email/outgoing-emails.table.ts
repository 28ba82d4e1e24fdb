import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { OutgoingEmail } from "./mail-transport.server";

/** Where an email stands: waiting to be sent (or retried), accepted by the mail server, or given up. */
export type OutgoingEmailState = "queued" | "sent" | "dead";

/**
 * Every email the app queues, kept beside its delivery job (decision 0077): the rendered message
 * and the Message-ID chosen when it was queued, so every attempt sends the same message; the sent
 * mark, written as soon as the mail server accepts, so a job run again after a crash does not send
 * it twice; and a dead letter an admin can retry once every attempt has failed.
 */
export const outgoingEmails = pgTable(
  "outgoing_emails",
  {
    id: uuid("id").primaryKey(),
    messageId: text("message_id").notNull().unique(),
    email: jsonb("email").$type<OutgoingEmail>().notNull(),
    state: text("state").$type<OutgoingEmailState>().notNull().default("queued"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    deadAt: timestamp("dead_at", { withTimezone: true }),
    /** The last attempt's error, for the admins who look at dead letters. */
    lastError: text("last_error"),
  },
  (table) => [index("outgoing_emails_state_idx").on(table.state, table.queuedAt)],
);
