import { describe, expect, it } from "vitest";
import {
  checkRegistrationNumber,
  type OrganizationType,
  organizationTypeLabels,
  organizationTypes,
  requiresRegistrationNumber,
  typesRequiringRegistrationNumber,
} from "./registration-number.ts";

// The specification's wording, copied character for character rather than imported, so a
// change to the module's strings fails here.
const CHARITY_VALID = "Charity number format valid - pending manual verification";
const CHARITY_INVALID = "Invalid charity number format";
const COMPANY_VALID = "Company number format valid - pending manual verification";
const COMPANY_INVALID = "Invalid company number format";
const URN_VALID = "School URN format valid - pending manual verification";
const URN_INVALID = "Invalid school URN format";
const MISSING = "Registration number required for verification";
const UNRECOGNIZED = "Unrecognized registration number format";

describe("organisation types", () => {
  it("lists the five types with en-GB labels", () => {
    expect(organizationTypes).toEqual([
      "food-bank",
      "community-group",
      "school",
      "religious",
      "other",
    ]);
    expect(organizationTypeLabels).toEqual({
      "food-bank": "Food bank",
      "community-group": "Community group",
      school: "School",
      religious: "Religious organisation",
      other: "Other non-profit",
    });
  });

  it("requires a registration number of food banks, community groups and religious ones", () => {
    expect(typesRequiringRegistrationNumber).toEqual(["food-bank", "community-group", "religious"]);
    expect(organizationTypes.filter(requiresRegistrationNumber)).toEqual([
      "food-bank",
      "community-group",
      "religious",
    ]);
    expect(requiresRegistrationNumber("school")).toBe(false);
    expect(requiresRegistrationNumber("other")).toBe(false);
  });
});

