import { describe, expect, it } from "vitest";
import { foodBankNamesIn } from "./food-bank-names";

// Give Food's alt_name is the food bank's Welsh name: a Welsh page calls it by that name.

const caerdydd = {
  id: "1",
  organisationName: "Cardiff Foodbank",
  organisationAltName: "Banc Bwyd Caerdydd",
};

describe("foodBankNamesIn", () => {
  it("leaves English pages as they were", () => {
    expect(foodBankNamesIn(caerdydd, "en")).toBe(caerdydd);
  });

  it("calls a food bank by its Welsh name on a Welsh page, its English name also known", () => {
    expect(foodBankNamesIn(caerdydd, "cy")).toEqual({
      id: "1",
      organisationName: "Banc Bwyd Caerdydd",
      organisationAltName: "Cardiff Foodbank",
    });
  });

  it("keeps the one name a food bank without an alternative has", () => {
    const leeds = { organisationName: "Leeds Food Bank", organisationAltName: null };
    expect(foodBankNamesIn(leeds, "cy")).toBe(leeds);
  });
});
