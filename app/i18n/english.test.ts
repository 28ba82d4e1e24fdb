import { describe, expect, it } from "vitest";
import { englishFrom } from "./english";
import { i18nFor } from "./i18n.server";
import enAccounts from "./locales/en/accounts";

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

  it("refuses a key the catalogue does not have", () => {
    expect(() => englishFrom(enAccounts)("forms.nothing")).toThrow(/forms.nothing/);
  });
});
