import { describe, expect, it } from "vitest";
import { STAFF_ACCESS_DENIED } from "~/admin/admin-access.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { createTestStaff } from "../../../tests/factories/test-staff";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./reports";

const getDatabase = setupTestDatabase();

describe("/admin/reports", () => {
  it("is for moderators and admins; a member's forged decision is refused with 403", async () => {
    const { services } = createRouteServices(getDatabase());
    const test = createTestServices(getDatabase());
    const member = await createTestMember(test);
    const request = () => new Request("http://localhost/admin/reports");
    const refused = await settle(() => loader(routeArgs(services, member, request()) as never));
    expect(isDataResult(refused) && refused.init?.status).toBe(403);
    expect(isDataResult(refused) && refused.data).toEqual({ message: STAFF_ACCESS_DENIED });

    const forged = await settle(() =>
      action(
        routeArgs(
          services,
          member,
          new Request("http://localhost/admin/reports", {
            method: "POST",
            body: new URLSearchParams({
              reportId: crypto.randomUUID(),
              decision: "hide",
              reason: "forged",
            }),
          }),
        ) as never,
      ),
    );
    expect(isDataResult(forged) && forged.init?.status).toBe(403);

    for (const role of ["moderator", "admin"] as const) {
      const staff = await createTestStaff(test, role);
      const result = (await loader(routeArgs(services, staff, request()) as never)) as {
        reports: unknown[];
      };
      expect(Array.isArray(result.reports)).toBe(true);
    }
  });

  it("refuses a visitor (to /login) and a moderator's forged suspension or lift (403)", async () => {
    const { services } = createRouteServices(getDatabase());
    const test = createTestServices(getDatabase());
    const moderator = await createTestStaff(test, "moderator");
    const member = await createTestMember(test);
    const post = (body: Record<string, string>) =>
      new Request("http://localhost/admin/reports", {
        method: "POST",
        body: new URLSearchParams(body),
      });
    const visitor = (await settle(() =>
      action(routeArgs(services, null, post({ intent: "lift", userId: member.id })) as never),
    )) as Response;
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);
    const lift = await settle(() =>
      action(routeArgs(services, moderator, post({ intent: "lift", userId: member.id })) as never),
    );
    expect(isDataResult(lift) && lift.init?.status).toBe(403);
    const suspend = await settle(() =>
      action(
        routeArgs(
          services,
          moderator,
          post({
            intent: "decide",
            reportId: crypto.randomUUID(),
            decision: "suspend",
            reason: "forged",
          }),
        ) as never,
      ),
    );
    expect(isDataResult(suspend) && suspend.init?.status).toBe(403);
  });
});
