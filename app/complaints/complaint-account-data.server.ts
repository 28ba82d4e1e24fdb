import { asc, eq } from "drizzle-orm";
import type { AccountDeletionStep, AccountExportSection } from "~/server/domain";
import { complaints } from "./complaints.table";

/**
 * "Download my data" includes the complaints and appeals sent while signed in, with our answers.
 * Deleting the account does not delete them (decision 0075): they are kept for
 * COMPLAINT_RETENTION_YEARS as the record of how a complaint was handled, but no longer point at
 * the account. As with the contact form, one sent signed out is tied to no account, whatever
 * address it gives: anyone can type anyone's address.
 */
export const complaintAccountDeletion: AccountDeletionStep = {
  name: "complaints",
  async inTransaction(tx, userId) {
    await tx
      .update(complaints)
      .set({ complainantUserId: null })
      .where(eq(complaints.complainantUserId, userId));
  },
};

export const complaintAccountExport: AccountExportSection = {
  name: "complaints",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(complaints)
      .where(eq(complaints.complainantUserId, userId))
      .orderBy(asc(complaints.createdAt));
    return rows.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      name: row.name,
      email: row.email,
      contentUrl: row.contentUrl,
      message: row.message,
      status: row.status,
      response: row.response,
      sentAt: row.createdAt.toISOString(),
      answeredAt: row.respondedAt?.toISOString() ?? null,
    }));
  },
};
