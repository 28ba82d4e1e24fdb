import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";
import { listings } from "../listings/listings.table";

/**
 * One conversation per listing and enquiring member: the first contact opens it, later contacts
 * about the same listing continue it. The listing may be deleted later; the conversation keeps its
 * title so both sides can still read what it was about. Each side's read mark is the time they
 * last opened it: their unread messages are the other side's messages after that.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    listingTitle: text("listing_title").notNull(),
    listerId: text("lister_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listerReadAt: timestamp("lister_read_at", { withTimezone: true }),
    memberReadAt: timestamp("member_read_at", { withTimezone: true }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("conversations_listing_member_unique").on(table.listingId, table.memberId),
    check("conversations_two_people", sql`${table.listerId} <> ${table.memberId}`),
    index("conversations_lister_idx").on(table.listerId, table.lastMessageAt.desc().nullsFirst()),
    index("conversations_member_idx").on(table.memberId, table.lastMessageAt.desc().nullsFirst()),
  ],
);

/**
 * Every message of a conversation, the first being the contact message of the specification
 * (listing, sender, message, the sender's name as shown when it was sent).
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    senderId: text("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    senderName: text("sender_name").notNull().default("Anonymous User"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by a moderator (decision 0031): the other side no longer sees the words. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
  },
  (table) => [
    check("contact_messages_length", sql`char_length(${table.message}) between 1 and 1000`),
    index("contact_messages_conversation_idx").on(table.conversationId, table.createdAt),
  ],
);
