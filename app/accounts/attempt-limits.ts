import type { RateLimitRule } from "~/server/rate-limit/rate-limit.server";

// Every limit on signing in, signing up and the emailed links, in one place (decision 0069).

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Wrong passwords, counted three ways at once (OWASP's authentication guidance: throttle per
 * account as well as per address). A school, library or mobile network shares one address, so
 * the address limit is far above what its members' own typing errors reach, and a member's right
 * password is refused only when that account, or that account from this address, is under attack.
 */
export const SIGN_IN_LIMITS = {
  /** One address guessing at many accounts (password spraying). */
  perAddress: { window: 15 * MINUTE, max: 100 },
  /** One address guessing at one account. */
  perAccountFromAddress: { window: 15 * MINUTE, max: 5 },
  /** Many addresses guessing at one account (a botnet, or someone changing networks). */
  perAccount: { window: HOUR, max: 20 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * New accounts. A teacher or librarian may sign up a class or a group from one connection: 60 an
 * hour lets a class of 30 through with room for mistakes, while a script making accounts is
 * stopped at 60. Per email address, a few tries an hour: enough to correct a form, not enough to
 * test a list of addresses against the "already exists" answer.
 */
export const SIGN_UP_LIMITS = {
  perAddress: { window: HOUR, max: 60 },
  perEmail: { window: HOUR, max: 5 },
} as const satisfies Record<string, RateLimitRule>;

/**
 * better-auth's own per-address limits on the endpoints our forms and emailed links reach.
 * Signing in is counted by our sign-in throttle instead (false turns better-auth's rule off:
 * its per-address count of every attempt is what locked a whole network out).
 */
export const AUTH_ENDPOINT_LIMITS = {
  "/sign-in/email": false,
  "/sign-up/email": { window: MINUTE, max: 5 },
  "/request-password-reset": { window: 15 * MINUTE, max: 5 },
  "/send-verification-email": { window: 15 * MINUTE, max: 5 },
  "/reset-password": { window: 15 * MINUTE, max: 10 },
} as const;

/** "in 1 minute", "in 12 minutes": when a refused attempt may be tried again. */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / MINUTE));
  return minutes === 1 ? "in 1 minute" : `in ${minutes} minutes`;
}
