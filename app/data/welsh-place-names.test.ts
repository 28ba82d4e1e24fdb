import { describe, expect, it } from "vitest";
import { allotmentEntries } from "./allotments";
import { cities } from "./cities";
import {
  cityNamesIn,
  councilNameIn,
  mutatePlacesAfterYn,
  WELSH_COUNCIL_NAMES,
  WELSH_PLACE_NAMES,
} from "./welsh-place-names";

// Places and councils in Wales by their Welsh names on Welsh pages (docs/welsh-glossary.md).

describe("Welsh names of places and councils", () => {
  it("has a Welsh name for every council in Wales in the allotment directory", () => {
    for (const entry of allotmentEntries.filter((e) => e.country === "Wales")) {
      expect({ id: entry.id, welsh: WELSH_COUNCIL_NAMES[entry.id] }).toEqual({
        id: entry.id,
        welsh: expect.stringMatching(/^Cyngor /),
      });
    }
  });

  it("names only places in Wales in Welsh", () => {
    const seeded = new Map(cities.map((city) => [city.slug, city]));
    for (const slug of Object.keys(WELSH_PLACE_NAMES)) {
      const city = seeded.get(slug);
      if (city) expect({ slug, country: city.country }).toEqual({ slug, country: "Wales" });
    }
  });

  it("gives a city and its own council area the Welsh name on a Welsh page only", () => {
    const cardiff = { slug: "cardiff", name: "Cardiff", county: "Cardiff" };
    expect(cityNamesIn("cy", cardiff)).toEqual({
      ...cardiff,
      name: "Caerdydd",
      county: "Caerdydd",
    });
    expect(cityNamesIn("en", cardiff)).toEqual(cardiff);
    const bangor = { slug: "bangor", name: "Bangor", county: "Gwynedd" };
    expect(cityNamesIn("cy", bangor)).toEqual(bangor);
    expect(councilNameIn("cy", { id: "cardiff", councilName: "Cardiff Council" })).toBe(
      "Cyngor Caerdydd",
    );
    expect(councilNameIn("en", { id: "cardiff", councilName: "Cardiff Council" })).toBe(
      "Cardiff Council",
    );
    expect(councilNameIn("cy", { id: "leeds", councilName: "Leeds City Council" })).toBe(
      "Leeds City Council",
    );
  });
});

describe("Welsh place names after 'yn'", () => {
  it("are nasally mutated, and other places' names are not", () => {
    expect(mutatePlacesAfterYn("Cynnyrch gardd yn Caerdydd")).toBe("Cynnyrch gardd yng Nghaerdydd");
    expect(mutatePlacesAfterYn("Tyfwyr yn Bangor, yn Tyddewi ac yn Merthyr Tudful")).toBe(
      "Tyfwyr ym Mangor, yn Nhyddewi ac ym Merthyr Tudful",
    );
    expect(mutatePlacesAfterYn("yn Pen-y-bont ar Ogwr, yn Y Barri, yn Abertawe, yn Gwynedd")).toBe(
      "ym Mhen-y-bont ar Ogwr, yn y Barri, yn Abertawe, yng Ngwynedd",
    );
    expect(mutatePlacesAfterYn("Banciau bwyd yn Leeds ac yn Birmingham")).toBe(
      "Banciau bwyd yn Leeds ac yn Birmingham",
    );
    expect(mutatePlacesAfterYn("Tyfwyr Caerdydd, ger Casnewydd")).toBe(
      "Tyfwyr Caerdydd, ger Casnewydd",
    );
  });
});
