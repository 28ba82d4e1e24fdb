import { eq } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { emailOptOuts } from "./email-preferences.table";

// The opt-outs kept here (decision 0068) were copied into the notification preferences when the
// matrix took them over (decision 0093); nothing writes them since. The export still lists the
// member's old rows, until a later migration drops the table.

/** "Download my data": the emails the member turned off before the matrix, and when. */
export const emailPreferencesAccountExport: AccountExportSection = {
  name: "emailsTurnedOff",
  async collect(db, userId) {
    const rows = await db
      .select({ kind: emailOptOuts.kind, createdAt: emailOptOuts.createdAt })
      .from(emailOptOuts)
      .where(eq(emailOptOuts.userId, userId));
    return rows.map((row) => ({ kind: row.kind, since: row.createdAt.toISOString() }));
  },
};
