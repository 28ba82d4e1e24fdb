import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { userRoles } from "~/accounts/accounts.table";
import { grantRole, revokeRole } from "~/admin/staff-roles.server";
import { createTestMember } from "../../tests/factories/test-members";
import { createTestServices } from "../../tests/factories/test-services";
import { createTestStaff } from "../../tests/factories/test-staff";
import { setupTestDatabase } from "../../tests/test-database";
import { moderationAudit } from "./admin.table";
import { AdminAccessError } from "./admin-access.server";
import { adminMessages } from "./admin-schemas";
import { countStaffActions, listStaffAudit } from "./staff-audit.server";
import {
  assignRole,
  listRoleHolders,
  RoleChangeError,
  removeRole,
} from "./staff-management.server";

const getDatabase = setupTestDatabase();

async function rolesOf(userId: string) {
  const rows = await getDatabase()
    .db.select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}

describe("staff role management", () => {
  it("assigns by user id or email, lists holders, removes, and audits each change", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const member = await createTestMember(services, { username: "Moderator To Be" });

    expect(
      await assignRole(services.db, admin, { userId: ` ${member.id} `, role: "moderator" }),
    ).toEqual({ message: "Moderator role assigned successfully" });
    expect(
      await assignRole(services.db, admin, { userId: member.email.toUpperCase(), role: "admin" }),
    ).toEqual({ message: "Admin role assigned successfully" });
    expect(await rolesOf(member.id)).toEqual(["admin", "moderator"]);

    const holders = await listRoleHolders(services.db);
    expect(holders[0]).toMatchObject({ userId: member.id, username: "Moderator To Be" });
    expect(
      await countStaffActions(services.db, { action: "role.grant", targetId: member.id }),
    ).toBe(2);

    const moderatorRole = holders.find((h) => h.userId === member.id && h.role === "moderator");
    expect(await removeRole(services.db, admin, moderatorRole?.id ?? "")).toEqual({
      message: "Role removed successfully",
    });
    expect(await rolesOf(member.id)).toEqual(["admin"]);
    const revoked = await listStaffAudit(services.db, { action: "role.revoke" });
    expect(revoked.rows[0]).toMatchObject({
      actorName: admin.profile.username,
      targetId: member.id,
      reason: "moderator",
    });
  });

  it("gives the specification's messages for a blank id, an unknown user and a duplicate", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    await expect(assignRole(services.db, admin, { userId: "  ", role: "admin" })).rejects.toThrow(
      adminMessages.invalidUserId,
    );
    await expect(
      assignRole(services.db, admin, { userId: crypto.randomUUID(), role: "admin" }),
    ).rejects.toThrow("User not found. Make sure they have signed up first.");
    await expect(
      assignRole(services.db, admin, { userId: "nobody@example.org", role: "admin" }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      assignRole(services.db, admin, { userId: admin.id, role: "admin" }),
    ).rejects.toMatchObject({ status: 409 });
  });

  it("never removes the last admin", async () => {
    const services = createTestServices(getDatabase());
    // Other tests in this file made admins: take them away first, from the command line.
    for (const row of await listRoleHolders(services.db)) {
      await services.db.delete(userRoles).where(eq(userRoles.id, row.id));
    }
    const admin = await createTestStaff(services, "admin");
    const [own] = await listRoleHolders(services.db);
    const refused = removeRole(services.db, admin, own?.id ?? "");
    await expect(refused).rejects.toBeInstanceOf(RoleChangeError);
    await expect(refused).rejects.toMatchObject({ status: 409, message: adminMessages.lastAdmin });
    expect(await rolesOf(admin.id)).toEqual(["admin"]);

    const second = await createTestStaff(services, "admin");
    const secondRole = (await listRoleHolders(services.db)).find((r) => r.userId === second.id);
    await removeRole(services.db, admin, secondRole?.id ?? "");
    expect(await rolesOf(second.id)).toEqual([]);
  });

  it("refuses a moderator and a member, changing nothing", async () => {
    const services = createTestServices(getDatabase());
    const admin = await createTestStaff(services, "admin");
    const moderator = await createTestStaff(services, "moderator");
    const member = await createTestMember(services);
    const [adminRole] = (await listRoleHolders(services.db)).filter((r) => r.userId === admin.id);
    for (const actor of [moderator, member]) {
      await expect(
        assignRole(services.db, actor, { userId: actor.id, role: "admin" }),
      ).rejects.toBeInstanceOf(AdminAccessError);
      await expect(removeRole(services.db, actor, adminRole?.id ?? "")).rejects.toBeInstanceOf(
        AdminAccessError,
      );
    }
    expect(await rolesOf(admin.id)).toEqual(["admin"]);
    expect(await rolesOf(member.id)).toEqual([]);
  });

  it("the command line writes audit rows too, with no actor", async () => {
    const services = createTestServices(getDatabase());
    const member = await createTestMember(services);
    await grantRole(services.db, member.email, "moderator");
    await grantRole(services.db, member.email, "moderator");
    await revokeRole(services.db, member.email, "moderator");
    expect(
      await countStaffActions(services.db, { action: "role.grant", targetId: member.id }),
    ).toBe(1);
    const revoked = await listStaffAudit(services.db, { action: "role.revoke" });
    // The role is stored as data, and worded by the log in its reader's language.
    expect(revoked.rows.find((row) => row.targetId === member.id)).toMatchObject({
      actorName: null,
      reason: "moderator",
      reasonWords: "roleFromCommandLine",
    });
  });

  it("words reasons stored in English before migration 0033 in the reader's language", async () => {
    const { db } = createTestServices(getDatabase());
    const member = await createTestMember(createTestServices(getDatabase()));
    const typed = "roleFromCommandLine:left as typed";
    await db.insert(moderationAudit).values([
      {
        actorId: null,
        action: "role.grant",
        targetType: "user",
        targetId: member.id,
        reason: "moderator, from the command line",
      },
      {
        actorId: null,
        action: "food_banks.sync",
        targetType: "food_bank_sync",
        targetId: member.id,
        reason: "sheet-1 / Foodbanks (daily)",
      },
      // A reason typed by staff on another action is never read as words, whatever it holds.
      {
        actorId: null,
        action: "listing.hide",
        targetType: "listing",
        targetId: member.id,
        reason: typed,
      },
    ]);
    const migration = readFileSync(
      new URL("../../drizzle/0033_audit_reasons_as_data.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) {
      await db.execute(sql.raw(statement));
    }
    const rows = (await listStaffAudit(db)).rows.filter((row) => row.targetId === member.id);
    expect(rows.find((row) => row.action === "role.grant")).toMatchObject({
      reason: "moderator",
      reasonWords: "roleFromCommandLine",
    });
    expect(rows.find((row) => row.action === "food_banks.sync")).toMatchObject({
      reason: "sheet-1 / Foodbanks",
      reasonWords: "dailySync",
    });
    expect(rows.find((row) => row.action === "listing.hide")).toMatchObject({
      reason: typed,
      reasonWords: null,
    });
  });
});
