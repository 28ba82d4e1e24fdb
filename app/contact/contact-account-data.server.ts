import { asc, eq, sql } from "drizzle-orm";
import { users } from "~/accounts/auth.table";
import type { Db } from "~/server/db/database.server";
import type { AccountDeletionStep, AccountExportSection } from "~/server/domain";
import { contactRequests } from "./contact.table";

/** Messages sent through /contact from the account's own address, whatever its case. */
const fromAddress = (email: string) =>
  sql`lower(${contactRequests.email}) = ${email.trim().toLowerCase()}`;

/**
 * Deleting an account also deletes what its owner wrote to us through the contact form from
 * the account's address; "download my data" includes it. The form needs no account, so the
 * address is the only link.
 */
export const contactAccountDeletion: AccountDeletionStep = {
  name: "contact-requests",
  async inTransaction(tx, _userId, ctx) {
    await tx.delete(contactRequests).where(fromAddress(ctx.email));
  },
};

async function accountEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export const contactAccountExport: AccountExportSection = {
  name: "contactFormMessages",
  async collect(db, userId) {
    const email = await accountEmail(db, userId);
    if (!email) return [];
    const rows = await db
      .select()
      .from(contactRequests)
      .where(fromAddress(email))
      .orderBy(asc(contactRequests.createdAt));
    return rows.map((row) => ({
      name: row.name,
      email: row.email,
      message: row.message,
      sentAt: row.createdAt.toISOString(),
    }));
  },
};
