import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { moderatedTitle } from "./moderation-target";

// A reported thing's heading with our words around the member's (decision 0098): English as it
// always was, Welsh for a Welsh moderator or in a Welsh owner's email.

const reply = {
  title: "Reply in “Slugs”",
  titleWords: { key: "admin:reports.items.reply", values: { topic: "Slugs" } },
};

describe("a moderated item's heading", () => {
  it("is the English it always was", () => {
    const t = i18nFor("en").getFixedT("en", "admin");
    expect(moderatedTitle(reply, t)).toBe(reply.title);
    const thanks = {
      title: "A thank-you note to Sam",
      titleWords: { key: "admin:reports.items.thanks", values: { name: "Sam" } },
    };
    expect(moderatedTitle(thanks, i18nFor("en").getFixedT("en", "email"))).toBe(thanks.title);
    expect(moderatedTitle({ title: "Courgettes" }, t)).toBe("Courgettes");
  });

  it("is Welsh in Welsh, the member's words as written", () => {
    expect(moderatedTitle(reply, i18nFor("cy").getFixedT("cy", "admin"))).toBe("Ateb yn “Slugs”");
    expect(
      moderatedTitle(
        {
          title: "A message about “Apples”",
          titleWords: { key: "admin:reports.items.message", values: { listing: "Apples" } },
        },
        i18nFor("cy").getFixedT("cy", "email"),
      ),
    ).toBe("Neges am “Apples”");
  });
});
