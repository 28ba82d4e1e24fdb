import { describe, expect, it } from "vitest";
import { cities } from "~/data/cities";
import { countFormsIn, countText } from "~/i18n/count-forms";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { availableUntilLabel } from "~/listings/listing-expiry";
import { distanceLabel } from "~/listings/listing-options";
import { relativeDate } from "~/listings/relative-date";
import { wantedCardData } from "~/wanted/wanted-card";
import { lookingFor } from "~/wanted/wanted-text";
import { showingText } from "./allotment-search";
import { cityCountText } from "./city-search";
import {
  activeListingsText,
  freeListingsText,
  viewAllFreeListingsText,
  viewAllListingsText,
} from "./listing-counts";
import {
  availableUntilIn,
  citySharedWordsIn,
  distanceIn,
  listingCountIn,
  placesTIn,
  populationIn,
  regionIn,
  relativeDateWordsIn,
  viewAllIn,
  wantedCardDataIn,
  wantedCardWordsIn,
} from "./place-words";
import { populationWithBasis } from "./population-basis";

// The place pages' made-up words (decision 0098): in English exactly what the English helpers
// that pages not yet converted still use say, and in Welsh with Welsh plurals and names.

const placesT = (lng: Language) => i18nFor(lng).getFixedT(lng, "places");
const en = placesT("en");
const cy = placesT("cy");

describe("the place pages' words in English", () => {
  it("count listings as listing-counts.ts does", () => {
    for (const total of [0, 1, 2, 3, 100, 1234]) {
      for (const exact of [true, false]) {
        expect(listingCountIn(en, "en", "active", total, "Leeds", exact)).toBe(
          activeListingsText(total, "Leeds", exact),
        );
        expect(listingCountIn(en, "en", "free", total, "Leeds", exact)).toBe(
          freeListingsText(total, "Leeds", exact),
        );
        expect(viewAllIn(en, "en", false, total, exact)).toBe(viewAllListingsText(total, exact));
        expect(viewAllIn(en, "en", true, total, exact)).toBe(viewAllFreeListingsText(total, exact));
      }
    }
  });

  it("give every city's population as population-basis.ts does", () => {
    for (const city of cities) expect(populationIn(en, "en", city)).toBe(populationWithBasis(city));
  });

  it("say what was shared: the month's count first, a whole year once, and nothing invented at 0", () => {
    const leeds = citySharedWordsIn(en, "en", "Leeds");
    const november = { month: "2026-11", year: 2026 };
    const january = { month: "2027-01", year: 2027 };
    expect(leeds.uk({ thisMonth: 12, thisYear: 1403 }, november)).toBe(
      "12 items collected through Glut across the UK in November, 1,403 so far in 2026.",
    );
    expect(leeds.here?.({ thisMonth: 1, thisYear: 2 }, november)).toBe(
      "1 item collected through Glut in Leeds in November, 2 so far in 2026.",
    );
    expect(leeds.here?.({ thisMonth: 3, thisYear: 3 }, january)).toBe(
      "3 items collected through Glut in Leeds in January 2027.",
    );
    expect(leeds.here?.({ thisMonth: 1, thisYear: 1 }, november)).toBe(
      "1 item collected through Glut in Leeds in November 2026.",
    );
    expect(leeds.here?.({ thisMonth: 0, thisYear: 27 }, november)).toBe(
      "27 items collected through Glut in Leeds so far in 2026, none yet in November.",
    );
    expect(leeds.here?.({ thisMonth: 0, thisYear: 0 }, november)).toBe(
      "Nothing has been collected through Glut in Leeds yet in 2026.",
    );
    expect(leeds.title).toBe("Shared in Leeds");
    expect(leeds.beFirst).toBe("Be the first in Leeds:");
  });

  it("date a card as the listing card does", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    for (const days of [0, 1, 2, 6, 7, 15, 29, 45]) {
      const posted = new Date(now.getTime() - days * 86_400_000);
      expect(relativeDate(posted, now, relativeDateWordsIn(en, "en"))).toBe(
        relativeDate(posted, now),
      );
    }
    expect(availableUntilIn(en, "en", "2026-12-02")).toBe(availableUntilLabel("2026-12-02"));
    for (const miles of [0.2, 0.99, 1, 1.4, 2.6, 9.5]) {
      expect(distanceIn(en, miles)).toBe(distanceLabel(miles));
    }
  });

  it("word a wanted post's card as the Wanted tab does", () => {
    const now = new Date("2026-11-30T12:00:00Z");
    for (const category of ["Vegetables", "Seedlings", "Other"]) {
      const post = {
        id: "w1",
        userId: "u1",
        title: "rhubarb crowns",
        category,
        location: "LS6",
        note: null,
        expiresOn: "2026-12-29",
        createdAt: "2026-11-27T09:00:00Z",
      };
      expect(wantedCardDataIn(en, "en", post, null, now)).toEqual(wantedCardData(post, null, now));
    }
    const words = wantedCardWordsIn(en);
    expect(words.lookingFor("rhubarb crowns")).toBe(lookingFor("rhubarb crowns"));
    expect(words.near("LS6")).toBe("Near LS6");
    expect(wantedCardWordsIn(cy).lookingFor("riwbob")).toBe("Yn chwilio am: riwbob");
  });

  it("count in the inline scripts as the English scripts did", () => {
    const showing = countFormsIn(en, "en", "allotments.showing");
    const cityCount = countFormsIn(en, "en", "locations.cityCount");
    for (const count of [0, 1, 2, 3, 6, 11, 1000]) {
      expect(countText(showing, count, "en-GB")).toBe(showingText(count));
      expect(countText(cityCount, count, "en-GB")).toBe(cityCountText(count));
    }
  });
});

