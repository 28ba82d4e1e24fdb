import { isLinkSignature, signLink } from "~/server/signed-links.server";

// The one-click unsubscribe link in saved-search alerts: the saved search's id, signed with a
// key derived from the app secret (never the secret itself), so the link works without signing
// in and cannot be made for anyone else's saved search (decision 0049).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PURPOSE = "glut-saved-search-unsubscribe";

export const SAVED_SEARCH_UNSUBSCRIBE_PATH = "/saved-searches/unsubscribe";

export function savedSearchUnsubscribeToken(secret: string, savedSearchId: string): string {
  return `${savedSearchId}.${signLink(secret, PURPOSE, savedSearchId)}`;
}

/** The saved search a token names, or null when it is not one we signed. */
export function readSavedSearchUnsubscribeToken(secret: string, token: string): string | null {
  const [id, signed] = token.split(".");
  if (!id || !signed || !UUID.test(id)) return null;
  return isLinkSignature(secret, PURPOSE, id, signed) ? id : null;
}

export function savedSearchUnsubscribePath(token: string): string {
  return `${SAVED_SEARCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}

export function savedSearchUnsubscribeUrl(
  appUrl: string,
  secret: string,
  savedSearchId: string,
): string {
  return `${appUrl}${savedSearchUnsubscribePath(savedSearchUnsubscribeToken(secret, savedSearchId))}`;
}
