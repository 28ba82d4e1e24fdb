import { describe, expect, it } from "vitest";
import { englishFrom } from "./english";
import { i18nFor } from "./i18n.server";
import enAccounts from "./locales/en/accounts";
import enEmail from "./locales/en/email";
import enListings from "./locales/en/listings";

describe("the English defaults of shared code", () => {
  it("say what the request's i18next says, word for word", () => {
    const ours = englishFrom(enAccounts);
    const i18next = i18nFor("en").getFixedT("en", "accounts");
    const values = { max: 30, min: 8, price: "£12.00", email: "jo@example.com" };
    for (const section of ["forms", "signup", "login"] as const) {
      for (const key of Object.keys(enAccounts[section])) {
        expect(ours(`${section}.${key}`, values)).toBe(i18next(`${section}.${key}`, values));
      }
    }
  });

  it("counts as i18next does in English: one and other", () => {
    const ours = englishFrom(enEmail);
    const i18next = i18nFor("en").getFixedT("en", "email");
    for (const count of [0, 1, 2, 3]) {
      const values = { count, date: "21 December 2026" };
      expect(ours("inactiveWarning.notSignedIn", values)).toBe(
        i18next("inactiveWarning.notSignedIn", values),
      );
    }
    expect(ours("inactiveWarning.notSignedIn", { count: 1, date: "" })).toContain("1 year.");
  });

  it("reads another namespace it is given by `ns:key`, as i18next does, and no other", () => {
    const ours = englishFrom(enEmail, { listings: enListings });
    const i18next = i18nFor("en").getFixedT("en", "email");
    for (const key of ["listings:types.Swap", "listings:categories.Seedlings"]) {
      expect(ours(key)).toBe(i18next(key));
    }
    expect(ours("listings:card.aboutMiles", { count: 3 })).toBe("about 3 miles away");
    expect(() => ours("accounts:forms.emailInvalid")).toThrow(/accounts:forms.emailInvalid/);
  });

  it("refuses a key the catalogue does not have", () => {
    expect(() => englishFrom(enAccounts)("forms.nothing")).toThrow(/forms.nothing/);
  });
});
