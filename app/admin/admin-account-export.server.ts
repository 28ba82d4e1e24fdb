import { asc, eq } from "drizzle-orm";
import type { AccountExportSection } from "~/server/domain";
import { reports } from "./admin.table";

/**
 * "Download my data": the reports the member filed (what, why, when and what became of them).
 * Reports about the member are not theirs to download: they would name who reported them.
 */
export const adminAccountExport: AccountExportSection = {
  name: "reportsFiled",
  async collect(db, userId) {
    const rows = await db
      .select()
      .from(reports)
      .where(eq(reports.reporterId, userId))
      .orderBy(asc(reports.createdAt));
    return rows.map((row) => ({
      kind: row.targetKind,
      targetId: row.targetId,
      reason: row.reason,
      note: row.note,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
    }));
  },
};
