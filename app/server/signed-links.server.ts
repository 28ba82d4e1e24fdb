import { createHmac, timingSafeEqual } from "node:crypto";

// The one place links are signed: an email's one-click links (unsubscribe, "still available")
// work without signing in, so each carries an HMAC of what it names. The key is derived from the
// app secret for each purpose (never the secret itself), so a signature made for one kind of
// link is worthless for another.

/** The signature of `payload` for links of one `purpose`, as URL-safe base64. */
export function signLink(secret: string, purpose: string, payload: string): string {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** Whether `given` is the signature of `payload` for that purpose (in constant time). */
export function isLinkSignature(
  secret: string,
  purpose: string,
  payload: string,
  given: string,
): boolean {
  const expected = Buffer.from(signLink(secret, purpose, payload));
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}
