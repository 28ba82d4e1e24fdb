import { and, asc, eq, or } from "drizzle-orm";
import { findPublicNames } from "~/accounts/account-directory.server";
import { findListingFacts } from "~/listings/listing-facts.server";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionStep, AccountExportSection } from "~/server/domain";
import { handoverRequests, handovers, handoverThanks } from "./handover.table";
import { ACCOUNT_DELETED_REASON } from "./handover-schema";
import { memberRecords } from "./member-record.server";

// The handover's part in exporting and deleting an account (decision 0091).
//
// Export: the member's requests; every handover they were a side of, with the pickup the two
// agreed; the thanks and ratings they left; the thanks notes they were left. Ratings they were
// given appear only as their profile shows them (a rounded average once there are three), never
// one by one: a rating is the rater's private word, and one alone would name its rater.
//
// Deletion: their requests go. A handover stays for the other side as the fact that something was
// given or received, without this member: their id goes from every column that names them (the
// foreign keys would null the columns anyway; done here so the step says it), and so does the
// meeting point, since free text about where to meet may say where they live. A handover still
// reserved is cancelled, so the other side is not left waiting and the item is free for the next
// in the queue. Thanks they left stay on the other's profile without their name, as forum posts
// stay as 'Deleted member'; thanks left for them go with them (the foreign key cascades).

export { ACCOUNT_DELETED_REASON };

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Whose act a column records, as the export says it: never the other member's id. */
function who(userId: string | null, you: string): "you" | "the other member" | null {
  if (userId === null) return null;
  return userId === you ? "you" : "the other member";
}

export const handoverAccountExport: AccountExportSection = {
  name: "handovers",
  async collect(db, userId) {
    const requests = await db
      .select()
      .from(handoverRequests)
      .where(eq(handoverRequests.requesterId, userId))
      .orderBy(asc(handoverRequests.createdAt), asc(handoverRequests.id));
    const rows = await db
      .select()
      .from(handovers)
      .where(or(eq(handovers.giverId, userId), eq(handovers.receiverId, userId)))
      .orderBy(asc(handovers.reservedAt), asc(handovers.id));
    const thanksGiven = await db
      .select({ thanks: handoverThanks, listingTitle: handovers.listingTitle })
      .from(handoverThanks)
      .innerJoin(handovers, eq(handovers.id, handoverThanks.handoverId))
      .where(eq(handoverThanks.fromId, userId))
      .orderBy(asc(handoverThanks.createdAt));
    const thanksReceived = await db
      .select({ thanks: handoverThanks, listingTitle: handovers.listingTitle })
      .from(handoverThanks)
      .innerJoin(handovers, eq(handovers.id, handoverThanks.handoverId))
      .where(eq(handoverThanks.toId, userId))
      .orderBy(asc(handoverThanks.createdAt));

    const others = rows.map((row) => (row.giverId === userId ? row.receiverId : row.giverId));
    const names = await findPublicNames(db, others);
    const titles = new Map<string, string | null>();
    for (const listingId of new Set(requests.map((request) => request.listingId))) {
      titles.set(listingId, (await findListingFacts(db, listingId))?.name ?? null);
    }
    const record = (await memberRecords(db, [userId])).get(userId);

    return {
      requests: requests.map((request) => ({
        id: request.id,
        listingId: request.listingId,
        listingTitle: titles.get(request.listingId) ?? null,
        conversationId: request.conversationId,
        note: request.note,
        status: request.status,
        madeAt: request.createdAt.toISOString(),
        updatedAt: request.updatedAt.toISOString(),
      })),
      handovers: rows.map((row) => {
        const other = row.giverId === userId ? row.receiverId : row.giverId;
        return {
          id: row.id,
          listingId: row.listingId,
          listingTitle: row.listingTitle,
          yourRole: row.giverId === userId ? "giver" : "receiver",
          otherMember: other ? (names.get(other)?.username ?? "Deleted member") : "Deleted member",
          status: row.status,
          reservedAt: row.reservedAt.toISOString(),
          pickup: {
            date: row.pickupDate,
            from: row.pickupFrom,
            until: row.pickupUntil,
            meetingPoint: row.meetingPoint,
            proposedBy: who(row.pickupProposedBy, userId),
            agreedAt: iso(row.pickupAgreedAt),
          },
          collectedMarkedBy: who(row.collectedMarkedBy, userId),
          collectedMarkedAt: iso(row.collectedMarkedAt),
          collectedAt: iso(row.collectedAt),
          cancelledBy: who(row.cancelledBy, userId),
          cancelledAt: iso(row.cancelledAt),
          cancelReason: row.cancelReason,
          noShowRecorded: row.noShow,
        };
      }),
      thanksYouLeft: thanksGiven.map(({ thanks, listingTitle }) => ({
        handoverId: thanks.handoverId,
        listingTitle,
        note: thanks.note,
        rating: thanks.rating,
        leftAt: thanks.createdAt.toISOString(),
        hiddenByModeratorAt: iso(thanks.hiddenAt),
      })),
      thanksYouReceived: thanksReceived.map(({ thanks, listingTitle }) => ({
        handoverId: thanks.handoverId,
        listingTitle,
        note: thanks.note,
        receivedAt: thanks.createdAt.toISOString(),
        hiddenByModeratorAt: iso(thanks.hiddenAt),
      })),
      ratingsYouReceived: {
        about:
          "Ratings are private to whoever gave them: you see how many you have, and their " +
          "average rounded to one decimal place once there are three or more, as your profile shows it.",
        count: record?.ratingCount ?? 0,
        average: record?.averageRating ?? null,
      },
    };
  },
};

/** Takes the member out of the handover's records, in the deletion's transaction. */
export async function removeMemberFromHandovers(
  tx: Db,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  await tx.delete(handoverRequests).where(eq(handoverRequests.requesterId, userId));
  const theirs = or(eq(handovers.giverId, userId), eq(handovers.receiverId, userId));
  await tx
    .update(handovers)
    .set({
      status: "cancelled",
      cancelledAt: now,
      cancelledBy: null,
      cancelReason: ACCOUNT_DELETED_REASON,
    })
    .where(and(theirs, eq(handovers.status, "reserved")));
  await tx.update(handovers).set({ meetingPoint: null }).where(theirs);
  for (const column of [
    "giverId",
    "receiverId",
    "pickupProposedBy",
    "collectedMarkedBy",
    "cancelledBy",
  ] as const) {
    await tx
      .update(handovers)
      .set({ [column]: null })
      .where(eq(handovers[column], userId));
  }
  await tx.update(handoverThanks).set({ fromId: null }).where(eq(handoverThanks.fromId, userId));
  await tx.delete(handoverThanks).where(eq(handoverThanks.toId, userId));
}

export const handoverAccountDeletion: AccountDeletionStep = {
  name: "handover",
  inTransaction: (tx, userId) => removeMemberFromHandovers(tx, userId),
};
