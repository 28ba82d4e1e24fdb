import { createCookie } from "react-router";
import { COOKIE_CONSENT_KEY, type CookieConsent, cookieConsentSchema } from "./cookie-consent";

// The choice is itself a strictly necessary cookie: without it the banner would reappear on
// every page. It is readable by the server so the banner is never rendered once answered.
const consentCookie = createCookie(COOKIE_CONSENT_KEY, {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  secure: process.env.NODE_ENV === "production",
  maxAge: 60 * 60 * 24 * 365,
});

export async function readCookieConsent(request: Request): Promise<CookieConsent | null> {
  const value = await consentCookie.parse(request.headers.get("Cookie"));
  const parsed = cookieConsentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function serializeCookieConsent(consent: CookieConsent): Promise<string> {
  return consentCookie.serialize(consent);
}
