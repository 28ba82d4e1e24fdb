import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../accounts/auth.table";

// The forum (decision 0026). Topics are the specification's forum_posts; replies hang off them.
// Authors are kept as "set null" references: a deleted account's posts stay, shown as written by
// 'Deleted member' (PRODUCT.md, account deletion). Every list a page reads has its own index.

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Seeded by the migration (0007_forum.sql); the list is public. */
export const forumCategories = pgTable("forum_categories", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull().unique(),
  slug: text("slug").notNull().unique(),
  description: text("description").notNull(),
  /** For the admin area to reorder one day; the pages order by name, as the specification does. */
  position: integer("position").notNull(),
});

/** A topic: the specification's forum post (title, content, category, author). */
export const forumPosts = pgTable(
  "forum_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "restrict" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author changes the title or content (the page says 'edited'). */
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** The topic's or its newest reply's time: lists order by it. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Every reply row, hidden ones too (they still hold their place in the thread). */
    replyCount: integer("reply_count").notNull().default(0),
    pinned: boolean("pinned").notNull().default(false),
    lockedAt: timestamp("locked_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    isDemo: boolean("is_demo").notNull().default(false),
    /** Title weighs more than content. Generated, so it can never fall out of step. */
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')`,
    ),
  },
  (table) => [
    // A category page: pinned first, then newest activity; hidden topics are not listed.
    // NULLS FIRST as a plain DESC sorts (see listings.table.ts).
    index("forum_posts_category_activity_idx")
      .on(
        table.categoryId,
        table.pinned.desc().nullsFirst(),
        table.lastActivityAt.desc().nullsFirst(),
        table.id.desc().nullsFirst(),
      )
      .where(sql`hidden_at is null`),
    index("forum_posts_activity_idx")
      .on(table.lastActivityAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`hidden_at is null`),
    // The hourly limit and the data export.
    index("forum_posts_user_created_idx").on(table.userId, table.createdAt),
    index("forum_posts_search_idx").using("gin", table.search),
    check("forum_posts_title_length", sql`char_length(${table.title}) between 1 and 200`),
    check("forum_posts_content_length", sql`char_length(${table.content}) between 1 and 20000`),
  ],
);

export const forumReplies = pgTable(
  "forum_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenBy: text("hidden_by").references(() => users.id, { onDelete: "set null" }),
    hiddenReason: text("hidden_reason"),
    isDemo: boolean("is_demo").notNull().default(false),
  },
  (table) => [
    // A topic's thread, oldest first, and where one reply falls in it.
    index("forum_replies_post_created_idx").on(table.postId, table.createdAt, table.id),
    index("forum_replies_user_created_idx").on(table.userId, table.createdAt),
    check("forum_replies_content_length", sql`char_length(${table.content}) between 1 and 20000`),
  ],
);

/**
 * Photos of a topic or a reply (at most 3), stored by the listing photo pipeline. Exactly one
 * of post or reply is set; both cascade, and the files go when the post does.
 */
export const forumImages = pgTable(
  "forum_images",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id").references(() => forumPosts.id, { onDelete: "cascade" }),
    replyId: uuid("reply_id").references(() => forumReplies.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    largeKey: text("large_key").notNull(),
    thumbKey: text("thumb_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
  },
  (table) => [
    index("forum_images_post_idx").on(table.postId),
    index("forum_images_reply_idx").on(table.replyId),
    check("forum_images_one_owner", sql`(${table.postId} is null) <> (${table.replyId} is null)`),
    check("forum_images_position", sql`${table.position} between 0 and 2`),
  ],
);

/** Members who asked to be emailed about new replies to a topic they did not start. */
export const forumFollows = pgTable(
  "forum_follows",
  {
    postId: uuid("post_id")
      .notNull()
      .references(() => forumPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.userId] }),
    index("forum_follows_user_idx").on(table.userId),
  ],
);

/**
 * A member's forum email setting before the notification preferences (decision 0093) took it
 * over: its `false` rows were copied into `notification_preferences` by that migration, and
 * nothing reads or writes it since. Kept until a later migration drops it.
 */
export const forumPreferences = pgTable("forum_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  replyEmails: boolean("reply_emails").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
