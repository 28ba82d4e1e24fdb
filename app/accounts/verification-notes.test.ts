import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { englishEmail } from "~/server/email/templates/email-language";
import { registrationNumberDetails } from "./registration-number";
import {
  DEFAULT_REVIEW_NOTES,
  verificationNoteIn,
  verificationNoteKey,
} from "./verification-notes";

// A verification request's stored notes said in the reader's language (decision 0119): Glut's
// own words found again by their stored English, an admin's notes as typed. The English is
// copied here character for character, so a change to what is stored or said fails.

const STORED = [
  "Charity number format valid - pending manual verification",
  "Invalid charity number format",
  "Company number format valid - pending manual verification",
  "Invalid company number format",
  "School URN format valid - pending manual verification",
  "Invalid school URN format",
  "Registration number required for verification",
  "Unrecognized registration number format",
  "Organization verified and approved for free access.",
  "Verification rejected. Please contact support for more information.",
];

// The translators that reach it: the admin pages' (`admin` namespace), the member dashboard's and
// the emails' (`email`), and the emails' English default.
const translators = (lng: "en" | "cy") => [
  i18nFor(lng).getFixedT(lng, "admin"),
  i18nFor(lng).getFixedT(lng, "email"),
];

describe("verificationNoteIn", () => {
  it("knows every note Glut writes, and those alone", () => {
    expect([
      ...Object.values(registrationNumberDetails),
      ...Object.values(DEFAULT_REVIEW_NOTES),
    ]).toEqual(STORED);
    for (const note of STORED) expect(verificationNoteKey(note)).not.toBeNull();
    expect(verificationNoteKey("Checked against the register by phone.")).toBeNull();
    expect(verificationNoteKey(null)).toBeNull();
    expect(verificationNoteKey("")).toBeNull();
  });

  it("says each in English word for word as stored, through every translator", () => {
    for (const t of [...translators("en"), englishEmail]) {
      for (const note of STORED) expect(verificationNoteIn(t, note)).toBe(note);
    }
  });

  it("says each in Welsh to a Welsh reader", () => {
    const admin = i18nFor("cy").getFixedT("cy", "admin");
    const email = i18nFor("cy").getFixedT("cy", "email");
    expect(verificationNoteIn(admin, STORED[0] as string)).toBe(
      "Fformat y rhif elusen yn ddilys - yn aros i gael ei ddilysu â llaw",
    );
    expect(verificationNoteIn(email, STORED[9] as string)).toBe(
      "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.",
    );
    for (const t of translators("cy")) {
      const welsh = STORED.map((note) => verificationNoteIn(t, note));
      for (const [index, text] of welsh.entries()) expect(text).not.toBe(STORED[index]);
      expect(new Set(welsh).size).toBe(STORED.length);
    }
  });

  it("shows an admin's own notes as typed, in either language", () => {
    for (const t of [...translators("en"), ...translators("cy")]) {
      expect(verificationNoteIn(t, "Checked against the register by phone.")).toBe(
        "Checked against the register by phone.",
      );
    }
  });
});
