import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";
import { listings } from "../listings/listings.table";
import { conversations } from "../messaging/messaging.table";

/** How an owner chooses among requesters (decision 0087). */
export type ChoiceRule = "first_come" | "fair";

/**
 * How a listing is handed over, chosen by its owner when listing. No row: first come, one
 * portion, no priority. Under the fair rule, requests are gathered until `choosingOpensAt`
 * (6–48 hours after listing), then the owner chooses or lets Glut draw.
 */
export const handoverRules = pgTable(
  "handover_rules",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    rule: text("rule").$type<ChoiceRule>().notNull().default("first_come"),
    /** The owner's window under the fair rule, in hours; null under first come. */
    windowHours: integer("window_hours"),
    choosingOpensAt: timestamp("choosing_opens_at", { withTimezone: true }),
    /** Verified organisations (food banks, groups) go first in the queue and the draw. */
    organisationsFirst: boolean("organisations_first").notNull().default(false),
    /** How many requesters the listing can be shared among; it is gone when all are collected. */
    portions: integer("portions").notNull().default(1),
    /** Seed of the draw, stored so the order it gave can be shown and reproduced. */
    drawSeed: text("draw_seed"),
    drawnAt: timestamp("drawn_at", { withTimezone: true }),
  },
  (table) => [
    check("handover_rules_rule_check", sql`${table.rule} in ('first_come', 'fair')`),
    check(
      "handover_rules_window_check",
      sql`(${table.rule} = 'first_come' and ${table.windowHours} is null) or (${table.rule} = 'fair' and ${table.windowHours} between 6 and 48)`,
    ),
    check("handover_rules_portions_check", sql`${table.portions} between 1 and 50`),
  ],
);

export type RequestStatus = "open" | "withdrawn" | "closed";

/**
 * A member asking for a listing. Open requests form the listing's queue: ordered by
 * `queueRank` (set by a draw or by the owner), then by when they were made. A request stays
 * open while another member holds the item, so the next can be offered it; it is closed when its
 * requester is given the item, or when the listing is gone.
 */
export const handoverRequests = pgTable(
  "handover_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    requesterId: text("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The conversation the request opened or continued. */
    conversationId: uuid("conversation_id").references(() => conversations.id, {
      onDelete: "set null",
    }),
    note: text("note"),
    status: text("status").$type<RequestStatus>().notNull().default("open"),
    queueRank: integer("queue_rank"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      "handover_requests_status_check",
      sql`${table.status} in ('open', 'withdrawn', 'closed')`,
    ),
    check(
      "handover_requests_note_length",
      sql`${table.note} is null or char_length(${table.note}) <= 500`,
    ),
    // One live request per member and listing; a withdrawn one may be made again.
    uniqueIndex("handover_requests_one_open_idx")
      .on(table.listingId, table.requesterId)
      .where(sql`${table.status} = 'open'`),
    index("handover_requests_listing_idx").on(table.listingId, table.status, table.createdAt),
    index("handover_requests_requester_idx").on(table.requesterId, table.createdAt),
  ],
);

export type HandoverStatus = "reserved" | "collected" | "cancelled";

/**
 * One portion of a listing promised to one member: reserved, then collected (marked by one side,
 * confirmed by the other or by itself after 48 hours), or cancelled with a reason. The pickup is
 * a window on one day and a meeting point the two agree in free text; Glut stores no address.
 */
export const handovers = pgTable(
  "handovers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    /** Kept so both sides still see what it was after the listing is deleted. */
    listingTitle: text("listing_title").notNull(),
    requestId: uuid("request_id").references(() => handoverRequests.id, { onDelete: "set null" }),
    giverId: text("giver_id").references(() => users.id, { onDelete: "set null" }),
    receiverId: text("receiver_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status").$type<HandoverStatus>().notNull().default("reserved"),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull().defaultNow(),
    /** The pickup window: a UK calendar day and a time range ("HH:MM", UK time). */
    pickupDate: date("pickup_date", { mode: "string" }),
    pickupFrom: text("pickup_from"),
    pickupUntil: text("pickup_until"),
    meetingPoint: text("meeting_point"),
    /** Who proposed the window; the other side accepts it (pickupAgreedAt). */
    pickupProposedBy: text("pickup_proposed_by").references(() => users.id, {
      onDelete: "set null",
    }),
    pickupAgreedAt: timestamp("pickup_agreed_at", { withTimezone: true }),
    /** The pickup day the reminder was sent for, so it goes once. */
    reminderSentFor: date("reminder_sent_for", { mode: "string" }),
    collectedMarkedBy: text("collected_marked_by").references(() => users.id, {
      onDelete: "set null",
    }),
    collectedMarkedAt: timestamp("collected_marked_at", { withTimezone: true }),
    /** Set when the other side confirms, or 48 hours after the mark. */
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    /** The giver's record that the receiver did not come: shown to owners choosing. */
    noShow: boolean("no_show").notNull().default(false),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (table) => [
    check("handovers_status_check", sql`${table.status} in ('reserved', 'collected', 'cancelled')`),
    check(
      "handovers_meeting_point_length",
      sql`${table.meetingPoint} is null or char_length(${table.meetingPoint}) <= 200`,
    ),
    check(
      "handovers_cancel_reason_length",
      sql`${table.cancelReason} is null or char_length(${table.cancelReason}) <= 500`,
    ),
    // A request is held at most once at a time.
    uniqueIndex("handovers_one_live_per_request_idx")
      .on(table.requestId)
      .where(sql`${table.status} = 'reserved'`),
    index("handovers_listing_idx").on(table.listingId, table.status),
    index("handovers_giver_idx").on(table.giverId, table.status),
    index("handovers_receiver_idx").on(table.receiverId, table.status, table.reservedAt),
    index("handovers_collected_idx")
      .on(table.collectedAt)
      .where(sql`${table.collectedAt} is not null`),
  ],
);

/**
 * What one side says about the other after a collection: a short thank-you shown on the other's
 * profile, and a private 1–5 rating shown only as a rounded average of three or more.
 */
export const handoverThanks = pgTable(
  "handover_thanks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    handoverId: uuid("handover_id")
      .notNull()
      .references(() => handovers.id, { onDelete: "cascade" }),
    fromId: text("from_id").references(() => users.id, { onDelete: "set null" }),
    toId: text("to_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    note: text("note"),
    rating: integer("rating"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by a moderator (decision 0031): the note leaves the profile. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  },
  (table) => [
    unique("handover_thanks_once_per_side").on(table.handoverId, table.fromId),
    check(
      "handover_thanks_rating_check",
      sql`${table.rating} is null or ${table.rating} between 1 and 5`,
    ),
    check(
      "handover_thanks_note_length",
      sql`${table.note} is null or char_length(${table.note}) <= 300`,
    ),
    check(
      "handover_thanks_something",
      sql`${table.note} is not null or ${table.rating} is not null`,
    ),
    index("handover_thanks_to_idx").on(table.toId, table.createdAt),
  ],
);
