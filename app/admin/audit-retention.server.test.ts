import { describe, expect, it } from "vitest";
import { yearsBefore } from "~/server/retention-dates";
import { createTestServices } from "../../tests/factories/test-services";
import { setupTestDatabase } from "../../tests/test-database";
import { moderationAudit } from "./admin.table";
import { deleteOldStaffActions, MODERATION_AUDIT_RETENTION_YEARS } from "./audit-retention.server";
import { countStaffActions } from "./staff-audit.server";

const getDatabase = setupTestDatabase();

describe("the staff audit's retention", () => {
  it("deletes staff actions older than the period the privacy notice states, and keeps the rest", async () => {
    const { db } = createTestServices(getDatabase());
    const now = new Date("2032-06-01T12:00:00Z");
    const cutoff = yearsBefore(now, MODERATION_AUDIT_RETENTION_YEARS);
    const row = (targetId: string, createdAt: Date) => ({
      actorId: null,
      action: "report.hide",
      targetType: "listing",
      targetId,
      createdAt,
    });
    await db
      .insert(moderationAudit)
      .values([
        row("too-old", new Date(cutoff.getTime() - 60_000)),
        row("just-kept", new Date(cutoff.getTime() + 60_000)),
      ]);
    expect(await deleteOldStaffActions(db, now)).toBe(1);
    expect(await countStaffActions(db, { targetId: "too-old" })).toBe(0);
    expect(await countStaffActions(db, { targetId: "just-kept" })).toBe(1);
  });
});
