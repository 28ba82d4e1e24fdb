import { describe, expect, it } from "vitest";
import { cities } from "~/data/cities";
import { cityForSearch, suggestCities } from "./city-suggestions";
import { MAX_CITY_SUGGESTIONS } from "./suggest-cities";

const names = (query: string, limit?: number) => suggestCities(query, limit).map((c) => c.name);

describe("suggestCities", () => {
  it("suggests nothing for an empty or blank query", () => {
    expect(suggestCities("")).toEqual([]);
    expect(suggestCities("   ")).toEqual([]);
    expect(suggestCities("--")).toEqual([]);
  });

  it("matches names case-insensitively, ignoring punctuation", () => {
    expect(names("LEEDS")).toEqual(["Leeds"]);
    expect(names("stoke on trent")).toEqual(["Stoke-on-Trent"]);
    expect(names("st helens")).toEqual(["St Helens"]);
  });

  it("matches counties as well as names, names first", () => {
    const kent = suggestCities("kent");
    expect(kent.length).toBeGreaterThan(1);
    expect(kent.every((c) => c.county === "Kent" || c.name.toLowerCase().includes("kent"))).toBe(
      true,
    );
    // Every match is a name or county containing the query.
    for (const query of ["man", "york", "shire", "west"]) {
      for (const city of suggestCities(query, 200)) {
        expect(`${city.name} ${city.county}`.toLowerCase()).toContain(query);
      }
    }
  });

  it("puts names that start with the query first, then words that start with it, then the rest", () => {
    // "new": Newcastle upon Tyne, Newport, Newry, Newcastle-under-Lyme start with it.
    const result = names("new", 20);
    const startsWith = result.filter((name) => name.toLowerCase().startsWith("new"));
    expect(result.slice(0, startsWith.length)).toEqual(startsWith);
    expect(startsWith).toContain("Newport");
    // "hull" is a word inside "Kingston upon Hull".
    expect(names("hull")[0]).toBe("Kingston upon Hull");
  });

  it("orders bigger cities first within a group", () => {
    const result = suggestCities("greater manchester", 20);
    const populations = result.map(
      (c) => cities.find((city) => city.slug === c.slug)?.population ?? 0,
    );
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it("offers at most 8 suggestions", () => {
    expect(MAX_CITY_SUGGESTIONS).toBe(8);
    // "a" is in nearly every name.
    expect(suggestCities("a")).toHaveLength(8);
    expect(suggestCities("a", 3)).toHaveLength(3);
    expect(suggestCities("a")[0]?.name).toBe("Aberdeen");
  });

  it("gives each suggestion's name, slug and county", () => {
    expect(suggestCities("Cardiff")).toEqual([
      { name: "Cardiff", slug: "cardiff", county: "Cardiff" },
    ]);
  });
});

describe("cityForSearch", () => {
  it("finds the city a search names exactly, by name or slug", () => {
    expect(cityForSearch("york")?.slug).toBe("york");
    expect(cityForSearch("Brighton & Hove")?.slug).toBe("brighton-and-hove");
    expect(cityForSearch("kingston-upon-hull")?.slug).toBe("kingston-upon-hull");
  });

  it("takes the only suggestion when there is just one", () => {
    expect(cityForSearch("Middlesbro")?.slug).toBe("middlesbrough");
  });

  it("finds nothing for an ambiguous or unknown search", () => {
    expect(cityForSearch("new")).toBeUndefined();
    expect(cityForSearch("Atlantis")).toBeUndefined();
    expect(cityForSearch(" ")).toBeUndefined();
  });
});
