import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Language } from "~/i18n/languages";

export const complaintKinds = ["content", "compliance", "appeal"] as const;
export type ComplaintKind = (typeof complaintKinds)[number];
export const complaintStatuses = ["open", "resolved"] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/**
 * Complaints under the Online Safety Act (decision 0075): about content, about how Glut meets
 * its duties, or an appeal against a moderation decision. Anyone may complain, signed in or not
 * (a suspended member cannot sign in), so the complainant is a name and an address; the account
 * is linked only when they were signed in. An appeal names the staff action it appeals (a
 * moderation_audit row id, by value: the audit is admin's table).
 */
export const complaints = pgTable(
  "complaints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Quoted in every email, e.g. "GC-7KQ2M9XA". */
    reference: text("reference").notNull(),
    kind: text("kind").$type<ComplaintKind>().notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    complainantUserId: text("complainant_user_id"),
    /** The page or item complained about, as the complainant gave it. */
    contentUrl: text("content_url"),
    /** For an appeal: the moderation decision appealed (its moderation_audit id), when found. */
    moderationActionId: text("moderation_action_id"),
    message: text("message").notNull(),
    /** The language the complaint was sent in: its receipt and answer are written in it. */
    language: text("language").$type<Language>().notNull().default("en"),
    status: text("status").$type<ComplaintStatus>().notNull().default("open"),
    response: text("response"),
    respondedBy: text("responded_by"),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("complaints_reference_unique").on(table.reference),
    index("complaints_status_created_idx").on(table.status, table.createdAt),
    index("complaints_complainant_idx").on(table.complainantUserId),
    check("complaints_kind", sql`${table.kind} in ('content', 'compliance', 'appeal')`),
    check("complaints_status", sql`${table.status} in ('open', 'resolved')`),
    check("complaints_language", sql`${table.language} in ('en', 'cy')`),
    check("complaints_message_length", sql`char_length(${table.message}) between 1 and 2000`),
  ],
);
