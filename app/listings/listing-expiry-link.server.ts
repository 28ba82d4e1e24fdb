import { createHmac, timingSafeEqual } from "node:crypto";
import { isCalendarDate } from "./listing-schema";

// The "still available" link in the expiry reminder: the listing and the available-until day it
// was sent for, signed with a key derived from the app secret (never the secret itself). It
// works without signing in, cannot be made for another listing, and once the listing has been
// extended past that day it extends nothing more (decision 0047).

function signature(secret: string, listingId: string, day: string): string {
  const key = createHmac("sha256", secret).update("glut-listing-still-available").digest();
  return createHmac("sha256", key).update(`${listingId}\n${day}`).digest("base64url");
}

export function stillAvailableToken(secret: string, listingId: string, day: string): string {
  return `${day}.${signature(secret, listingId, day)}`;
}

/** The available-until day a token was signed for, or null when it is not one we signed. */
export function readStillAvailableToken(
  secret: string,
  listingId: string,
  token: string,
): string | null {
  const [day, signed] = token.split(".");
  if (!day || !signed || !isCalendarDate(day)) return null;
  const expected = Buffer.from(signature(secret, listingId, day));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return day;
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
