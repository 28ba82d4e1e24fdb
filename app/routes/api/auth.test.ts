import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "~/accounts/auth.table";
import type { AppServices } from "~/server/services.server";
import { createRouteServices, routeArgs } from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { setupTestDatabase } from "../../../tests/test-database";
import { action, loader } from "./auth";

// /api/auth/* as a browser reaches it: the emailed links and Google's return pass to better-auth;
// its other endpoints are not there, so nothing skips the rules of our own forms.

const getDatabase = setupTestDatabase();
let services: AppServices;

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
});

const at = (path: string, init?: RequestInit) =>
  new Request(`http://localhost:3000/api/auth${path}`, init);

describe("/api/auth/*", () => {
  it("refuses update-user (a 5,008-character name with markup) as not found, changing nothing", async () => {
    const member = await createTestMember(services as never);
    const before = await getDatabase()
      .db.select({ name: users.name })
      .from(users)
      .where(eq(users.id, member.id));
    const response = (await action(
      routeArgs(
        services,
        null,
        at("/update-user", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000" },
          body: JSON.stringify({ name: `<b>${"x".repeat(5_001)}</b>` }),
        }),
      ) as never,
    )) as Response;
    expect(response.status).toBe(404);
    const after = await getDatabase()
      .db.select({ name: users.name })
      .from(users)
      .where(eq(users.id, member.id));
    expect(after).toEqual(before);
  });

  it("hides the endpoints our forms call from the server", async () => {
    for (const [method, path] of [
      ["POST", "/sign-in/email"],
      ["POST", "/sign-up/email"],
      ["POST", "/change-password"],
      ["POST", "/delete-user"],
      ["GET", "/get-session"],
      ["GET", "/list-sessions"],
      ["POST", "/verify-email"],
    ] as const) {
      const request = at(path, {
        method,
        ...(method === "POST"
          ? { headers: { "content-type": "application/json" }, body: "{}" }
          : {}),
      });
      const handler = method === "GET" ? loader : action;
      const response = (await handler(routeArgs(services, null, request) as never)) as Response;
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it("passes an emailed link through to better-auth", async () => {
    const response = (await loader(
      routeArgs(services, null, at("/verify-email?token=not-a-token")) as never,
    )) as Response;
    // better-auth's own answer to a bad token, not our 404.
    expect(response.status).not.toBe(404);
    expect([302, 401]).toContain(response.status);
  });
});
