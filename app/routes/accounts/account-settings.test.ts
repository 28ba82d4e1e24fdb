import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { verifyAccountPassword } from "~/accounts/account-deletion.server";
import { userRoles } from "~/accounts/accounts.table";
import { accounts, sessions, users } from "~/accounts/auth.table";
import { currentUserContext, loadCurrentUser } from "~/accounts/current-user.server";
import { signUp } from "~/accounts/signup.server";
import { signupSchema } from "~/accounts/signup-schema";
import { grantRole } from "~/admin/staff-roles.server";
import { clientIpContext, servicesContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import { LocalFileStorage } from "~/server/storage/local-storage.server";
import { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader as dataLoader } from "./account-data";
import { action, loader } from "./account-settings";

// The account settings actions called as the server calls them, with forged requests: the
// account acted on is always the signed-in one, whatever the form says.

const getDatabase = setupTestDatabase();
let services: AppServices;
let counter = 0;

beforeAll(() => {
  const test = createTestServices(getDatabase());
  services = {
    ...test,
    storage: new LocalFileStorage(mkdtempSync(path.join(os.tmpdir(), "glut-settings-"))),
  } as unknown as AppServices;
});

async function member(label: string, password = `${label}-password-1`) {
  counter += 1;
  const email = `${label}-${counter}@example.org`;
  const result = await signUp(
    services,
    signupSchema.parse({
      email,
      username: `${label}${counter}`,
      password,
      confirmPassword: password,
      termsAccepted: true,
      privacyAccepted: true,
      ageConfirmed: true,
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  const signIn = await services.auth.api.signInEmail({
    body: { email, password },
    returnHeaders: true,
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  await grantRole(services.db, email, "moderator");
  return { id: result.userId, email, password, cookie };
}

type Member = Awaited<ReturnType<typeof member>>;
/** What `data(value, init)` returns. */
type DataResult<T> = { type: "DataWithResponseInit"; data: T; init: ResponseInit | null };

async function contextFor(signedIn: Member | null) {
  const context = new RouterContextProvider();
  context.set(servicesContext, services);
  context.set(clientIpContext, "203.0.113.7");
  if (signedIn) {
    const [session] = await services.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, signedIn.id));
    context.set(
      currentUserContext,
      await loadCurrentUser(services.db, {
        user: {
          id: signedIn.id,
          email: signedIn.email,
          emailVerified: false,
          createdAt: new Date(),
        },
        session: { id: session?.id ?? "" },
      }),
    );
  } else {
    context.set(currentUserContext, null);
  }
  return context;
}

function post(fields: Record<string, string>, cookie?: string) {
  const request = new Request("http://localhost:3000/account", {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: new URLSearchParams(fields),
  });
  return request;
}

async function callAction(signedIn: Member | null, fields: Record<string, string>) {
  const request = post(fields, signedIn?.cookie);
  const args = {
    request,
    context: await contextFor(signedIn),
    params: {},
    url: new URL(request.url),
    pattern: "/account",
  };
  try {
    return await action(args as unknown as Parameters<typeof action>[0]);
  } catch (thrown) {
    return thrown;
  }
}

async function exists(person: Member) {
  const rows = await services.db.select().from(users).where(eq(users.id, person.id));
  const roles = await services.db.select().from(userRoles).where(eq(userRoles.userId, person.id));
  return rows.length === 1 && roles.length === 1;
}

describe("deleting from /account", () => {
  it("without a session, redirects to sign in and deletes nobody", async () => {
    const victim = await member("victim");
    const response = await callAction(null, {
      intent: "delete-account",
      userId: victim.id,
      password: victim.password,
      understood: "on",
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent("/account")}`,
    );
    expect(await exists(victim)).toBe(true);
  });

  it("checks the signed-in person's password, never that of the account named in the form", async () => {
    const attacker = await member("attacker");
    const victim = await member("victim");
    const result = await callAction(attacker, {
      intent: "delete-account",
      userId: victim.id,
      id: victim.id,
      email: victim.email,
      password: victim.password,
      understood: "on",
    });
    expect(result).toMatchObject({ type: "DataWithResponseInit" });
    const { data, init } = result as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(init?.status).toBe(400);
    expect(data.result.error.password).toEqual([
      "That is not your password. Your account has not been deleted.",
    ]);
    expect(await exists(attacker)).toBe(true);
    expect(await exists(victim)).toBe(true);
  });

  it("deletes only the signed-in account, signs out and says so", async () => {
    const owner = await member("owner");
    const bystander = await member("bystander");
    const response = await callAction(owner, {
      intent: "delete-account",
      userId: bystander.id,
      password: owner.password,
      understood: "on",
    });
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/");
    const cookies = redirect.headers.getSetCookie();
    expect(cookies.some((c) => /^glut\.session_token=;.*Max-Age=0/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("glut_toast="))).toBe(true);
    expect(await exists(owner)).toBe(false);
    expect(await exists(bystander)).toBe(true);
  });

  it("stops counting passwords after ten tries in a quarter of an hour", async () => {
    const owner = await member("guesser");
    for (let attempt = 0; attempt < 10; attempt++) {
      const wrong = (await callAction(owner, {
        intent: "delete-account",
        password: `guess-${attempt}`,
        understood: "on",
      })) as DataResult<unknown>;
      expect(wrong.init?.status).toBe(400);
    }
    const blocked = (await callAction(owner, {
      intent: "delete-account",
      password: owner.password,
      understood: "on",
    })) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data.result.error[""]).toEqual([
      "Too many tries. Please wait a quarter of an hour and try again. Your account has not been deleted.",
    ]);
    expect(await exists(owner)).toBe(true);
  });

  it("needs the box ticked and the password given", async () => {
    const owner = await member("careful");
    const result = (await callAction(owner, {
      intent: "delete-account",
    })) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error).toEqual({
      password: ["Enter your password to confirm"],
      understood: ["Tick the box to confirm you understand this cannot be undone"],
    });
    expect(await exists(owner)).toBe(true);
  });
});

describe("an account without a password (Google only)", () => {
  it("has no password form, and deletes when DELETE is typed", async () => {
    const owner = await member("google");
    await services.db
      .update(accounts)
      .set({ providerId: "google", accountId: "google-subject", password: null })
      .where(eq(accounts.userId, owner.id));
    const request = new Request("http://localhost:3000/account");
    const page = await loader({
      request,
      context: await contextFor(owner),
      params: {},
      url: new URL(request.url),
      pattern: "/account",
    } as unknown as Parameters<typeof loader>[0]);
    expect(page).toMatchObject({ email: owner.email, hasPassword: false, blocked: [] });
    // The static page's checks ask for the word, not a password (decision 0107).
    expect(Object.keys(page.deleteAccountChecks.fields).sort()).toEqual([
      "confirmText",
      "understood",
    ]);
    expect(page.deleteAccountChecks.fields.confirmText?.required).toBe("Type DELETE to confirm");

    const lowerCase = (await callAction(owner, {
      intent: "delete-account",
      confirmText: "delete",
      understood: "on",
    })) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(lowerCase.data.result.error).toEqual({
      confirmText: ["Type DELETE, in capital letters, to confirm"],
    });
    expect(await exists(owner)).toBe(true);

    const response = await callAction(owner, {
      intent: "delete-account",
      confirmText: "DELETE",
      understood: "on",
    });
    expect((response as Response).headers.get("Location")).toBe("/");
    expect(await exists(owner)).toBe(false);
  });
});

describe("changing the password on /account", () => {
  it("passes on better-auth's refusal for a wrong current password", async () => {
    const owner = await member("changer");
    const result = (await callAction(owner, {
      intent: "change-password",
      currentPassword: "not-my-password",
      password: "a brand new password",
      confirmPassword: "a brand new password",
    })) as DataResult<{ result: { error: Record<string, string[]> } }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.result.error.currentPassword).toEqual(["Invalid password"]);
    expect(await verifyAccountPassword(services, owner.id, owner.password)).toBe(true);
  });

  it("changes the signed-in person's password and hands over the new session cookie", async () => {
    const owner = await member("rotator");
    const other = await member("untouched");
    // A second session elsewhere, which the change signs out.
    await services.auth.api.signInEmail({ body: { email: owner.email, password: owner.password } });
    const response = await callAction(owner, {
      intent: "change-password",
      userId: other.id,
      currentPassword: owner.password,
      password: "a brand new password",
      confirmPassword: "a brand new password",
    });
    // Back to the page with the notice (decision 0107), so a reload does not post it again.
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/account");
    const cookies = redirect.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("glut.session_token=") && !/Max-Age=0/.test(c))).toBe(
      true,
    );
    expect(cookies.some((c) => c.startsWith("glut_toast="))).toBe(true);
    expect(await verifyAccountPassword(services, owner.id, "a brand new password")).toBe(true);
    expect(await verifyAccountPassword(services, other.id, other.password)).toBe(true);
    const remaining = await services.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, owner.id));
    expect(remaining).toHaveLength(1);
  });
});

describe("/account/data", () => {
  it("downloads the signed-in person's own data, uncached", async () => {
    const owner = await member("exporter");
    await member("someone");
    const request = new Request("http://localhost:3000/account/data?userId=someone");
    const response = (await dataLoader({
      request,
      context: await contextFor(owner),
      params: {},
      url: new URL(request.url),
      pattern: "/account/data",
    } as unknown as Parameters<typeof dataLoader>[0])) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="glut-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const body = await response.json();
    expect(body.account.email).toBe(owner.email);
    expect(JSON.stringify(body)).not.toContain("someone");
  });

  it("sends a visitor without a session to sign in", async () => {
    const request = new Request("http://localhost:3000/account/data");
    const thrown = await Promise.resolve(
      dataLoader({
        request,
        context: await contextFor(null),
        params: {},
        url: new URL(request.url),
        pattern: "/account/data",
      } as unknown as Parameters<typeof dataLoader>[0]),
    ).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
  });
});
