import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { citySharedWordsIn } from "~/places/place-words";
import { sharedSoFarWords } from "./shared-so-far-words";

const period = { month: "2026-11", year: 2026 };
const cases = [
  { thisMonth: 0, thisYear: 0 },
  { thisMonth: 1, thisYear: 1 },
  { thisMonth: 0, thisYear: 1200 },
  { thisMonth: 4, thisYear: 30 },
];

describe("the home page's shared-so-far words", () => {
  it("say across the UK what a city page says, in English and in Welsh", () => {
    for (const lng of ["en", "cy"] as const) {
      const words = sharedSoFarWords(i18nFor(lng).getFixedT(lng, "pages"), lng);
      const city = citySharedWordsIn(i18nFor(lng).getFixedT(lng, "places"), lng, "Leeds");
      for (const counts of cases) {
        expect(words.uk(counts, period)).toBe(city.uk(counts, period));
      }
    }
  });

  it("say it in Welsh, with the month's Welsh name", () => {
    const words = sharedSoFarWords(i18nFor("cy").getFixedT("cy", "pages"), "cy");
    expect(words.title).toBe("Wedi’i rannu drwy Glut");
    expect(words.uk({ thisMonth: 4, thisYear: 30 }, period)).toBe(
      "Casglwyd 4 eitem drwy Glut ledled y DU ym mis Tachwedd, a 30 hyd yma yn 2026.",
    );
  });
});
