import { describe, expect, it } from "vitest";
import { type AllotmentEntry, allotmentEntries } from "~/data/allotments";
import { cities } from "~/data/cities";
import { ALLOTMENT_FILTER_MAX_LENGTH, searchAllotments, showingText } from "./allotment-search.ts";
import {
  allotmentCitySlug,
  allotmentCounties,
  allotmentFilters,
  allotments,
} from "./allotments.ts";

const ENGLISH_REGIONS = new Set([
  "North East",
  "North West",
  "Yorkshire and The Humber",
  "East Midlands",
  "West Midlands",
  "East of England",
  "London",
  "South East",
  "South West",
]);

/** Councils' own domains: .gov.uk (England, Wales, NI, and Scotland's older ones), and the few
 * council-run addresses outside it. */
const COUNCIL_DOMAIN = /(\.gov\.uk|\.gov\.scot|\.gov\.wales|\.llyw\.cymru)$/;
const COUNCIL_RUN_DOMAINS = new Set(["www.edinburghoutdoors.org.uk", "www.outdoorcardiff.com"]);

function entry(overrides: Partial<AllotmentEntry>): AllotmentEntry {
  return {
    id: "test",
    councilName: "Test Council",
    city: "Testford",
    county: "Testshire",
    region: "South East",
    country: "England",
    applicationUrl: "https://www.test.gov.uk/allotments",
    notes: "",
    ...overrides,
  };
}

const leeds = entry({
  id: "leeds",
  councilName: "Leeds City Council",
  city: "Leeds",
  county: "West Yorkshire",
});
const bradford = entry({
  id: "bradford",
  councilName: "City of Bradford Metropolitan District Council",
  city: "Bradford",
  county: "West Yorkshire",
});
const lewisham = entry({
  id: "lewisham",
  councilName: "London Borough of Lewisham",
  city: "London",
  county: "Greater London",
});
const sample = [leeds, bradford, lewisham];
const ids = (found: AllotmentEntry[]) => found.map((e) => e.id);

