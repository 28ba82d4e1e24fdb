import {
  addRole,
  findAccountIdByReference,
  LastAdminError,
  removeRoleById,
} from "~/accounts/account-roles.server";
import type { CurrentUser } from "~/accounts/current-user.server";
import type { StaffRole } from "~/accounts/staff-role";
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

export { listRoleHolders } from "~/accounts/account-roles.server";

/** Finds the account by its id or, as a convenience, by its email address. */
async function findAccountId(db: Db, reference: string): Promise<string | null> {
  if (!reference.trim()) throw new RoleChangeError(adminMessages.invalidUserId, 400);
  return findAccountIdByReference(db, reference);
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
    if (!(await addRole(tx as unknown as Db, userId, input.role))) {
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

/** Removes one role by its id; the last admin stays (LastAdminError from accounts: 409). */
export async function removeRole(
  db: Db,
  actor: CurrentUser,
  roleId: string,
): Promise<{ message: string }> {
  assertAdmin(actor);
  await db.transaction(async (tx) => {
    const target = await removeRoleById(tx as unknown as Db, roleId).catch((error: unknown) => {
      if (error instanceof LastAdminError) throw new RoleChangeError(adminMessages.lastAdmin, 409);
      throw error;
    });
    if (!target) throw new RoleChangeError(adminMessages.roleNotFound, 404);
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
