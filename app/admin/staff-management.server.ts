import { and, desc, eq, sql } from "drizzle-orm";
import { profiles, type StaffRole, userRoles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { Db } from "~/server/db/database.server";
import { assertAdmin } from "./admin-access.server";
import { adminMessages, roleLabels } from "./admin-schemas";
import { recordStaffAction } from "./staff-audit.server";

// The User Management tab: admins give and take staff roles. Every change is audited in the
// same transaction, and the site never loses its last admin.

export class RoleChangeError extends Error {
  override name = "RoleChangeError";
  readonly status: 400 | 404 | 409;
  constructor(message: string, status: 400 | 404 | 409) {
    super(message);
    this.status = status;
  }
}

/** Role holders, newest first, with their profile (part 2 §7, role list). */
export async function listRoleHolders(db: Db) {
  return db
    .select({
      id: userRoles.id,
      userId: userRoles.userId,
      role: userRoles.role,
      createdAt: userRoles.createdAt,
      username: profiles.username,
      location: profiles.location,
    })
    .from(userRoles)
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .orderBy(desc(userRoles.createdAt), desc(userRoles.id));
}

/** Finds the account by its id or, as a convenience, by its email address. */
async function findAccountId(db: Db, reference: string): Promise<string | null> {
  const value = reference.trim();
  if (!value) throw new RoleChangeError(adminMessages.invalidUserId, 400);
  const [row] = value.includes("@")
    ? await db
        .select({ id: profiles.id })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(sql`lower(${users.email})`, value.toLowerCase()))
    : await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, value));
  return row?.id ?? null;
}

export async function assignRole(
  db: Db,
  actor: CurrentUser,
  input: { userId: string; role: StaffRole },
): Promise<{ message: string }> {
  assertAdmin(actor);
  const userId = await findAccountId(db, input.userId);
  if (!userId) throw new RoleChangeError(adminMessages.userNotFound, 404);
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(userRoles)
      .values({ userId, role: input.role })
      .onConflictDoNothing({ target: [userRoles.userId, userRoles.role] })
      .returning({ id: userRoles.id });
    if (inserted.length === 0) {
      throw new RoleChangeError(adminMessages.alreadyHolds(roleLabels[input.role]), 409);
    }
    await recordStaffAction(tx as unknown as Db, {
      actorId: actor.id,
      action: "role.grant",
      targetType: "user",
      targetId: userId,
      reason: input.role,
    });
  });
  return { message: adminMessages.assigned(roleLabels[input.role]) };
}

/**
 * Removes one role by its id. Removing an admin role locks every admin row first, so that two
 * admins removing each other at the same moment cannot both succeed and leave none.
 */
export async function removeRole(
  db: Db,
  actor: CurrentUser,
  roleId: string,
): Promise<{ message: string }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(eq(userRoles.role, "admin"))
      .for("update");
    const [target] = await tx
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.id, roleId));
    if (!target) throw new RoleChangeError(adminMessages.roleNotFound, 404);
    if (target.role === "admin" && admins.length <= 1) {
      throw new RoleChangeError(adminMessages.lastAdmin, 409);
    }
    await tx.delete(userRoles).where(and(eq(userRoles.id, roleId)));
    await recordStaffAction(tx as unknown as Db, {
      actorId: actor.id,
      action: "role.revoke",
      targetType: "user",
      targetId: target.userId,
      reason: target.role,
    });
  });
  return { message: adminMessages.removed };
}
