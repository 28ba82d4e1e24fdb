import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organizationVerifications, userRoles } from "~/accounts/accounts.table";
import type { CurrentUser } from "~/accounts/current-user.server";
import { ADMIN_ACCESS_DENIED } from "~/admin/admin-access.server";
import { countStaffActions } from "~/admin/staff-audit.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { createTestOrganisation, createTestStaff } from "../../../tests/factories/test-staff";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./admin-dashboard";

// The admin screen called as the server calls it: visitors go to sign in, everyone without the
// admin role gets 403, and forged posts change nothing.

const getDatabase = setupTestDatabase();

function post(fields: Record<string, string>, path = "/admin/verifications") {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
}

async function pendingRequest(db: ReturnType<typeof getDatabase>["db"], userId: string) {
  const [row] = await db
    .select()
    .from(organizationVerifications)
    .where(eq(organizationVerifications.userId, userId));
  if (!row) throw new Error("no request");
  return row;
}

function status(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  if (isDataResult(thrown)) return thrown.init?.status;
  return undefined;
}

describe("/admin access", () => {
  it("sends visitors to sign in and comes back", async () => {
    const { services } = createRouteServices(getDatabase());
    for (const path of ["/admin", "/admin/dashboard", "/admin/verifications"]) {
      const thrown = await settle(() =>
        loader(routeArgs(services, null, new Request(`http://localhost${path}`)) as never),
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(path)}`,
      );
    }
  });

  it("refuses members and moderators with 403 and the specification's message", async () => {
    const { services } = createRouteServices(getDatabase());
    const test = createTestServices(getDatabase());
    const member = await createTestMember(test);
    const moderator = await createTestStaff(test, "moderator");
    for (const [user, isModerator] of [
      [member, false],
      [moderator, true],
    ] as const) {
      const thrown = await settle(() =>
        loader(routeArgs(services, user, new Request("http://localhost/admin")) as never),
      );
      expect(status(thrown)).toBe(403);
      expect(isDataResult(thrown) && thrown.data).toEqual({
        message: ADMIN_ACCESS_DENIED,
        moderator: isModerator,
      });
    }
  });

  it("shows an admin the stats and the open tab", async () => {
    const { services } = createRouteServices(getDatabase());
    const admin = await createTestStaff(createTestServices(getDatabase()), "admin");
    const result = (await loader(
      routeArgs(services, admin, new Request("http://localhost/admin?tab=users")) as never,
    )) as Awaited<ReturnType<typeof loader>>;
    expect(result.content.tab).toBe("users");
    expect(result.stats.totalUsers).toBeGreaterThan(0);
  });
});

describe("forged admin actions", () => {
  it("every action from a member or moderator is refused with 403 and changes nothing", async () => {
    const db = getDatabase().db;
    const { services } = createRouteServices(getDatabase());
    const test = createTestServices(getDatabase());
    const admin = await createTestStaff(test, "admin");
    const org = await createTestOrganisation(test, "Forged Action Pantry");
    const request = await pendingRequest(db, org.id);
    const [adminRole] = await db.select().from(userRoles).where(eq(userRoles.userId, admin.id));
    const forgers: CurrentUser[] = [
      await createTestMember(test),
      await createTestStaff(test, "moderator"),
    ];
    const forms: Record<string, string>[] = [
      { intent: "review", verificationId: request.id, decision: "approved" },
      { intent: "assign-role", userId: org.id, role: "admin" },
      { intent: "remove-role", roleId: adminRole?.id ?? "" },
    ];
    const auditBefore = await countStaffActions(db);
    for (const forger of forgers) {
      for (const form of forms) {
        const thrown = await settle(() => action(routeArgs(services, forger, post(form)) as never));
        expect(status(thrown), JSON.stringify(form)).toBe(403);
      }
    }
    expect((await pendingRequest(db, org.id)).verificationStatus).toBe("pending");
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, org.id))).toEqual([]);
    expect(await db.select().from(userRoles).where(eq(userRoles.userId, admin.id))).toHaveLength(1);
    expect(await countStaffActions(db)).toBe(auditBefore);
  });

  it("an admin's review redirects with the toast; a second review of the same request is 409", async () => {
    const db = getDatabase().db;
    const { services } = createRouteServices(getDatabase());
    const test = createTestServices(getDatabase());
    const admin = await createTestStaff(test, "admin");
    const org = await createTestOrganisation(test, "Reviewed Pantry");
    const request = await pendingRequest(db, org.id);
    const form = { intent: "review", verificationId: request.id, decision: "approved" };

    const done = await action(routeArgs(services, admin, post(form)) as never);
    expect(done).toBeInstanceOf(Response);
    expect((done as Response).status).toBe(302);
    expect((done as Response).headers.get("Location")).toBe("/admin/verifications");

    const again = await action(routeArgs(services, admin, post(form)) as never);
    expect(status(again)).toBe(409);
  });

  it("a blank user id gets the specification's message and keeps the form", async () => {
    const { services } = createRouteServices(getDatabase());
    const admin = await createTestStaff(createTestServices(getDatabase()), "admin");
    const result = await action(
      routeArgs(
        services,
        admin,
        post({ intent: "assign-role", userId: " ", role: "admin" }),
      ) as never,
    );
    expect(status(result)).toBe(400);
    expect(isDataResult(result) && result.data).toMatchObject({
      failure: { message: "Please enter a valid user ID" },
    });
  });
});
