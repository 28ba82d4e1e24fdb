import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { newcomerLabel, standingDate } from "./member-standing";

// Moderators' newcomer label (decision 0098): English as it always was, Welsh with a Welsh date.

const until = { newcomerUntil: new Date("2026-12-05T12:00:00Z") };

describe("the newcomer label", () => {
  it("says the English it always said", () => {
    expect(newcomerLabel(until)).toBe("Newcomer (until 5 December 2026)");
    expect(newcomerLabel(until, i18nFor("en").getFixedT("en", "admin"), "en")).toBe(
      "Newcomer (until 5 December 2026)",
    );
    expect(newcomerLabel({ newcomerUntil: null })).toBeNull();
  });

  it("is Welsh, date and all, for a Welsh moderator", () => {
    expect(newcomerLabel(until, i18nFor("cy").getFixedT("cy", "admin"), "cy")).toBe(
      "Newydd-ddyfodiad (tan 5 Rhagfyr 2026)",
    );
    expect(standingDate(until.newcomerUntil, "cy")).toBe("5 Rhagfyr 2026");
  });
});
