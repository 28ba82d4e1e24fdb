import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LastAdminError } from "~/accounts/account-roles.server";
import { profiles, userRoles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { hasRole, loadCurrentUser } from "~/accounts/current-user.server";
import type { StaffRole } from "~/accounts/staff-role";
import type { Db } from "~/server/db/database.server";
import { setupTestDatabase } from "../../tests/test-database";
import {
  grantRole,
  InvalidRoleError,
  listRoles,
  parseStaffRole,
  revokeRole,
  UNKNOWN_ACCOUNT_MESSAGE,
  UnknownAccountError,
} from "./staff-roles.server";

const getDatabase = setupTestDatabase();

async function createUser(db: Db, email: string, username: string) {
  const id = crypto.randomUUID();
  await db.insert(users).values({ id, name: username, email });
  await db.insert(profiles).values({ id, username });
  return id;
}

async function rolesOf(db: Db, userId: string) {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}

async function currentUser(db: Db, id: string, email: string) {
  const user = await loadCurrentUser(db, {
    user: { id, email, emailVerified: true, createdAt: new Date() },
    session: { id: "session" },
  });
  if (!user) throw new Error("no user");
  return user;
}

describe("staff roles", () => {
  it("grants, is idempotent, revokes, and hasRole follows", async () => {
    const { db } = getDatabase();
    const id = await createUser(db, "first-admin@example.org", "first");

    expect(await grantRole(db, "first-admin@example.org", "admin")).toEqual({
      changed: true,
      userId: id,
      email: "first-admin@example.org",
      role: "admin",
    });
    expect((await grantRole(db, "first-admin@example.org", "admin")).changed).toBe(false);
    expect(await rolesOf(db, id)).toEqual(["admin"]);
    expect(hasRole(await currentUser(db, id, "first-admin@example.org"), "admin")).toBe(true);
    expect(hasRole(await currentUser(db, id, "first-admin@example.org"), "moderator")).toBe(false);

    await grantRole(db, "first-admin@example.org", "moderator");
    expect(await rolesOf(db, id)).toEqual(["admin", "moderator"]);

    // The site never loses its last admin, from the command line either.
    await expect(revokeRole(db, "first-admin@example.org", "admin")).rejects.toThrow(
      LastAdminError,
    );
    expect(await rolesOf(db, id)).toEqual(["admin", "moderator"]);
    await createUser(db, "second-admin@example.org", "second");
    await grantRole(db, "second-admin@example.org", "admin");

    expect((await revokeRole(db, "first-admin@example.org", "admin")).changed).toBe(true);
    expect((await revokeRole(db, "first-admin@example.org", "admin")).changed).toBe(false);
    expect(await rolesOf(db, id)).toEqual(["moderator"]);
    expect(hasRole(await currentUser(db, id, "first-admin@example.org"), "admin")).toBe(false);
    expect(hasRole(null, "admin")).toBe(false);
  });

  it("finds the account whatever the case and spacing of the email typed", async () => {
    const { db } = getDatabase();
    const id = await createUser(db, "mixed@example.org", "mixed");
    await grantRole(db, "  Mixed@Example.ORG ", "moderator");
    expect(await rolesOf(db, id)).toEqual(["moderator"]);
  });

  it("refuses an unknown email and changes nothing", async () => {
    const { db } = getDatabase();
    const before = await db.select().from(userRoles);
    await expect(grantRole(db, "nobody@example.org", "admin")).rejects.toThrow(UnknownAccountError);
    await expect(revokeRole(db, "nobody@example.org", "admin")).rejects.toThrow(
      UNKNOWN_ACCOUNT_MESSAGE,
    );
    expect(await db.select().from(userRoles)).toEqual(before);
  });

  it("accepts only admin and moderator", async () => {
    const { db } = getDatabase();
    await createUser(db, "typo@example.org", "typo");
    expect(parseStaffRole("Admin")).toBe("admin");
    expect(parseStaffRole(" moderator ")).toBe("moderator");
    expect(() => parseStaffRole("owner")).toThrow(InvalidRoleError);
    expect(() => parseStaffRole("owner")).toThrow('"owner" is not a staff role');
    await expect(grantRole(db, "typo@example.org", "owner" as StaffRole)).rejects.toThrow(
      InvalidRoleError,
    );
  });

  it("lists every role held, by email", async () => {
    const { db } = getDatabase();
    await createUser(db, "b-list@example.org", "bee");
    await createUser(db, "a-list@example.org", "ay");
    await grantRole(db, "b-list@example.org", "admin");
    await grantRole(db, "a-list@example.org", "moderator");
    await grantRole(db, "a-list@example.org", "admin");
    const listed = (await listRoles(db)).filter((row) => row.email.endsWith("-list@example.org"));
    expect(listed.map(({ email, username, role }) => ({ email, username, role }))).toEqual([
      { email: "a-list@example.org", username: "ay", role: "admin" },
      { email: "a-list@example.org", username: "ay", role: "moderator" },
      { email: "b-list@example.org", username: "bee", role: "admin" },
    ]);
    expect(listed[0]?.grantedAt).toBeInstanceOf(Date);
  });
});
