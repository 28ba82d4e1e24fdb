import { and, asc, eq, sql } from "drizzle-orm";
import { recordStaffAction } from "~/admin/staff-audit.server";
import type { Db } from "~/server/db/database.server";
import { profiles, type StaffRole, staffRoles, userRoles } from "./accounts.table";
import { users } from "./auth.table";

// Granting and revoking staff roles (admin, moderator) from the command line, which makes the
// first admin. Each change writes its row in the staff audit log (no actor: the command line).
// The admin area's own role management is in app/admin/staff-management.server.ts. Checking a
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
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  if (!user) throw new UnknownAccountError();
  return user;
}

function auditCommandLine(tx: Db, action: string, userId: string, role: StaffRole) {
  return recordStaffAction(tx, {
    actorId: null,
    action,
    targetType: "user",
    targetId: userId,
    reason: `${role}, from the command line`,
  });
}

/** Grants a role to the account with this email. Granting one it already has changes nothing. */
export async function grantRole(db: Db, email: string, role: StaffRole): Promise<RoleChange> {
  const checked = parseStaffRole(role);
  const user = await findAccount(db, email);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(userRoles)
      .values({ userId: user.id, role: checked })
      .onConflictDoNothing({ target: [userRoles.userId, userRoles.role] })
      .returning({ id: userRoles.id });
    if (rows.length > 0)
      await auditCommandLine(tx as unknown as Db, "role.grant", user.id, checked);
    return rows;
  });
  return { changed: inserted.length > 0, userId: user.id, email: user.email, role: checked };
}

/** Takes a role away. Revoking one the account does not have changes nothing. */
export async function revokeRole(db: Db, email: string, role: StaffRole): Promise<RoleChange> {
  const checked = parseStaffRole(role);
  const user = await findAccount(db, email);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, checked)))
      .returning({ id: userRoles.id });
    if (rows.length > 0) {
      await auditCommandLine(tx as unknown as Db, "role.revoke", user.id, checked);
    }
    return rows;
  });
  return { changed: deleted.length > 0, userId: user.id, email: user.email, role: checked };
}

export interface StaffMember {
  email: string;
  username: string | null;
  role: StaffRole;
  grantedAt: Date;
}

/** Every role held, by email then role. */
export async function listRoles(db: Db): Promise<StaffMember[]> {
  return db
    .select({
      email: users.email,
      username: profiles.username,
      role: userRoles.role,
      grantedAt: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .orderBy(asc(users.email), asc(userRoles.role));
}
