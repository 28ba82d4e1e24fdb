import { randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifications } from "~/accounts/auth.table";
import { saveLanguage } from "~/accounts/profile.server";
import { clientIpContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import type { createTestServices } from "../../../tests/factories/test-services";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader as authLoader } from "../api/auth";
import { action as forgotPasswordAction } from "./forgot-password";
import { action as resetPasswordAction, loader as resetPasswordLoader } from "./reset-password";

// Emailed reset links, one at a time (issue 32, item 3; decision 0069): a new link ends the
// older ones, and a reset ends them all. Through the pages a member uses: the forgot-password
// form, the emailed link, the new-password form.

const getDatabase = setupTestDatabase();
let services: AppServices;
const APP = "http://localhost:3000";
const LINK_INVALID =
  "This reset link has expired or has already been used. Please ask for a new one.";

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
});

beforeEach(() => {
  addressCounter += 1;
  address = `198.51.100.${addressCounter}`;
});

const testServices = () => services as unknown as ReturnType<typeof createTestServices>;

/**
 * Each test signs in from its own address: better-auth limits reset requests per address, and
 * these tests ask for more links than one person would.
 */
let address = "";
let addressCounter = 0;

function args(request: Request) {
  const given = routeArgs(services, null, request);
  given.context.set(clientIpContext, address);
  return given as never;
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`${APP}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP },
    body: new URLSearchParams(fields),
  });
}

/**
 * Asks for reset links on the forgot-password page (`count` of them at once) and reads their
 * tokens from the emails.
 */
async function requestLinks(email: string, count: number): Promise<string[]> {
  const before = (await testServices().mail.delivered()).length;
  await Promise.all(
    Array.from({ length: count }, () =>
      forgotPasswordAction(args(post("/forgot-password", { email }))),
    ),
  );
  const tokens = (await testServices().mail.delivered())
    .slice(before)
    .filter((message) => message.to.includes(email) && /Reset|Ailosod/.test(message.subject))
    .map((message) => /\/api\/auth\/reset-password\/([\w-]+)/.exec(message.text)?.[1]);
  if (tokens.length !== count || tokens.some((token) => !token)) {
    throw new Error("the reset links were not emailed");
  }
  return tokens as string[];
}

async function requestLink(email: string): Promise<string> {
  const [token] = await requestLinks(email, 1);
  return token as string;
}

/** Follows the emailed link: better-auth sends the browser on with ?token= or ?error=. */
async function follow(token: string): Promise<string> {
  const response = (await authLoader(
    args(new Request(`${APP}/api/auth/reset-password/${token}?callbackURL=%2Freset-password`)),
  )) as Response;
  const location = new URL(response.headers.get("location") ?? "", APP);
  const page = resetPasswordLoader({ url: location } as never);
  return page.linkInvalid ? "invalid" : "valid";
}

/** Saves a new password with a link's token: "changed", or the form's message. */
async function reset(token: string, password: string): Promise<string> {
  const result = await settle(() =>
    resetPasswordAction(
      args(post(`/reset-password?token=${token}`, { token, password, confirmPassword: password })),
    ),
  );
  if (result instanceof Response && result.status === 302) return "changed";
  if (isDataResult<{ error?: Record<string, string[]> }>(result)) {
    return result.data.error?.[""]?.[0] ?? "refused";
  }
  throw new Error(`unexpected answer: ${String(result)}`);
}

describe("password reset links", () => {
  it("reach a member who uses Glut in Welsh in Welsh, and still work", async () => {
    const member = await createTestMember(testServices());
    await saveLanguage(services.db, member.id, "cy");
    const token = await requestLink(member.email);
    const email = (await testServices().mail.delivered()).findLast((message) =>
      message.to.includes(member.email),
    );
    expect(email?.subject).toBe("Ailosod eich cyfrinair Glut");
    expect(email?.text).toContain("Gofynnodd rhywun am ailosod y cyfrinair");
    expect(email?.text).not.toContain("Someone asked");
    expect(await follow(token)).toBe("valid");
  });

  it("issuing a new link ends the older one", async () => {
    const member = await createTestMember(testServices());
    const first = await requestLink(member.email);
    expect(await follow(first)).toBe("valid");
    const second = await requestLink(member.email);
    expect(await follow(first)).toBe("invalid");
    expect(await reset(first, "first-link-password")).toBe(LINK_INVALID);
    expect(await follow(second)).toBe("valid");
    expect(await reset(second, "second-link-password")).toBe("changed");
  });

  it("a reset ends every other link of the account, however it was issued", async () => {
    const member = await createTestMember(testServices());
    const used = await requestLink(member.email);
    // A second link alive beside it: sent a moment later by another instance, say.
    const other = randomBytes(18).toString("base64url");
    await getDatabase()
      .db.insert(verifications)
      .values({
        id: randomBytes(12).toString("hex"),
        identifier: `reset-password:${other}`,
        value: member.id,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        createdAt: new Date(Date.now() + 1000),
      });
    expect(await follow(other)).toBe("valid");
    expect(await reset(used, "a-new-password-1")).toBe("changed");
    expect(await follow(other)).toBe("invalid");
    expect(await reset(other, "an-attackers-password")).toBe(LINK_INVALID);
  });

  it("two requests a moment apart leave the newer link working", async () => {
    const member = await createTestMember(testServices());
    const links = await requestLinks(member.email, 2);
    const working = await Promise.all(links.map(follow));
    // Never none (each ending the other's); two only when both were made in the same instant.
    expect(working).toContain("valid");
  });

  it("leaves other accounts' links alone", async () => {
    const member = await createTestMember(testServices());
    const neighbour = await createTestMember(testServices());
    const theirs = await requestLink(neighbour.email);
    await requestLink(member.email);
    expect(await reset(await requestLink(member.email), "member-password-2")).toBe("changed");
    expect(await follow(theirs)).toBe("valid");
  });
});
