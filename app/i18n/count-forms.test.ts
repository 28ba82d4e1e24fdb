import { describe, expect, it } from "vitest";
import { catalogues } from "./catalogues.server";
import { countFormsIn, countText } from "./count-forms";
import { i18nFor } from "./i18n.server";

// The forms a page hands a script that counts after the page is sent: the script's words must be
// the ones React renders for the same number, or a Welsh page turns English (and React, finding
// other words than it rendered, throws away the server's page).

describe("count forms", () => {
  it.each(["en", "cy"] as const)("say in %s what i18next says for each number", (lng) => {
    const t = i18nFor(lng).getFixedT(lng, "common");
    const forms = countFormsIn(t, lng, "messagesUnread");
    const locale = lng === "cy" ? "cy" : "en-GB";
    for (const count of [1, 2, 3, 4, 6, 7, 11, 20, 100]) {
      expect(countText(forms, count, locale)).toBe(t("messagesUnread", { count }));
      // As app/live/live-client.js picks it.
      const form = forms[new Intl.PluralRules(locale).select(count)] ?? "";
      expect(form.replace("{n}", String(count))).toBe(t("messagesUnread", { count }));
    }
  });

  it("keep the {{n}} a message writes itself", () => {
    const t = i18nFor("cy").getFixedT("cy", "places");
    expect(countFormsIn(t, "cy", "locations.cityCount").two).toBe(
      t("locations.cityCount", { count: 2, n: "{n}" }),
    );
    expect(Object.keys(catalogues.cy.places).length).toBeGreaterThan(0);
  });
});
