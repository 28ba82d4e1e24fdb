import { describe, expect, it } from "vitest";
import {
  COOKIE_CONSENT_VERSION,
  consentFromChoice,
  cookieConsentSchema,
} from "./cookie-consent.ts";

const now = new Date("2026-03-14T09:30:00.000Z");

describe("consentFromChoice", () => {
  it("accepts everything for accept-all, whatever the toggles say", () => {
    const consent = consentFromChoice("accept-all", { analytics: false, marketing: false }, now);
    expect(consent).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: "2026-03-14T09:30:00.000Z",
      version: COOKIE_CONSENT_VERSION,
    });
  });

  it("refuses everything optional for reject-all, whatever the toggles say", () => {
    const consent = consentFromChoice("reject-all", { analytics: true, marketing: true }, now);
    expect(consent).toMatchObject({ necessary: true, analytics: false, marketing: false });
  });

  it("keeps exactly the toggles for accept-selected", () => {
    expect(
      consentFromChoice("accept-selected", { analytics: true, marketing: false }, now),
    ).toMatchObject({ necessary: true, analytics: true, marketing: false });
    expect(
      consentFromChoice("accept-selected", { analytics: false, marketing: true }, now),
    ).toMatchObject({ necessary: true, analytics: false, marketing: true });
  });

  it("produces a record the cookie reader accepts back", () => {
    for (const choice of ["accept-all", "accept-selected", "reject-all"] as const) {
      const consent = consentFromChoice(choice, { analytics: true, marketing: false }, now);
      expect(cookieConsentSchema.parse(consent)).toEqual(consent);
    }
  });
});