describe("checkRegistrationNumber", () => {
  it("reports a missing number, with no kind and nothing normalised", () => {
    for (const raw of [null, undefined, "", "   ", "\t\n", "\u00a0"]) {
      for (const type of organizationTypes) {
        expect(checkRegistrationNumber(raw, type)).toEqual({
          status: "failed",
          details: MISSING,
          kind: null,
          normalized: null,
        });
      }
    }
  });

  it("checks a school's 6-digit URN before charity numbers (product ruling)", () => {
    expect(checkRegistrationNumber("123456", "school")).toEqual({
      status: "pending",
      details: URN_VALID,
      kind: "school-urn",
      normalized: "123456",
    });
    expect(checkRegistrationNumber("123456", "food-bank")).toEqual({
      status: "pending",
      details: CHARITY_VALID,
      kind: "charity",
      normalized: "123456",
    });
  });

  it("lets a school give a charity or company number instead of a URN", () => {
    expect(checkRegistrationNumber("1234567", "school")).toMatchObject({
      status: "pending",
      kind: "charity",
    });
    // Academy trusts are companies.
    expect(checkRegistrationNumber("07654321", "school")).toMatchObject({
      status: "pending",
      kind: "company",
    });
    expect(checkRegistrationNumber("SC012345", "school")).toMatchObject({ kind: "charity" });
  });

  it("counts Scottish and Northern Irish charity numbers as charity numbers (product ruling)", () => {
    expect(checkRegistrationNumber("SC012345", "community-group")).toEqual({
      status: "pending",
      details: CHARITY_VALID,
      kind: "charity",
      normalized: "SC012345",
    });
    expect(checkRegistrationNumber("NIC100002", "religious")).toEqual({
      status: "pending",
      details: CHARITY_VALID,
      kind: "charity",
      normalized: "NIC100002",
    });
  });

  it("accepts Companies House numbers", () => {
    expect(checkRegistrationNumber("01234567", "community-group")).toEqual({
      status: "pending",
      details: COMPANY_VALID,
      kind: "company",
      normalized: "01234567",
    });
    expect(checkRegistrationNumber("NI123456", "other")).toEqual({
      status: "pending",
      details: COMPANY_VALID,
      kind: "company",
      normalized: "NI123456",
    });
  });

  it("removes all whitespace and upper-cases before checking", () => {
    expect(checkRegistrationNumber("sc 012 345", "food-bank")).toEqual({
      status: "pending",
      details: CHARITY_VALID,
      kind: "charity",
      normalized: "SC012345",
    });
    expect(checkRegistrationNumber(" ni\t123\u00a0456\n", "other")).toMatchObject({
      kind: "company",
      normalized: "NI123456",
    });
    expect(checkRegistrationNumber("  123 456 ", "school")).toMatchObject({
      kind: "school-urn",
      normalized: "123456",
    });
  });

  it("keeps a linked charity's suffix and drops other separators", () => {
    expect(checkRegistrationNumber("1234567-1", "food-bank")).toEqual({
      status: "pending",
      details: CHARITY_VALID,
      kind: "charity",
      normalized: "1234567-1",
    });
    expect(checkRegistrationNumber("1234567 - 12", "food-bank")).toMatchObject({
      normalized: "1234567-12",
    });
    expect(checkRegistrationNumber("123-456", "food-bank")).toMatchObject({
      kind: "charity",
      normalized: "123456",
    });
    // An en dash pasted from a word processor.
    expect(checkRegistrationNumber("1234567\u20131", "food-bank")).toMatchObject({
      normalized: "1234567-1",
    });
  });

  it("keeps the normalised input of a failed number, so the record shows what was given", () => {
    expect(checkRegistrationNumber(" oc 12345 ", "other")).toEqual({
      status: "failed",
      details: COMPANY_INVALID,
      kind: "company",
      normalized: "OC12345",
    });
    expect(checkRegistrationNumber("reg no. 1234", "other")).toEqual({
      status: "failed",
      details: UNRECOGNIZED,
      kind: null,
      normalized: "REGNO.1234",
    });
  });

  type Case = [raw: string, type: OrganizationType, details: string, normalized: string];
  const cases: Case[] = [
    // School URNs: all digits, checked first for schools only.
    ["100000", "school", URN_VALID, "100000"],
    ["12345", "school", URN_INVALID, "12345"],
    ["1", "school", URN_INVALID, "1"],
    ["123456789", "school", URN_INVALID, "123456789"],
    ["1234567", "school", CHARITY_VALID, "1234567"],
    ["12345678", "school", COMPANY_VALID, "12345678"],
    ["123-456", "school", CHARITY_VALID, "123456"],
    // England & Wales charities.
    ["202918", "food-bank", CHARITY_VALID, "202918"],
    ["1089464", "religious", CHARITY_VALID, "1089464"],
    ["1234567/1", "food-bank", CHARITY_INVALID, "1234567/1"],
    ["123456-7", "food-bank", CHARITY_VALID, "123456-7"],
    ["12-345-67", "food-bank", CHARITY_VALID, "1234567"],
    ["12345", "food-bank", CHARITY_INVALID, "12345"],
    ["1", "community-group", CHARITY_INVALID, "1"],
    ["1234-5", "food-bank", CHARITY_INVALID, "1234-5"],
    ["1234567-1234", "food-bank", CHARITY_INVALID, "1234567-1234"],
    ["1234567-1-2", "food-bank", CHARITY_INVALID, "1234567-1-2"],
    ["0123-4567", "other", CHARITY_INVALID, "0123-4567"],
    // Scottish and Northern Irish charities.
    ["SC043218", "religious", CHARITY_VALID, "SC043218"],
    ["SC12345", "food-bank", CHARITY_INVALID, "SC12345"],
    ["SC1234567", "food-bank", CHARITY_INVALID, "SC1234567"],
    ["SC", "food-bank", CHARITY_INVALID, "SC"],
    ["NIC10000", "food-bank", CHARITY_VALID, "NIC10000"],
    ["NIC1234", "food-bank", CHARITY_INVALID, "NIC1234"],
    ["NIC1234567", "food-bank", CHARITY_INVALID, "NIC1234567"],
    ["nic", "religious", CHARITY_INVALID, "NIC"],
    ["nic 100 002", "school", CHARITY_VALID, "NIC100002"],
    // Companies House.
    ["OC301234", "community-group", COMPANY_VALID, "OC301234"],
    ["SO301234", "other", COMPANY_VALID, "SO301234"],
    ["FC012345", "other", COMPANY_VALID, "FC012345"],
    ["IP12345R", "other", COMPANY_VALID, "IP12345R"],
    ["123456789", "other", COMPANY_INVALID, "123456789"],
    ["NI1234567", "other", COMPANY_INVALID, "NI1234567"],
    ["R123", "other", COMPANY_INVALID, "R123"],
    // Everything else.
    ["ABC123", "food-bank", UNRECOGNIZED, "ABC123"],
    ["12A456", "food-bank", UNRECOGNIZED, "12A456"],
    ["123456-", "food-bank", UNRECOGNIZED, "123456-"],
    ["-123456", "food-bank", UNRECOGNIZED, "-123456"],
    ["123--456", "food-bank", UNRECOGNIZED, "123--456"],
    ["SC-012345", "food-bank", UNRECOGNIZED, "SC-012345"],
    ["1234567#", "food-bank", UNRECOGNIZED, "1234567#"],
    ["OC1234567X", "other", UNRECOGNIZED, "OC1234567X"],
    ["１２３４５６", "food-bank", UNRECOGNIZED, "１２３４５６"],
  ];

  // Each outcome is about one kind of number, whether the number passed or not.
  const kindOf: Record<string, string | null> = {
    [URN_VALID]: "school-urn",
    [URN_INVALID]: "school-urn",
    [CHARITY_VALID]: "charity",
    [CHARITY_INVALID]: "charity",
    [COMPANY_VALID]: "company",
    [COMPANY_INVALID]: "company",
    [UNRECOGNIZED]: null,
  };

  it.each(cases)("%s (%s) gives %s", (raw, type, details, normalized) => {
    const result = checkRegistrationNumber(raw, type);
    expect(result.details).toBe(details);
    expect(result.normalized).toBe(normalized);
    expect(result.status).toBe(
      details.endsWith("pending manual verification") ? "pending" : "failed",
    );
    expect(result.kind).toBe(kindOf[details]);
  });

  it("only reports a URN for the school type", () => {
    for (const type of organizationTypes) {
      if (type === "school") continue;
      for (const raw of ["12345", "123456", "123456789"]) {
        expect(checkRegistrationNumber(raw, type).kind).not.toBe("school-urn");
      }
    }
  });
});
