import { createHmac } from "node:crypto";
import type { RouterContextProvider } from "react-router";
import { clientIpContext, getServices } from "~/server/context.server";
import {
  type AttemptCount,
  countAttempt,
  forgetAttempts,
  refundAttempt,
} from "~/server/rate-limit/rate-limit.server";
import { SIGN_IN_LIMITS, tryAgainIn } from "./attempt-limits";
import { type AuthCallResult, callAuth } from "./auth-endpoint.server";

export interface SignInAttempt {
  email: string;
  password: string;
  rememberMe: boolean;
}

/**
 * An email address as the counters' keys hold it: a keyed hash. The counters hold whatever
 * address was typed, an account's or not, and need to match it, never to read it.
 */
export function emailKey(secret: string, email: string): string {
  return createHmac("sha256", secret).update(email.trim().toLowerCase()).digest("hex").slice(0, 32);
}

function throttleKeys(secret: string, email: string, address: string) {
  const account = emailKey(secret, email);
  return {
    perAddress: `sign-in:address:${address}`,
    perAccount: `sign-in:account:${account}`,
    perAccountFromAddress: `sign-in:pair:${account}:${address}`,
  } as const;
}

type LimitName = keyof typeof SIGN_IN_LIMITS;

function refusal(name: LimitName, count: AttemptCount): string {
  const when = tryAgainIn(count.retryAfterSeconds);
  if (name === "perAddress") {
    return `Too many wrong passwords have been tried from your connection. Please try again ${when}.`;
  }
  return `Too many wrong passwords have been tried for this account. Please try again ${when}, or reset your password.`;
}

/**
 * Signs in through better-auth, counting wrong passwords per address, per account and per
 * account from this address (decision 0069). Each attempt is counted before the password is
 * checked, so simultaneous guesses cannot all slip under a limit; an attempt that was not a
 * wrong password (the right one, a suspended account, a refusal) is taken back again.
 */
export async function throttledSignIn(
  context: Readonly<RouterContextProvider>,
  request: Request,
  attempt: SignInAttempt,
): Promise<AuthCallResult<unknown>> {
  const { db, env } = getServices(context);
  const keys = throttleKeys(
    env.BETTER_AUTH_SECRET,
    attempt.email,
    context.get(clientIpContext) || "unknown",
  );
  const names = Object.keys(SIGN_IN_LIMITS) as LimitName[];
  const counts = await Promise.all(
    names.map((name) => countAttempt(db, keys[name], SIGN_IN_LIMITS[name])),
  );
  const refuseBy = names.findIndex((_, index) => !counts[index]?.allowed);
  const refundAll = () => Promise.all(names.map((name) => refundAttempt(db, keys[name])));
  if (refuseBy >= 0) {
    // No password was checked, so nothing is counted: retrying a refused sign-in never makes the
    // wait longer, nor spends the address's allowance for its other members.
    await refundAll();
    const name = names[refuseBy] as LimitName;
    return {
      ok: false,
      status: 429,
      data: null,
      message: refusal(name, counts[refuseBy] as AttemptCount),
      setCookies: [],
    };
  }
  const result = await callAuth(context, request, "/sign-in/email", attempt);
  if (result.ok) {
    await Promise.all([
      refundAttempt(db, keys.perAddress),
      refundAttempt(db, keys.perAccount),
      forgetAttempts(db, keys.perAccountFromAddress),
    ]);
  } else if (result.status !== 401) {
    await refundAll();
  }
  return result;
}
