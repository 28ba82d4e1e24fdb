import { z } from "~/zod";

/** The product-specific name under which the visitor's cookie choice is kept. */
export const COOKIE_CONSENT_KEY = "glut_cookie_consent";

/** Bumped when the categories change, so everyone is asked again. */
export const COOKIE_CONSENT_VERSION = 1 as const;

export const cookieConsentSchema = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime(),
  version: z.literal(COOKIE_CONSENT_VERSION),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

/**
 * What a page needs of the choice: the settings' two switches, and whether to ask at all (null).
 * Not when it was made: that is the visitor's own, and a page shared between visitors (the
 * response cache) must carry nothing that is.
 */
export type ConsentShown = Pick<CookieConsent, "analytics" | "marketing">;

export function consentShown(consent: CookieConsent | null): ConsentShown | null {
  return consent ? { analytics: consent.analytics, marketing: consent.marketing } : null;
}

export type ConsentChoice = "accept-all" | "accept-selected" | "reject-all";

/** The form the banner posts: which button was pressed, and the two toggles. */
export const consentFormSchema = z.object({
  choice: z.enum(["accept-all", "accept-selected", "reject-all"]),
  analytics: z.literal("on").optional(),
  marketing: z.literal("on").optional(),
  returnTo: z.string().optional(),
});

export function consentFromChoice(
  choice: ConsentChoice,
  selected: { analytics: boolean; marketing: boolean },
  now: Date,
): CookieConsent {
  const base = {
    necessary: true as const,
    timestamp: now.toISOString(),
    version: COOKIE_CONSENT_VERSION,
  };
  switch (choice) {
    case "accept-all":
      return { ...base, analytics: true, marketing: true };
    case "reject-all":
      return { ...base, analytics: false, marketing: false };
    case "accept-selected":
      return { ...base, ...selected };
  }
}
