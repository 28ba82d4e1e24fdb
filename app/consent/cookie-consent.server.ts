import { createCookie } from "react-router";
import type { Env } from "~/server/env.server";
import { COOKIE_CONSENT_KEY, type CookieConsent, cookieConsentSchema } from "./cookie-consent";

// The choice is itself a strictly necessary cookie: without it the banner would reappear on
// every page. It is readable by the server so the banner is never rendered once answered.
function makeConsentCookie(secure: boolean) {
  return createCookie(COOKIE_CONSENT_KEY, {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure,
    maxAge: 60 * 60 * 24 * 365,
  });
}

// Built once for each setting: every page reads it.
const consentCookies = { secure: makeConsentCookie(true), plain: makeConsentCookie(false) };

function consentCookie(env: Pick<Env, "NODE_ENV">) {
  return env.NODE_ENV === "production" ? consentCookies.secure : consentCookies.plain;
}

export async function readCookieConsent(
  env: Pick<Env, "NODE_ENV">,
  request: Request,
): Promise<CookieConsent | null> {
  const value = await consentCookie(env).parse(request.headers.get("Cookie"));
  const parsed = cookieConsentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function serializeCookieConsent(
  env: Pick<Env, "NODE_ENV">,
  consent: CookieConsent,
): Promise<string> {
  return consentCookie(env).serialize(consent);
}
