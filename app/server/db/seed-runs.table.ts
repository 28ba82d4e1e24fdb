import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Which one-off seeders (demo content) have run, so a restart never seeds twice. */
export const seedRuns = pgTable("seed_runs", {
  name: text("name").primaryKey(),
  ranAt: timestamp("ran_at", { withTimezone: true }).notNull().defaultNow(),
});
