import { asc, eq } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { handovers, handoverThanks } from "./handover.table";

/**
 * "Download my data": the thanks the member gave (their notes and their own ratings) and the
 * notes they were given. Ratings others gave them are not in it one by one, as nowhere else
 * (decision 0089): their profile shows the average once there are three.
 */
export const thanksAccountExport: AccountExportSection = {
  name: "handoverThanks",
  async collect(db, userId) {
    const columns = {
      fromId: handoverThanks.fromId,
      toId: handoverThanks.toId,
      note: handoverThanks.note,
      rating: handoverThanks.rating,
      createdAt: handoverThanks.createdAt,
      hiddenAt: handoverThanks.hiddenAt,
      listingTitle: handovers.listingTitle,
    };
    const [given, received] = await Promise.all([
      db
        .select(columns)
        .from(handoverThanks)
        .innerJoin(handovers, eq(handovers.id, handoverThanks.handoverId))
        .where(eq(handoverThanks.fromId, userId))
        .orderBy(asc(handoverThanks.createdAt)),
      db
        .select(columns)
        .from(handoverThanks)
        .innerJoin(handovers, eq(handovers.id, handoverThanks.handoverId))
        .where(eq(handoverThanks.toId, userId))
        .orderBy(asc(handoverThanks.createdAt)),
    ]);
    return {
      given: given.map((row) => ({
        listingTitle: row.listingTitle,
        note: row.note,
        rating: row.rating,
        givenAt: row.createdAt.toISOString(),
        hiddenByModerator: row.hiddenAt !== null,
      })),
      received: received
        .filter((row) => row.note !== null)
        .map((row) => ({
          listingTitle: row.listingTitle,
          note: row.note,
          receivedAt: row.createdAt.toISOString(),
          hiddenByModerator: row.hiddenAt !== null,
        })),
    };
  },
};
