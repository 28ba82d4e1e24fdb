import { beforeAll, describe, expect, it } from "vitest";
import { SIGN_UP_LIMITS } from "~/accounts/attempt-limits";
import { signUpRefusal } from "~/accounts/sign-up-throttle.server";
import { clientIpContext } from "~/server/context.server";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { setupTestDatabase } from "../../../tests/test-database";
import { action } from "./signup";

// Sign-up limits (issue 32, item 4; decision 0069): a school or library can register a group
// from one connection, while a flood of accounts from one address is still stopped.

const getDatabase = setupTestDatabase();
let services: AppServices;
const APP = "http://localhost:3000";
let counter = 0;

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
});

/** One sign-up through the form from `address`: "created", or the form's message. */
async function signUp(address: string, givenEmail?: string) {
  counter += 1;
  const email = givenEmail ?? `pupil-${counter}@school.example`;
  const request = new Request(`${APP}/signup`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP },
    body: new URLSearchParams({
      accountType: "personal",
      email,
      username: `Pupil ${counter}`,
      location: "Leeds",
      password: "courgette-glut",
      confirmPassword: "courgette-glut",
      termsAccepted: "on",
      privacyAccepted: "on",
      ageConfirmed: "on",
    }),
  });
  const args = routeArgs(services, null, request);
  args.context.set(clientIpContext, address);
  const result = await settle(() => action(args as never));
  if (result instanceof Response && result.status === 302) return "created";
  if (isDataResult<{ error?: Record<string, string[]> }>(result)) {
    return Object.values(result.data.error ?? {}).flat()[0] ?? "refused";
  }
  throw new Error(`unexpected answer: ${String(result)}`);
}

describe("sign-up limits", () => {
  it("lets a class of 15 sign up from one connection within the hour", async () => {
    const answers: string[] = [];
    for (let pupil = 0; pupil < 15; pupil++) answers.push(await signUp("203.0.113.50"));
    expect(answers).toEqual(Array(15).fill("created"));
  }, 120_000);

  it("stops a flood of accounts from one address, saying when to try again", async () => {
    const address = "203.0.113.60";
    const { db, env } = services;
    // All but the last allowance spent (counted exactly as the form counts a sign-up).
    for (let made = 0; made < SIGN_UP_LIMITS.perAddress.max - 1; made++) {
      expect(
        await signUpRefusal(db, env.BETTER_AUTH_SECRET, {
          email: `bot-${made}@spam.example`,
          address,
        }),
      ).toBeNull();
    }
    expect(await signUp(address)).toBe("created");
    expect(await signUp(address)).toMatch(
      /^Too many accounts have been made from your connection\. Please try again in \d+ minutes?\.$/,
    );
    // Another connection is not affected.
    expect(await signUp("203.0.113.61")).toBe("created");
  }, 60_000);

  it("limits tries with one email address from many connections", async () => {
    const email = "someone@example.org";
    const answers: string[] = [];
    for (let attempt = 0; attempt < SIGN_UP_LIMITS.perEmail.max + 1; attempt++) {
      answers.push(await signUp(`203.0.113.${70 + attempt}`, email));
    }
    expect(answers[0]).toBe("created");
    expect(answers.at(-1)).toMatch(
      /^Too many attempts to sign up with this email address\. Please try again in \d+ minutes?\.$/,
    );
  }, 60_000);
});
