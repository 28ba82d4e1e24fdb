import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";
import { listings } from "../listings/listings.table";
import { wantedPosts } from "../wanted/wanted.table";
import type { AlertFrequency } from "./saved-search-schema";

// Saved searches and their alerts (issue 17 part 3, decision 0049).

/**
 * A member's saved /listings search: the filters as typed (`near` as the place's label, looked
 * up again at each run, so a search keeps working as the places data is refreshed) and how
 * often to email. Paused (by the member or an email's unsubscribe link) sends nothing.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    search: text("search"),
    category: text("category").notNull().default("All"),
    type: text("type").notNull().default("All"),
    near: text("near"),
    withinMiles: integer("within_miles").notNull(),
    frequency: text("frequency").$type<AlertFrequency>().notNull(),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /**
     * Listings created from here on are alerted: the moment it was saved, or last resumed, so
     * a resumed search does not send what was listed while it was paused.
     */
    alertFrom: timestamp("alert_from", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("saved_searches_user_idx").on(table.userId, table.createdAt),
    index("saved_searches_due_idx").on(table.frequency).where(sql`${table.pausedAt} is null`),
    check("saved_searches_frequency_check", sql`${table.frequency} in ('instant', 'daily')`),
  ],
);

/**
 * Each listing an alert has carried, once per saved search: what makes 'never twice' hold
 * across pauses, retries and two instances running the job (the primary key refuses a second
 * claim).
 */
export const savedSearchAlertsSent = pgTable(
  "saved_search_alerts_sent",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.listingId] }),
    index("saved_search_alerts_sent_listing_idx").on(table.listingId),
  ],
);

/**
 * Each wanted post an alert has carried, once per saved search (decision 0090): as
 * saved_search_alerts_sent is for listings.
 */
export const savedSearchWantedAlertsSent = pgTable(
  "saved_search_wanted_alerts_sent",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    wantedPostId: uuid("wanted_post_id")
      .notNull()
      .references(() => wantedPosts.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.savedSearchId, table.wantedPostId] }),
    index("saved_search_wanted_alerts_sent_post_idx").on(table.wantedPostId),
  ],
);
