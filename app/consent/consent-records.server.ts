import { createCookie } from "react-router";
import type { Env } from "~/server/env.server";

// The specification keeps these records in the browser under product-specific keys as well as
// on the server. As cookies the server writes them, so they exist without JavaScript too.
const YEAR = 60 * 60 * 24 * 365;

export const SIGNUP_CONSENT_KEY = "glut_signup_consent";
export const MARKETING_CONSENT_KEY = "glut_marketing_consent";

function consentRecordCookie(env: Pick<Env, "NODE_ENV">, name: string) {
  return createCookie(name, {
    path: "/",
    sameSite: "lax",
    httpOnly: false,
    secure: env.NODE_ENV === "production",
    maxAge: YEAR,
  });
}

export interface SignupConsentRecord {
  termsAccepted: boolean;
  privacyAccepted: boolean;
  marketingConsent: boolean;
  ageConfirmed: boolean;
  timestamp: string;
}

export function serializeSignupConsent(
  env: Pick<Env, "NODE_ENV">,
  record: SignupConsentRecord,
): Promise<string> {
  return consentRecordCookie(env, SIGNUP_CONSENT_KEY).serialize(record);
}

export function serializeMarketingConsent(
  env: Pick<Env, "NODE_ENV">,
  consent: boolean,
  at: Date,
): Promise<string> {
  return consentRecordCookie(env, MARKETING_CONSENT_KEY).serialize({
    consent,
    timestamp: at.toISOString(),
  });
}
