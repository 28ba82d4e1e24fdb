import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db/database.server";
import { profiles, userRoles } from "./accounts.table";
import { users } from "./auth.table";
import type { StaffRole } from "./staff-role";

// Staff roles are part of the account (the current user carries them, `hasRole` reads them), so
// accounts keeps their table and these plain reads and writes. Deciding who may change a role, and
// auditing it, is the admin area's (app/admin/staff-roles.server.ts, staff-management.server.ts).
// Each takes a `Db` so that it runs inside the caller's transaction, beside the audit row.

/** The site never loses its last admin: refused when a change would leave none. */
export class LastAdminError extends Error {
  override name = "LastAdminError";
  constructor() {
    super("The last admin cannot be removed. Make someone else an admin first.");
  }
}

/** The account with this email address (any case); null when no account uses it. */
export async function findAccountByEmail(
  db: Db,
  email: string,
): Promise<{ id: string; email: string } | null> {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** The id of the signed-up account (with a profile) named by its id or its email address. */
export async function findAccountIdByReference(db: Db, reference: string): Promise<string | null> {
  const value = reference.trim();
  const [row] = value.includes("@")
    ? await db
        .select({ id: profiles.id })
        .from(users)
        .innerJoin(profiles, eq(profiles.id, users.id))
        .where(eq(sql`lower(${users.email})`, value.toLowerCase()))
    : await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, value));
  return row?.id ?? null;
}

/** Gives the role; false when the account already held it (nothing changed). */
export async function addRole(db: Db, userId: string, role: StaffRole): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, role })
    .onConflictDoNothing({ target: [userRoles.userId, userRoles.role] })
    .returning({ id: userRoles.id });
  return rows.length > 0;
}

/**
 * Takes away one role row, chosen by `which`; null when there is none. Taking an admin role locks
 * every admin row first, so two admins removing each other at once cannot both succeed and leave
 * none (LastAdminError).
 */
async function removeRoleWhere(db: Db, which: ReturnType<typeof and>) {
  const admins = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"))
    .for("update");
  const [target] = await db
    .select({ id: userRoles.id, userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(which);
  if (!target) return null;
  if (target.role === "admin" && admins.length <= 1) throw new LastAdminError();
  await db.delete(userRoles).where(eq(userRoles.id, target.id));
  return { userId: target.userId, role: target.role };
}

/** Takes away the role row with this id. */
export function removeRoleById(db: Db, roleId: string) {
  return removeRoleWhere(db, eq(userRoles.id, roleId));
}

/** Takes away this account's role; null when it did not hold it. */
export function removeRoleOf(db: Db, userId: string, role: StaffRole) {
  return removeRoleWhere(db, and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}

/** Role holders, newest first, with their profile (the admin area's list). */
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

export interface StaffMember {
  email: string;
  username: string | null;
  role: StaffRole;
  grantedAt: Date;
}

/** Every role held, by email then role (the command line's list). */
export async function listRolesByEmail(db: Db): Promise<StaffMember[]> {
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
