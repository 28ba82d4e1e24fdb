import { beforeAll, describe, expect, it } from "vitest";
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
import { action } from "./login";

// Sign-in throttling per account and per address together (issue 32, item 4; decision 0069),
// through the sign-in form's action as the server calls it, each attempt from a given address.

const getDatabase = setupTestDatabase();
let services: AppServices;
const APP = "http://localhost:3000";
const RIGHT = "courgette-glut";
const ACCOUNT_THROTTLED =
  /^Too many wrong passwords have been tried for this account\. Please try again in \d+ minutes?, or reset your password\.$/;

beforeAll(() => {
  ({ services } = createRouteServices(getDatabase()));
});

const member = () => createTestMember(services as unknown as ReturnType<typeof createTestServices>);

/** One sign-in from `address`: "signed in", or the form's message. */
async function signIn(address: string, email: string, password: string): Promise<string> {
  const request = new Request(`${APP}/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: APP },
    body: new URLSearchParams({ email, password }),
  });
  const args = routeArgs(services, null, request);
  args.context.set(clientIpContext, address);
  const result = await settle(() => action(args as never));
  if (result instanceof Response && result.status === 302) return "signed in";
  if (isDataResult<{ error?: Record<string, string[]> }>(result)) {
    return result.data.error?.[""]?.[0] ?? "refused";
  }
  throw new Error(`unexpected answer: ${String(result)}`);
}

describe("sign-in throttling", () => {
  it("throttles an account guessed at from several addresses, even for the right password", async () => {
    const target = await member();
    const answers: string[] = [];
    // 35 guesses from seven addresses, five each: no one address looks busy.
    for (let guess = 0; guess < 35; guess++) {
      answers.push(await signIn(`192.0.2.${10 + (guess % 7)}`, target.email, `guess-${guess}`));
    }
    expect(answers.slice(0, 20).every((answer) => answer === "Invalid email or password")).toBe(
      true,
    );
    expect(answers.slice(20).every((answer) => ACCOUNT_THROTTLED.test(answer))).toBe(true);
    // While under attack the account is closed to every address, the owner's too.
    expect(await signIn("192.0.2.99", target.email, RIGHT)).toMatch(ACCOUNT_THROTTLED);
  }, 120_000);

  it("does not stop a member signing in behind an address that guessed at other accounts", async () => {
    const address = "198.51.100.20";
    for (let guess = 0; guess < 12; guess++) {
      expect(await signIn(address, `someone-${guess}@example.org`, "not-the-password")).toBe(
        "Invalid email or password",
      );
    }
    const colleague = await member();
    expect(await signIn(address, colleague.email, RIGHT)).toBe("signed in");
  }, 60_000);

  it("throttles one account from one address after five wrong passwords, not from others", async () => {
    const target = await member();
    const address = "198.51.100.30";
    for (let guess = 0; guess < 5; guess++) {
      expect(await signIn(address, target.email, `wrong-${guess}`)).toBe(
        "Invalid email or password",
      );
    }
    expect(await signIn(address, target.email, RIGHT)).toMatch(ACCOUNT_THROTTLED);
    expect(await signIn("198.51.100.31", target.email, RIGHT)).toBe("signed in");
  }, 60_000);

  it("forgets a member's own mistakes once they sign in", async () => {
    const target = await member();
    const address = "198.51.100.40";
    for (let guess = 0; guess < 4; guess++) await signIn(address, target.email, `typo-${guess}`);
    expect(await signIn(address, target.email, RIGHT)).toBe("signed in");
    for (let guess = 0; guess < 4; guess++) {
      expect(await signIn(address, target.email, `typo-${guess}`)).toBe(
        "Invalid email or password",
      );
    }
    expect(await signIn(address, target.email, RIGHT)).toBe("signed in");
  }, 60_000);
});
