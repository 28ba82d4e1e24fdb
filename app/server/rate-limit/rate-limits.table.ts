import { bigint, integer, pgTable, text } from "drizzle-orm/pg-core";

/**
 * Rate-limit counters, kept in the database so every instance shares them: better-auth's own
 * (its `rateLimit` model) and the forms' (`consumeRateLimit`, keys prefixed "glut:").
 */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});
