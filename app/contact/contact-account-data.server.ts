import { asc, eq } from "drizzle-orm";
import type { AccountDeletionStep, AccountExportSection } from "~/server/domain";
import { contactRequests } from "./contact.table";

/**
 * Deleting an account also deletes what its owner sent us through the contact form while
 * signed in; "download my data" includes it. A message from a visitor is tied to no account,
 * whatever address it gives: anyone can type anyone's address (issue 16), so matching on it
 * would let a stranger put text into a member's export. The retention job deletes every message
 * after two years.
 */
export const contactAccountDeletion: AccountDeletionStep = {
  name: "contact-requests",
  async inTransaction(tx, userId) {
    await tx.delete(contactRequests).where(eq(contactRequests.senderUserId, userId));
  },
};

export const contactAccountExport: AccountExportSection = {
  name: "contactFormMessages",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.senderUserId, userId))
      .orderBy(asc(contactRequests.createdAt));
    return rows.map((row) => ({
      name: row.name,
      email: row.email,
      message: row.message,
      sentAt: row.createdAt.toISOString(),
    }));
  },
};
