import { createHmac, timingSafeEqual } from "node:crypto";

// The one-click unsubscribe link in forum emails: the account id, signed with a key derived
// from the app secret (never the secret itself), so the link works without signing in and
// cannot be made for another account.

function signature(secret: string, userId: string): string {
  const key = createHmac("sha256", secret).update("glut-forum-unsubscribe").digest();
  return createHmac("sha256", key).update(userId).digest("base64url");
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${signature(secret, userId)}`;
}

/** The account a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signed] = token.split(".");
  if (!encoded || !signed) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  const expected = Buffer.from(signature(secret, userId));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return userId;
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string): string {
  return `${appUrl}/forum/unsubscribe?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}
