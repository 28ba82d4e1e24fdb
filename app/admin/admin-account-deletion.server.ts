import { and, eq } from "drizzle-orm";
import type { AccountDeletionStep } from "~/server/domain";
import { moderationAudit } from "./admin.table";

/** What an audit row names instead of an account that has been deleted. */
export const DELETED_ACCOUNT = "deleted-account";

/**
 * Deleting an account keeps the staff audit log whole (what was done, by whom, when) but takes the
 * deleted person's id out of it: rows about them name 'deleted-account' instead. Rows they wrote
 * as staff lose their actor through the foreign key (set null).
 */
export const adminAccountDeletion: AccountDeletionStep = {
  name: "admin",
  async inTransaction(tx, userId) {
    await tx
      .update(moderationAudit)
      .set({ targetId: DELETED_ACCOUNT })
      .where(and(eq(moderationAudit.targetType, "user"), eq(moderationAudit.targetId, userId)));
  },
};
