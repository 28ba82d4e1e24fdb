import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestServices } from "../../tests/factories/test-services.ts";
import { setupTestDatabase } from "../../tests/test-database.ts";
import { servicesContext } from "../server/context.server.ts";
import type { AppServices } from "../server/services.server.ts";
import { profiles } from "./accounts.table.ts";
import { sessions } from "./auth.table.ts";
import { currentUserContext } from "./current-user.server.ts";
import { sessionMiddleware } from "./session-middleware.server.ts";
import { signUp } from "./signup.server.ts";
import { signupSchema } from "./signup-schema.ts";

const database = setupTestDatabase();

async function signedInCookie(
  services: ReturnType<typeof createTestServices>,
  email: string,
  options: { rememberMe?: boolean } = {},
) {
  const input = signupSchema.parse({
    email,
    username: "Session Sam",
    password: "courgette-glut",
    confirmPassword: "courgette-glut",
    termsAccepted: true,
    privacyAccepted: true,
    ageConfirmed: true,
  });
  const created = await signUp(services, input);
  if (!created.ok) throw new Error("sign-up failed");
  const response = await services.auth.api.signInEmail({
    body: { email, password: "courgette-glut", rememberMe: options.rememberMe },
    asResponse: true,
  });
  const pairs = response.headers.getSetCookie().map((c) => c.split(";")[0] ?? "");
  const cookie = pairs.find((pair) => pair.startsWith("glut.session_token="));
  if (!cookie) throw new Error("no session cookie");
  return { cookie, allCookies: pairs.join("; "), userId: created.userId };
}

function run(services: AppServices, cookie: string | null, response: Response) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  const request = new Request("http://localhost:3000/dashboard", {
    headers: cookie ? { Cookie: cookie } : {},
  });
  const middleware = sessionMiddleware as unknown as (
    args: { request: Request; context: RouterContextProvider },
    next: () => Promise<Response>,
  ) => Promise<Response>;
  return middleware({ request, context }, async () => response).then((result) => ({
    result,
    context,
  }));
}

describe("sessionMiddleware", () => {
  it("puts the signed-in person in context, and nobody when there is no cookie", async () => {
    const services = createTestServices(database());
    const { cookie, userId } = await signedInCookie(services, "sam@example.com");
    const signedIn = await run(services as unknown as AppServices, cookie, new Response("ok"));
    expect(signedIn.context.get(currentUserContext)?.id).toBe(userId);
    const anonymous = await run(services as unknown as AppServices, null, new Response("ok"));
    expect(anonymous.context.get(currentUserContext)).toBeNull();
    const forged = await run(
      services as unknown as AppServices,
      "glut.session_token=forged.value",
      new Response("ok"),
    );
    expect(forged.context.get(currentUserContext)).toBeNull();
  });

  it("notes a signed-in visit for the inactive-account rule and withdraws a pending warning", async () => {
    const services = createTestServices(database());
    const { cookie, userId } = await signedInCookie(services, "returning@example.com");
    const longAgo = new Date("2023-01-01T00:00:00Z");
    await services.db
      .update(profiles)
      .set({ lastSeenAt: longAgo, inactivityWarningSentAt: new Date("2025-12-01T00:00:00Z") })
      .where(eq(profiles.id, userId));

    const before = Date.now();
    await run(services as unknown as AppServices, cookie, new Response("ok"));
    const [profile] = await services.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.inactivityWarningSentAt).toBeNull();
    expect(profile?.lastSeenAt?.getTime()).toBeGreaterThanOrEqual(before);
    // A visitor with no session changes nobody.
    await run(services as unknown as AppServices, null, new Response("ok"));
    const [unchanged] = await services.db.select().from(profiles).where(eq(profiles.id, userId));
    expect(unchanged?.lastSeenAt).toEqual(profile?.lastSeenAt);
  });

  it("never lets the renewal of an old session overwrite a session cookie the route set", async () => {
    const services = createTestServices(database());
    const { cookie, userId } = await signedInCookie(services, "renewal@example.com");
    // Age the session by two days: better-auth renews once a day has passed, judged from the
    // expiry it set (30 days from the last renewal).
    const ageSession = () =>
      services.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() + 28 * 86_400_000) })
        .where(eq(sessions.userId, userId));
    await ageSession();

    const renewed = await run(services as unknown as AppServices, cookie, new Response("ok"));
    expect(
      renewed.result.headers.getSetCookie().some((c) => c.includes("glut.session_token")),
    ).toBe(true);

    await ageSession();
    const routeResponse = new Response("ok", {
      headers: { "Set-Cookie": "glut.session_token=from-the-route; Path=/; HttpOnly" },
    });
    const { result } = await run(services as unknown as AppServices, cookie, routeResponse);
    const sessionCookies = result.headers
      .getSetCookie()
      .filter((c) => c.includes("glut.session_token"));
    expect(sessionCookies).toEqual(["glut.session_token=from-the-route; Path=/; HttpOnly"]);
  });
});

describe("sessions better-auth refuses", () => {
  it("sign nobody in: forged, unsigned, expired or ended", async () => {
    const services = createTestServices(database()) as unknown as AppServices;
    const { cookie, userId } = await signedInCookie(
      services as unknown as ReturnType<typeof createTestServices>,
      "edge@example.com",
    );
    const [name, signed = ""] = cookie.split("=");
    const token = decodeURIComponent(signed).split(".")[0] ?? "";
    const signedInAs = async (sent: string) =>
      (await run(services, sent, new Response("ok"))).context.get(currentUserContext)?.id ?? null;
    expect(await signedInAs(cookie)).toBe(userId);
    expect(
      await signedInAs(`${name}=${encodeURIComponent(`${token}.${"A".repeat(43)}=`)}`),
    ).toBeNull();
    expect(await signedInAs(`${name}=${token}`)).toBeNull();
    // Expired.
    await services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect(await signedInAs(cookie)).toBeNull();
    // Signed out (or suspended: a suspension ends every session).
    await services.db.delete(sessions).where(eq(sessions.userId, userId));
    expect(await signedInAs(cookie)).toBeNull();
  });
});
