import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";
import type { ListingType } from "./listing-schema";
import type { ListingStatus } from "./listing-status";

/** earthdistance's point on the earth (a cube): written with ll_to_earth, read by `<->`. */
export const earthPoint = customType<{ data: string; driverData: string }>({
  dataType: () => "cube",
});

/**
 * What a member offers: Free or Swap (nothing is sold on the site). Search is "contains" on
 * name, description and location, kept fast by trigram GIN indexes; browsing is active listings
 * newest first, served by (status, created_at desc).
 */
export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description"),
    category: text("category").notNull(),
    type: text("type").$type<ListingType>().notNull(),
    location: text("location").notNull(),
    /**
     * The centre of the town or postcode district the location names (decision 0046), never a
     * finer point; null for an older listing whose text named no place.
     */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * The same centre as earthdistance's point, stored so a distance search reads it rather than
     * computing it for every row (decision 0048: ten times faster than an expression index).
     */
    earthPoint: earthPoint("earth_point"),
    quantity: text("quantity"),
    /** A calendar day (no time, no zone): when the produce is or was ready. */
    harvestDate: date("harvest_date", { mode: "string" }),
    /**
     * The last UK calendar day it is on offer (decision 0047): after it the listing has expired
     * and leaves every public list. Null: no end (the default for seeds and plants).
     */
    availableUntil: date("available_until", { mode: "string" }),
    /** The available-until day the owner was last reminded about, so it is sent once per day. */
    expiryReminderSentFor: date("expiry_reminder_sent_for", { mode: "string" }),
    status: text("status").$type<ListingStatus>().notNull().default("active"),
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set by a moderator (decision 0031): the listing leaves every list; its owner sees why. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
  },
  (table) => [
    // Each ends with id: the lists order by (created_at, id) descending, so a page boundary
    // between listings posted in the same instant is stable, and the index gives that order.
    // NULLS FIRST because that is what a plain DESC sorts by: drizzle's .desc() alone writes
    // NULLS LAST, an order ORDER BY ... DESC cannot read from the index (it sorts instead).
    index("listings_status_created_idx").on(
      table.status,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("listings_user_created_idx").on(
      table.userId,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("listings_category_created_idx").on(
      table.status,
      table.category,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("listings_type_created_idx").on(
      table.status,
      table.type,
      table.createdAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // One trigram index over what a search reads (listing-query.server.ts, searchText): one
    // index scan per search where the name and description indexes needed two and a BitmapOr.
    index("listings_search_text_trgm_idx").using(
      "gin",
      sql`(lower(${table.name} || E'\n' || coalesce(${table.description}, ''))) gin_trgm_ops`,
    ),
    // Distance search: a GiST index of each listing's stored point on the earth, read by the box
    // filter and, nearest first, by the `<->` order. A plain column, so pg_restore rebuilds it
    // (an index on ll_to_earth itself cannot be restored: migration 0015).
    index("listings_near_idx").using("gist", table.earthPoint),
    // The morning reminder job reads the listings expiring tomorrow; most listings have no date.
    index("listings_available_until_idx")
      .on(table.availableUntil)
      .where(sql`${table.availableUntil} is not null`),
    index("listings_location_trgm_idx").using("gin", sql`${table.location} gin_trgm_ops`),
    check("listings_type_check", sql`${table.type} in ('Free', 'Swap')`),
    check(
      "listings_status_check",
      sql`${table.status} in ('active', 'swapped', 'completed', 'unavailable')`,
    ),
  ],
);

/**
 * A listing's photos, in order (position 0 is the cover). The files live in storage; these are
 * their keys: a large version for the detail page and a thumbnail for cards.
 */
export const listingImages = pgTable(
  "listing_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    largeKey: text("large_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [
    unique("listing_images_listing_position_key").on(table.listingId, table.position),
    check("listing_images_position_check", sql`${table.position} >= 0 and ${table.position} < 5`),
  ],
);
