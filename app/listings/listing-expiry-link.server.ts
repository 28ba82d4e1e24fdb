import { isLinkSignature, signLink } from "~/server/signed-links.server";
import { isCalendarDate } from "./listing-schema";

// The "still available" link in the expiry reminder: the listing and the available-until day it
// was sent for, signed with a key derived from the app secret (never the secret itself). It
// works without signing in, cannot be made for another listing, and once the listing has been
// extended past that day it extends nothing more (decision 0047).

const PURPOSE = "glut-listing-still-available";

export function stillAvailableToken(secret: string, listingId: string, day: string): string {
  return `${day}.${signLink(secret, PURPOSE, `${listingId}\n${day}`)}`;
}

/** The available-until day a token was signed for, or null when it is not one we signed. */
export function readStillAvailableToken(
  secret: string,
  listingId: string,
  token: string,
): string | null {
  const [day, signed] = token.split(".");
  if (!day || !signed || !isCalendarDate(day)) return null;
  return isLinkSignature(secret, PURPOSE, `${listingId}\n${day}`, signed) ? day : null;
}

export function stillAvailablePath(listingId: string, token: string): string {
  return `/listings/${listingId}/still-available?token=${encodeURIComponent(token)}`;
}

export function stillAvailableUrl(
  appUrl: string,
  secret: string,
  listingId: string,
  day: string,
): string {
  return `${appUrl}${stillAvailablePath(listingId, stillAvailableToken(secret, listingId, day))}`;
}
