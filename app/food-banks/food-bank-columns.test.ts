import { describe, expect, it } from "vitest";
import { cellsOf, isBlankRecord, locateColumns, MissingColumnsError } from "./food-bank-columns";

describe("locateColumns", () => {
  it("matches headers ignoring case, spaces and punctuation", () => {
    const positions = locateColumns([
      "ID",
      "Organisation Name",
      "organisation_alt_name",
      "  VERIFIED ",
      "Needed Items",
      "Excess-Items",
      "Parliamentary Constituency",
      "mp",
      "City",
      "Something else",
    ]);
    expect(positions).toEqual({
      sourceId: 0,
      organisationName: 1,
      organisationAltName: 2,
      isVerified: 3,
      neededItems: 4,
      excessItems: 5,
      parliamentaryConstituency: 6,
      mp: 7,
      city: 8,
    });
  });

  it("answers to Give Food's column names too", () => {
    expect(
      locateColumns(["slug", "name", "phone", "url", "needs", "excess", "latt_long", "district"]),
    ).toEqual({
      sourceId: 0,
      organisationName: 1,
      phoneNumber: 2,
      url: 3,
      neededItems: 4,
      excessItems: 5,
      coordinates: 6,
      city: 7,
    });
  });

  it("keeps the first of two columns of the same kind", () => {
    expect(locateColumns(["id", "name", "Organisation Name"]).organisationName).toBe(1);
  });

  it("refuses a sheet without an id or a name column, naming what is missing", () => {
    expect(() => locateColumns(["name", "address"])).toThrow(MissingColumnsError);
    expect(() => locateColumns(["name", "address"])).toThrow(/no "id" column\./);
    expect(() => locateColumns(["town"])).toThrow(/no "id" and "organisation name" columns\./);
  });
});

describe("cellsOf and isBlankRecord", () => {
  it("reads cells by column and leaves out cells past the end of a short row", () => {
    const positions = locateColumns(["id", "name", "postcode"]);
    expect(cellsOf(["fb-1", "Example"], positions)).toEqual({
      sourceId: "fb-1",
      organisationName: "Example",
    });
  });

  it("treats a row of empty or blank cells as blank", () => {
    expect(isBlankRecord(["", "  ", ""])).toBe(true);
    expect(isBlankRecord([""])).toBe(true);
    expect(isBlankRecord(["", "x"])).toBe(false);
  });
});
