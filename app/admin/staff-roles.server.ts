import {
  addRole,
  findAccountByEmail,
  listRolesByEmail,
  removeRoleOf,
  type StaffMember,
} from "~/accounts/account-roles.server";
import { type StaffRole, staffRoles } from "~/accounts/staff-role";
import type { Db } from "~/server/db/database.server";
import { auditReason, recordStaffAction } from "./staff-audit.server";

// Granting and revoking staff roles (admin, moderator) from the command line, which makes the
// first admin. Each change writes its row in the staff audit log (no actor: the command line).
// The admin area's own role management is in staff-management.server.ts; the rows themselves,
// and the rule that the last admin stays, are accounts' (account-roles.server.ts). Checking a
// role on a request is `hasRole` in current-user.server.ts, and nothing else.

export const UNKNOWN_ACCOUNT_MESSAGE =
  "No account uses that email address. They must sign up first.";

export class UnknownAccountError extends Error {
  override name = "UnknownAccountError";
  constructor() {
    super(UNKNOWN_ACCOUNT_MESSAGE);
  }
}

export class InvalidRoleError extends Error {
  override name = "InvalidRoleError";
  constructor(value: string) {
    super(`"${value}" is not a staff role. Use one of: ${staffRoles.join(", ")}.`);
  }
}

export function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

/** Reads a role as typed on the command line (any case); anything else is refused. */
export function parseStaffRole(value: string): StaffRole {
  const role = value.trim().toLowerCase();
  if (!isStaffRole(role)) throw new InvalidRoleError(value);
  return role;
}

export interface RoleChange {
  /** False when nothing needed doing: the role was already granted, or already absent. */
  changed: boolean;
  userId: string;
  email: string;
  role: StaffRole;
}

async function findAccount(db: Db, email: string) {
  const user = await findAccountByEmail(db, email);
  if (!user) throw new UnknownAccountError();
  return user;
}

function auditCommandLine(tx: Db, action: string, userId: string, role: StaffRole) {
  return recordStaffAction(tx, {
    actorId: null,
    action,
    targetType: "user",
    targetId: userId,
    // Data, not words: the log says "…, from the command line" in its reader's language.
    reason: auditReason("roleFromCommandLine", role),
  });
}

/** Grants a role to the account with this email. Granting one it already has changes nothing. */
export async function grantRole(db: Db, email: string, role: StaffRole): Promise<RoleChange> {
  const checked = parseStaffRole(role);
  const user = await findAccount(db, email);
  const changed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const added = await addRole(t, user.id, checked);
    if (added) await auditCommandLine(t, "role.grant", user.id, checked);
    return added;
  });
  return { changed, userId: user.id, email: user.email, role: checked };
}

/** Takes a role away. Revoking one the account does not have changes nothing. */
export async function revokeRole(db: Db, email: string, role: StaffRole): Promise<RoleChange> {
  const checked = parseStaffRole(role);
  const user = await findAccount(db, email);
  const changed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const removed = await removeRoleOf(t, user.id, checked);
    if (removed) await auditCommandLine(t, "role.revoke", user.id, checked);
    return removed !== null;
  });
  return { changed, userId: user.id, email: user.email, role: checked };
}

export type { StaffMember };

/** Every role held, by email then role. */
export function listRoles(db: Db): Promise<StaffMember[]> {
  return listRolesByEmail(db);
}