describe("the allotment directory data", () => {
  it("holds at least 36 councils, each once", () => {
    expect(allotmentEntries.length).toBeGreaterThanOrEqual(36);
    expect(new Set(allotmentEntries.map((e) => e.id)).size).toBe(allotmentEntries.length);
    expect(new Set(allotmentEntries.map((e) => e.councilName)).size).toBe(allotmentEntries.length);
    for (const e of allotmentEntries) expect(e.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("covers all four nations, with region and nation in agreement", () => {
    expect(new Set(allotmentEntries.map((e) => e.country))).toEqual(
      new Set(["England", "Scotland", "Wales", "Northern Ireland"]),
    );
    for (const e of allotmentEntries) {
      if (e.country === "England") expect(ENGLISH_REGIONS).toContain(e.region);
      else expect(e.region).toBe(e.country);
    }
  });

  it("includes London boroughs, filed under London and Greater London", () => {
    const boroughs = allotmentEntries.filter((e) => e.councilName.startsWith("London Borough of"));
    expect(boroughs.length).toBeGreaterThanOrEqual(8);
    for (const e of boroughs) {
      expect(e.city).toBe("London");
      expect(e.county).toBe("Greater London");
      expect(e.region).toBe("London");
    }
  });

  it("links only to https addresses on councils' own domains", () => {
    for (const e of allotmentEntries) {
      const url = new URL(e.applicationUrl);
      expect(url.protocol, e.id).toBe("https:");
      expect(url.username + url.password, e.id).toBe("");
      expect(
        COUNCIL_DOMAIN.test(url.hostname) || COUNCIL_RUN_DOMAINS.has(url.hostname),
        `${e.id}: ${url.hostname}`,
      ).toBe(true);
    }
  });

  it("gives well-formed contact details where it gives any, and notes for every council", () => {
    for (const e of allotmentEntries) {
      if (e.contactEmail) expect(e.contactEmail).toMatch(/^[^\s@]+@[a-z0-9.-]+\.gov\.uk$/);
      if (e.contactPhone) expect(e.contactPhone).toMatch(/^0\d{2,4} ?\d{3,4} ?\d{3,4}$/);
      expect(e.notes.length, e.id).toBeGreaterThan(40);
      expect(e.notes, e.id).not.toMatch(/\d+ (people|names|applicants)/);
    }
  });

  it("uses the seeded city's county and region wherever the city is a seeded one", () => {
    for (const e of allotmentEntries) {
      const slug = allotmentCitySlug(e);
      const city = cities.find((c) => c.slug === slug);
      if (!city) continue;
      expect(e.county, e.id).toBe(city.county);
      expect(e.region, e.id).toBe(city.region);
      expect(e.country, e.id).toBe(city.country);
    }
  });

  it("matches a seeded city for nearly every council, so most cards link to city pages", () => {
    const matched = allotmentEntries.filter((e) => allotmentCitySlug(e));
    expect(matched.length).toBeGreaterThanOrEqual(allotmentEntries.length - 2);
  });
});

describe("the directory's order and counties", () => {
  it("lists councils alphabetically", () => {
    const names = allotments.map((e) => e.councilName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en-GB")));
  });

  it("offers each county once, alphabetically", () => {
    expect(new Set(allotmentCounties).size).toBe(allotmentCounties.length);
    expect([...allotmentCounties]).toEqual(
      [...allotmentCounties].sort((a, b) => a.localeCompare(b, "en-GB")),
    );
    expect(allotmentCounties).toContain("Greater London");
    expect(allotmentCounties).toContain("County Antrim");
  });
});

describe("searchAllotments", () => {
  it("matches everything when nothing is typed and no county is chosen", () => {
    expect(ids(searchAllotments(sample, { location: "", county: "" }))).toEqual(ids(sample));
    expect(ids(searchAllotments(sample, { location: "   ", county: "" }))).toEqual(ids(sample));
  });

  it("matches part of the city, ignoring case", () => {
    expect(ids(searchAllotments(sample, { location: "LEE", county: "" }))).toEqual(["leeds"]);
    expect(ids(searchAllotments(sample, { location: "ondo", county: "" }))).toEqual(["lewisham"]);
  });

  it("matches part of the county", () => {
    expect(ids(searchAllotments(sample, { location: "yorkshire", county: "" }))).toEqual([
      "leeds",
      "bradford",
    ]);
  });

  it("matches part of the council's name", () => {
    expect(ids(searchAllotments(sample, { location: "lewisham", county: "" }))).toEqual([
      "lewisham",
    ]);
    expect(ids(searchAllotments(sample, { location: "metropolitan", county: "" }))).toEqual([
      "bradford",
    ]);
  });

  it("ignores spaces around what was typed, but not inside it", () => {
    expect(ids(searchAllotments(sample, { location: "  leeds ", county: "" }))).toEqual(["leeds"]);
    expect(ids(searchAllotments(sample, { location: "west  yorkshire", county: "" }))).toEqual([]);
  });

  it("treats the search as plain text, not a pattern", () => {
    expect(ids(searchAllotments(sample, { location: ".*", county: "" }))).toEqual([]);
  });

  it("filters by exact county only", () => {
    expect(ids(searchAllotments(sample, { location: "", county: "West Yorkshire" }))).toEqual([
      "leeds",
      "bradford",
    ]);
    expect(ids(searchAllotments(sample, { location: "", county: "west yorkshire" }))).toEqual([]);
    expect(ids(searchAllotments(sample, { location: "", county: "Yorkshire" }))).toEqual([]);
  });

  it("needs both the search and the county to match", () => {
    expect(ids(searchAllotments(sample, { location: "brad", county: "West Yorkshire" }))).toEqual([
      "bradford",
    ]);
    expect(ids(searchAllotments(sample, { location: "brad", county: "Greater London" }))).toEqual(
      [],
    );
  });

  it("finds the real London boroughs under London", () => {
    const found = searchAllotments(allotments, { location: "london", county: "" });
    expect(found.length).toBeGreaterThanOrEqual(8);
    expect(found.every((e) => e.city === "London" || /london/i.test(e.councilName))).toBe(true);
  });
});

describe("allotmentFilters", () => {
  it("reads the location and county from the address", () => {
    expect(
      allotmentFilters(new URLSearchParams("location=%20Leeds%20&county=West+Yorkshire")),
    ).toEqual({ location: "Leeds", county: "West Yorkshire" });
  });

  it("gives empty filters when there are none", () => {
    expect(allotmentFilters(new URLSearchParams())).toEqual({ location: "", county: "" });
  });

  it("treats a county the directory does not have as all counties", () => {
    expect(allotmentFilters(new URLSearchParams("county=Atlantis")).county).toBe("");
    expect(allotmentFilters(new URLSearchParams("county=west+yorkshire")).county).toBe("");
  });

  it("reads no more than the longest useful search", () => {
    const long = "a".repeat(ALLOTMENT_FILTER_MAX_LENGTH + 50);
    expect(allotmentFilters(new URLSearchParams({ location: long })).location).toHaveLength(
      ALLOTMENT_FILTER_MAX_LENGTH,
    );
  });
});

describe("showingText", () => {
  it("counts the locations shown", () => {
    expect(showingText(0)).toBe("Showing 0 allotment locations");
    expect(showingText(1)).toBe("Showing 1 allotment location");
    expect(showingText(38)).toBe("Showing 38 allotment locations");
  });
});

describe("allotmentCitySlug", () => {
  it("finds the seeded city by name, ignoring case", () => {
    expect(allotmentCitySlug({ city: "Newcastle upon Tyne" })).toBe("newcastle-upon-tyne");
    expect(allotmentCitySlug({ city: "brighton and hove" })).toBe("brighton-and-hove");
  });

  it("finds none for a place that is not a seeded city", () => {
    expect(allotmentCitySlug({ city: "Carrickfergus" })).toBeUndefined();
  });
});
