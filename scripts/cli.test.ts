import { mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, userRoles } from "~/accounts/accounts.table";
import { users } from "~/accounts/auth.table";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "~/server/db/database.server";
import { runCli, runCliProcess } from "../tests/factories/run-cli.ts";

// The role commands as `npm run cli` runs them (in this process; the lock test in a process of
// its own, as an operator would start it) against an embedded database in a temporary DATA_DIR.

const dataDir = mkdtempSync(path.join(os.tmpdir(), "glut-cli-"));
const EMAIL = "first-admin@example.org";
const SECOND_EMAIL = "second-admin@example.org";
let userId: string;

const cli = (...args: string[]) => runCli(dataDir, ...args);
const cliProcess = (...args: string[]) => runCliProcess(dataDir, ...args);

async function withDatabase<T>(use: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await use(handle);
  } finally {
    await handle.close();
  }
}

const rolesOf = (handle: DatabaseHandle) =>
  handle.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .then((rows) => rows.map((row) => row.role).sort());

beforeAll(async () => {
  userId = crypto.randomUUID();
  await withDatabase(async (handle) => {
    await migrateDatabase(handle);
    await handle.db.insert(users).values({ id: userId, name: "first", email: EMAIL });
    await handle.db.insert(profiles).values({ id: userId, username: "first" });
    const secondId = crypto.randomUUID();
    await handle.db.insert(users).values({ id: secondId, name: "second", email: SECOND_EMAIL });
    await handle.db.insert(profiles).values({ id: secondId, username: "second" });
  });
});

describe("npm run cli -- grant-role / revoke-role / list-roles", { timeout: 120_000 }, () => {
  it("grants a role, says so when it is already there, lists and revokes it", async () => {
    const granted = await cli("grant-role", EMAIL, "admin");
    expect(granted).toMatchObject({ code: 0 });
    expect(granted.stdout).toContain(`Granted admin to ${EMAIL}.`);

    const again = await cli("grant-role", EMAIL, "admin");
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`${EMAIL} already has the admin role. Nothing changed.`);

    const listed = await cli("list-roles");
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(new RegExp(`admin\\s+${EMAIL} \\(first\\)`));
    expect(await withDatabase(rolesOf)).toEqual(["admin"]);

    expect((await cli("grant-role", SECOND_EMAIL, "admin")).code).toBe(0);
    const revoked = await cli("revoke-role", EMAIL, "admin");
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain(`Revoked admin from ${EMAIL}.`);
    expect(await withDatabase(rolesOf)).toEqual([]);

    // The site never loses its last admin, from the command line either.
    const last = await cli("revoke-role", SECOND_EMAIL, "admin");
    expect(last.code).toBe(1);
    expect(last.stderr).toContain("The last admin cannot be removed.");
  });

  it("fails with a clear message for an unknown email or role", async () => {
    const unknown = await cli("grant-role", "nobody@example.org", "admin");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      "No account uses that email address. They must sign up first.",
    );

    const badRole = await cli("grant-role", EMAIL, "owner");
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toContain('"owner" is not a staff role. Use one of: admin, moderator.');

    const usage = await cli("grant-role", EMAIL);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage: npm run cli -- <command>");
    expect(await withDatabase(rolesOf)).toEqual([]);
  });

  it("refuses, touching nothing, while another process holds the embedded database", async () => {
    // This test process opens the database, as a running server would.
    const handle = await openDatabase({ kind: "pglite", dataDir });
    try {
      const lockFile = path.join(dataDir, "pglite.lock");
      expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));

      const refused = await cliProcess("grant-role", EMAIL, "moderator");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `The embedded database in ${dataDir} is in use by another Glut process (pid ${process.pid}).`,
      );
      expect(refused.stderr).toContain("Stop the running server first");
      expect(refused.stdout).toBe("");

      // The lock is still ours, and nothing changed.
      expect(readFileSync(lockFile, "utf8")).toBe(String(process.pid));
      expect(await rolesOf(handle)).toEqual([]);
    } finally {
      await handle.close();
    }
    // Once the database is free again, the same command works.
    expect((await cliProcess("grant-role", EMAIL, "moderator")).code).toBe(0);
    expect(await withDatabase(rolesOf)).toEqual(["moderator"]);
  });
});
