import { describe, expect, it } from "vitest";
import type { FoodBankColumn } from "./food-bank-columns";
import { checkFoodBankRow, normalisePostcode, splitItems } from "./food-bank-row";

// Fictional rows: example.org addresses and Ofcom's drama numbers (01632 960xxx).
const minimal = { sourceId: "fb-1", organisationName: "Example Food Bank" };

function check(cells: Partial<Record<FoodBankColumn, string>>) {
  return checkFoodBankRow({ ...minimal, ...cells });
}

function rowOf(cells: Partial<Record<FoodBankColumn, string>>) {
  const result = check(cells);
  if (!result.ok) throw new Error(`expected a valid row, got: ${result.message}`);
  return result.row;
}

function errorOf(cells: Partial<Record<FoodBankColumn, string>>) {
  const result = check(cells);
  if (result.ok) throw new Error("expected the row to be refused");
  return result.message;
}

describe("checkFoodBankRow", () => {
  it("accepts a full row and tidies it", () => {
    expect(
      rowOf({
        sourceId: "  fb-1 ",
        organisationAltName: "Example Community Pantry",
        isVerified: "TRUE",
        address: "1 Example Street\nExampletown",
        postcode: "ls1 1un",
        phoneNumber: "01632 960001",
        email: "help@example.org",
        url: "https://example.org/foodbank",
        network: "Independent",
        neededItems: "Tinned fish; UHT milk\nRice",
        excessItems: "Pasta",
        parliamentaryConstituency: "Example Central",
        mp: "A. N. Example",
        city: "Leeds",
      }),
    ).toEqual({
      sourceId: "fb-1",
      organisationName: "Example Food Bank",
      organisationAltName: "Example Community Pantry",
      isVerified: true,
      address: "1 Example Street\nExampletown",
      postcode: "LS1 1UN",
      phoneNumber: "01632 960001",
      email: "help@example.org",
      url: "https://example.org/foodbank",
      network: "Independent",
      neededItems: ["Tinned fish", "UHT milk", "Rice"],
      excessItems: ["Pasta"],
      parliamentaryConstituency: "Example Central",
      mp: "A. N. Example",
      city: "Leeds",
      location: null,
    });
  });

  it("stores empty optional cells as nothing, and an empty verified cell as not verified", () => {
    expect(rowOf({ email: " ", url: "", isVerified: "" })).toMatchObject({
      email: null,
      url: null,
      isVerified: false,
      neededItems: [],
      location: null,
    });
  });

  it("needs an id and a name", () => {
    expect(checkFoodBankRow({ organisationName: "Example" })).toEqual({
      ok: false,
      message: "id is missing",
    });
    expect(checkFoodBankRow({ sourceId: "x", organisationName: "  " })).toEqual({
      ok: false,
      message: "organisation name is missing",
    });
  });

  it("reads verified as TRUE/FALSE, yes/no or 1/0 and refuses anything else", () => {
    expect(rowOf({ isVerified: "yes" }).isVerified).toBe(true);
    expect(rowOf({ isVerified: "False" }).isVerified).toBe(false);
    expect(rowOf({ isVerified: "1" }).isVerified).toBe(true);
    expect(errorOf({ isVerified: "maybe" })).toBe("verified must be TRUE or FALSE (or yes or no)");
  });

  it("accepts only http and https web addresses, adding https:// to a bare domain", () => {
    expect(rowOf({ url: "http://example.org" }).url).toBe("http://example.org");
    expect(rowOf({ url: "www.example.org/give" }).url).toBe("https://www.example.org/give");
    const message = "url must be a web address starting with http:// or https://";
    expect(errorOf({ url: "javascript:alert(1)" })).toBe(message);
    expect(errorOf({ url: "ftp://example.org" })).toBe(message);
    expect(errorOf({ url: "not a website" })).toBe(message);
  });

  it("refuses an email that is not an email address", () => {
    expect(errorOf({ email: "help at example.org" })).toBe("email must be an email address");
  });

  it("refuses a postcode that is not a UK postcode", () => {
    expect(errorOf({ postcode: "12345" })).toBe("postcode is not a UK postcode");
  });

  it("refuses a phone number without enough digits", () => {
    expect(errorOf({ phoneNumber: "ring us" })).toBe("phone must be a phone number");
    expect(rowOf({ phoneNumber: "+44 1632 960001 (option 2)" }).phoneNumber).toBe(
      "+44 1632 960001 (option 2)",
    );
  });

  it("reads coordinates from one lat_lng cell or from two cells", () => {
    expect(rowOf({ coordinates: "53.8008,-1.5491" }).location).toEqual({
      latitude: 53.8008,
      longitude: -1.5491,
    });
    expect(rowOf({ latitude: "51.4545", longitude: "-2.5879" }).location).toEqual({
      latitude: 51.4545,
      longitude: -2.5879,
    });
  });

  it("refuses coordinates outside the UK, such as latitude and longitude swapped", () => {
    const message = "coordinates must be a latitude and longitude in the UK, such as 53.80,-1.55";
    expect(errorOf({ coordinates: "-1.5491,53.8008" })).toBe(message);
    expect(errorOf({ latitude: "53.8" })).toBe(message);
    expect(errorOf({ coordinates: "north" })).toBe(message);
  });

  it("names every problem of a row in one message", () => {
    expect(errorOf({ email: "nope", url: "mailto:x@example.org" })).toBe(
      "email must be an email address; url must be a web address starting with http:// or https://",
    );
  });

  it("refuses overlong values", () => {
    expect(errorOf({ organisationName: "x".repeat(201) })).toBe(
      "organisation name is longer than 200 characters",
    );
    expect(errorOf({ neededItems: `${"x".repeat(201)};Rice` })).toBe(
      "needed items has an item longer than 200 characters",
    );
  });
});

describe("splitItems", () => {
  it("splits on semicolons and line breaks, trimming and dropping blanks and repeats", () => {
    expect(splitItems(" Tinned fish ;; UHT milk\r\nRice\n\nRice;  Cooking   sauce ")).toEqual([
      "Tinned fish",
      "UHT milk",
      "Rice",
      "Cooking sauce",
    ]);
  });

  it("keeps commas inside an item", () => {
    expect(splitItems("Tinned fruit, custard; Coffee")).toEqual([
      "Tinned fruit, custard",
      "Coffee",
    ]);
  });
});

describe("normalisePostcode", () => {
  it("writes UK postcodes in capitals with one space before the inward part", () => {
    expect(normalisePostcode("sw1a1aa")).toBe("SW1A 1AA");
    expect(normalisePostcode("M1  1AE")).toBe("M1 1AE");
    expect(normalisePostcode("bt7 1nn")).toBe("BT7 1NN");
    expect(normalisePostcode("LS1")).toBeNull();
  });
});
