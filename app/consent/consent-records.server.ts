import { createCookie } from "react-router";

// The specification keeps these records in the browser under product-specific keys as well as
// on the server. As cookies the server writes them, so they exist without JavaScript too.
const YEAR = 60 * 60 * 24 * 365;
const options = {
  path: "/",
  sameSite: "lax" as const,
  httpOnly: false,
  secure: process.env.NODE_ENV === "production",
  maxAge: YEAR,
};

export const SIGNUP_CONSENT_KEY = "glut_signup_consent";
export const MARKETING_CONSENT_KEY = "glut_marketing_consent";

const signupConsentCookie = createCookie(SIGNUP_CONSENT_KEY, options);
const marketingConsentCookie = createCookie(MARKETING_CONSENT_KEY, options);

export interface SignupConsentRecord {
  termsAccepted: boolean;
  privacyAccepted: boolean;
  marketingConsent: boolean;
  ageConfirmed: boolean;
  timestamp: string;
}

export function serializeSignupConsent(record: SignupConsentRecord): Promise<string> {
  return signupConsentCookie.serialize(record);
}

export function serializeMarketingConsent(consent: boolean, at: Date): Promise<string> {
  return marketingConsentCookie.serialize({ consent, timestamp: at.toISOString() });
}
