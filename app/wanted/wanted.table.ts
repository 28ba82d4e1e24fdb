import { sql } from "drizzle-orm";
import {
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";
import { earthPoint } from "../listings/listings.table";

// Wanted posts (issue 35 item 8, decision 0090): "Looking for: rhubarb crowns near LS6".

/**
 * A member's wanted post. Its place is the label of a UK town or postcode district and that
 * place's centre (listing-place.server.ts), never finer. It leaves every list when it is closed,
 * hidden by a moderator, or once its last day (a UK calendar day) has passed.
 */
export const wantedPosts = pgTable(
  "wanted_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    category: text("category").notNull(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    earthPoint: earthPoint("earth_point"),
    note: text("note"),
    /** The last UK day it is shown. */
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The Wanted tab and city pages: open posts, newest first.
    index("wanted_posts_open_created_idx")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.closedAt} is null and ${table.hiddenAt} is null`),
    index("wanted_posts_user_created_idx").on(table.userId, table.createdAt.desc()),
    // Near a place, and near a new listing (the growers told): as listings_near_idx.
    index("wanted_posts_near_idx").using("gist", table.earthPoint),
    index("wanted_posts_expires_on_idx").on(table.expiresOn),
    check("wanted_posts_title_length", sql`char_length(${table.title}) between 1 and 100`),
  ],
);
