import { createHmac, timingSafeEqual } from "node:crypto";

// The one-click unsubscribe link in saved-search alerts: the saved search's id, signed with a
// key derived from the app secret (never the secret itself), so the link works without signing
// in and cannot be made for anyone else's saved search (decision 0049).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(secret: string, savedSearchId: string): string {
  const key = createHmac("sha256", secret).update("glut-saved-search-unsubscribe").digest();
  return createHmac("sha256", key).update(savedSearchId).digest("base64url");
}

export function savedSearchUnsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${signature(secret, savedSearchId)}`;
}

/** The saved search a token names, or null when it is not one we signed. */
export function readSavedSearchUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signed] = token.split(".");
  if (!id || !signed || !UUID.test(id)) return null;
  const expected = Buffer.from(signature(secret, id));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return id;
}

export function savedSearchUnsubscribePath(token: string): string {
  return `/saved-searches/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function savedSearchUnsubscribeUrl(
  appUrl: string,
  secret: string,
  savedSearchId: string,
): string {
  return `${appUrl}${savedSearchUnsubscribePath(savedSearchUnsubscribeToken(secret, savedSearchId))}`;
}
