import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createTestServices } from "../../tests/factories/test-services.ts";
import { setupTestDatabase } from "../../tests/test-database.ts";
import { clientIpContext, servicesContext } from "../server/context.server.ts";
import type { AppServices } from "../server/services.server.ts";
import { createAuth, googleSignInEnabled } from "./auth.server.ts";
import { startGoogleSignIn } from "./google-sign-in.server.ts";

const database = setupTestDatabase();

describe("Google sign-in", () => {
  it("is enabled only when both the client id and secret are set", () => {
    expect(googleSignInEnabled({})).toBe(false);
    expect(googleSignInEnabled({ GOOGLE_CLIENT_ID: "id" })).toBe(false);
    expect(googleSignInEnabled({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" })).toBe(
      true,
    );
  });

  it("sends the browser to Google's consent screen with our callback when configured", async () => {
    const base = createTestServices(database());
    const env = {
      ...base.env,
      GOOGLE_CLIENT_ID: "glut-test.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "s3cret",
    };
    const auth = createAuth({ env, db: base.db, logger: base.logger, sendEmail: base.sendEmail });
    const context = new RouterContextProvider();
    context.set(servicesContext, { ...base, env, auth } as unknown as AppServices);
    context.set(clientIpContext, "203.0.113.9");

    const response = await startGoogleSignIn(
      context,
      new Request("http://localhost:3000/login", { method: "POST" }),
      "/dashboard",
    );
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("Location") ?? "");
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe("glut-test.apps.googleusercontent.com");
    expect(location.searchParams.get("redirect_uri")).toBe(
      "http://localhost:3000/api/auth/callback/google",
    );
    // The state that protects the round trip is kept in a cookie for the callback to check.
    expect(response.headers.getSetCookie().some((cookie) => cookie.includes("state"))).toBe(true);
  });

  it("without configuration, refuses and returns to sign-in", async () => {
    const services = createTestServices(database());
    const context = new RouterContextProvider();
    context.set(servicesContext, services as unknown as AppServices);
    const response = await startGoogleSignIn(
      context,
      new Request("http://localhost:3000/login", { method: "POST" }),
      "/dashboard",
    );
    expect(response.headers.get("Location")).toBe("/login?error=google");
  });
});
