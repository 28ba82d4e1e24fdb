import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  averageOfStations,
  CLIMATE_PERIOD,
  medianFrostDates,
  monthlyMeanAirFrosts,
} from "./frost-dates";
import { growingRegions } from "./growing-regions";

/** A station's committed extract of the Met Office's historic station data. */
const extract = (station: string) =>
  readFileSync(
    new URL(`./frost/${station.toLowerCase().replace(/[^a-z]/g, "")}.txt`, import.meta.url),
    "utf8",
  );

describe("the regions' frost dates", () => {
  it("are the medians the Met Office's 1991-2020 station records give", () => {
    for (const region of growingRegions) {
      const means = averageOfStations(
        region.frostStations.map((station) => monthlyMeanAirFrosts(extract(station))),
      );
      expect(medianFrostDates(means), region.id).toEqual({
        lastFrost: region.lastFrost,
        firstFrost: region.firstFrost,
      });
    }
  });

  it("come from extracts holding every month of the thirty years, with the licence stated", () => {
    for (const station of growingRegions.flatMap((region) => region.frostStations)) {
      const text = extract(station);
      const rows = text.split("\n").filter((line) => /^\d{4} /.test(line));
      const years = CLIMATE_PERIOD.to - CLIMATE_PERIOD.from + 1;
      expect(rows, station).toHaveLength(years * 12);
      expect(rows[0], station).toMatch(/^1991 1 /);
      expect(rows.at(-1), station).toMatch(/^2020 12 /);
      expect(text, station).toContain("Open Government Licence v3.0");
      expect(text, station).toContain(
        "https://www.metoffice.gov.uk/pub/data/weather/uk/climate/stationdata/",
      );
    }
  });

  it("keep Oxford's average: about 34 air frosts a year, none in summer", () => {
    const oxford = monthlyMeanAirFrosts(extract("Oxford"));
    expect(oxford.reduce((sum, days) => sum + days, 0)).toBeCloseTo(33.9, 1);
    expect(oxford.slice(5, 8)).toEqual([0, 0, 0]);
  });
});

describe("the derivation", () => {
  it("puts the last frost where fewer than ln 2 frosts remain, and the first where ln 2 have come", () => {
    // Thirty frosts in each of January and December and none between: the spring's last on
    // 31 January (a frost a day is more than ln 2), the autumn's first on 1 December.
    const winterOnly = [30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 30];
    expect(medianFrostDates(winterOnly)).toEqual({ lastFrost: "01-31", firstFrost: "12-01" });
    // One frost in the whole of April and none after: 21 days of it (0.70) remain after 9 April,
    // 20 days (0.67, under ln 2) after 10 April.
    const oneInApril = [31, 28, 31, 1, 0, 0, 0, 0, 0, 0, 0, 31];
    expect(medianFrostDates(oneInApril).lastFrost).toBe("04-10");
  });

  it("skips a missing month and counts an estimated one", () => {
    const rows = ["yyyy mm af"];
    for (let year = 1991; year <= 2020; year += 1) {
      for (let month = 1; month <= 12; month += 1) {
        const value = month === 1 ? (year === 1991 ? "---" : year === 1992 ? "8*" : "2") : "0";
        rows.push(`${year} ${month} ${value}`);
      }
    }
    // January: 8 once and 2 in 28 years, over 29 years with a record.
    expect(monthlyMeanAirFrosts(rows.join("\n"))[0]).toBeCloseTo((8 + 2 * 28) / 29, 10);
  });
});
