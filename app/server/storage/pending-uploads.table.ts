import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Files stored for a save that has not committed yet: a photo is written before the transaction
 * that links it to a listing or post, and a process killed in between would leave the file with
 * nothing pointing to it. The linking transaction deletes the row; rows left behind name files
 * that the clean-up job removes (pending-uploads.server.ts).
 */
export const pendingUploads = pgTable(
  "pending_uploads",
  {
    key: text("key").primaryKey(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("pending_uploads_created_at_idx").on(table.createdAt)],
);