describe("the place pages' words in Welsh", () => {
  it("mutate a Welsh place's name after 'yn', through the page's translator", () => {
    const t = placesTIn(cy, "cy");
    expect(listingCountIn(t, "cy", "free", 2, "Caerdydd")).toBe(
      "2 hysbyseb am ddim yng Nghaerdydd",
    );
    expect(citySharedWordsIn(t, "cy", "Bangor").title).toBe("Wedi’i rannu ym Mangor");
    expect(placesTIn(en, "en")).toBe(en);
  });

  it("count with the noun in the singular, mutated after two", () => {
    expect(listingCountIn(cy, "cy", "active", 12, "Wrecsam")).toBe(
      "12 hysbyseb weithredol yn Wrecsam",
    );
    const cityCount = countFormsIn(cy, "cy", "locations.cityCount");
    expect(Object.keys(cityCount).sort()).toEqual(["few", "many", "one", "other", "two", "zero"]);
    expect(countText(cityCount, 2, "cy")).toBe("2 ddinas");
    expect(countText(cityCount, 3, "cy")).toBe("3 dinas");
    expect(countText(countFormsIn(cy, "cy", "allotments.showing"), 2, "cy")).toBe(
      "Yn dangos 2 leoliad rhandir",
    );
  });

  it("name the region and the population's basis in Welsh, with the place's Welsh name", () => {
    const cardiff = cities.find((city) => city.slug === "cardiff");
    if (!cardiff) throw new Error("Cardiff is a seeded city");
    expect(regionIn(cy, cardiff.region)).toBe("Cymru");
    expect(populationIn(cy, "cy", cardiff, "Caerdydd")).toBe(
      "poblogaeth 383,919 (ardal cyngor Caerdydd, amcangyfrif canol 2024)",
    );
    expect(availableUntilIn(cy, "cy", "2026-12-02")).toBe("Ar gael tan 2 Rhagfyr 2026");
    expect(distanceIn(cy, 0.5)).toBe("llai na milltir i ffwrdd");
    expect(distanceIn(cy, 2.2)).toBe("tua 2 filltir i ffwrdd");
    expect(distanceIn(cy, 3)).toBe("tua 3 milltir i ffwrdd");
  });
});
