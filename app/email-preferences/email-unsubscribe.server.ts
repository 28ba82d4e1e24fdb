import { isLinkSignature, signLink } from "~/server/signed-links.server";
import { type EmailKind, isEmailKind } from "./email-kinds";

// The one-click unsubscribe link in new-message, harvest-reminder and expiry-reminder emails
// (decision 0068): the account and the kind of email, signed (app/server/signed-links), so it
// works without signing in and cannot be made for another account or another kind.

const PURPOSE = "glut-email-unsubscribe";

export const EMAIL_UNSUBSCRIBE_PATH = "/email/unsubscribe";

export function emailUnsubscribeToken(secret: string, userId: string, kind: EmailKind): string {
  const account = Buffer.from(userId).toString("base64url");
  return `${account}.${kind}.${signLink(secret, PURPOSE, `${userId}\n${kind}`)}`;
}

/** The account and kind a token names, or null when it is not one we signed. */
export function readEmailUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: EmailKind } | null {
  const [account, kind, signed, ...rest] = token.split(".");
  if (!account || !kind || !signed || rest.length > 0 || !isEmailKind(kind)) return null;
  const userId = Buffer.from(account, "base64url").toString("utf8");
  return isLinkSignature(secret, PURPOSE, `${userId}\n${kind}`, signed) ? { userId, kind } : null;
}

export function emailUnsubscribeUrl(
  appUrl: string,
  secret: string,
  userId: string,
  kind: EmailKind,
): string {
  const token = emailUnsubscribeToken(secret, userId, kind);
  return `${appUrl}${EMAIL_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
