import { isLinkSignature, signLink } from "~/server/signed-links.server";

// The one-click unsubscribe link in forum emails: the account id, signed with a key derived
// from the app secret (never the secret itself), so the link works without signing in and
// cannot be made for another account.

const PURPOSE = "glut-forum-unsubscribe";

export const FORUM_UNSUBSCRIBE_PATH = "/forum/unsubscribe";

export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${signLink(secret, PURPOSE, userId)}`;
}

/** The account a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const [encoded, signed] = token.split(".");
  if (!encoded || !signed) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  return isLinkSignature(secret, PURPOSE, userId, signed) ? userId : null;
}

export function unsubscribeUrl(appUrl: string, secret: string, userId: string): string {
  return `${appUrl}${FORUM_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(secret, userId))}`;
}
