import type { Db } from "~/server/db/database.server";
import { countAttempt, refundAttempt } from "~/server/rate-limit/rate-limit.server";
import { SIGN_UP_LIMITS, tryAgainIn } from "./attempt-limits";
import { emailKey } from "./sign-in-throttle.server";

/**
 * Counts one sign-up from a connection for an email address (decision 0069). Null lets it
 * through; a message says when to try again. A refused sign-up is not counted, so waiting is
 * never made longer by trying.
 */
export async function signUpRefusal(
  db: Db,
  secret: string,
  { email, address }: { email: string; address: string },
): Promise<string | null> {
  const keys = {
    perAddress: `sign-up:address:${address}`,
    perEmail: `sign-up:email:${emailKey(secret, email)}`,
  } as const;
  const [perAddress, perEmail] = await Promise.all([
    countAttempt(db, keys.perAddress, SIGN_UP_LIMITS.perAddress),
    countAttempt(db, keys.perEmail, SIGN_UP_LIMITS.perEmail),
  ]);
  if (perAddress.allowed && perEmail.allowed) return null;
  await Promise.all([refundAttempt(db, keys.perAddress), refundAttempt(db, keys.perEmail)]);
  if (!perAddress.allowed) {
    return `Too many accounts have been made from your connection. Please try again ${tryAgainIn(perAddress.retryAfterSeconds)}.`;
  }
  return `Too many attempts to sign up with this email address. Please try again ${tryAgainIn(perEmail.retryAfterSeconds)}.`;
}
