// The food banks seed-food-banks.ts imports for food-bank-needs.spec.ts and its phone spec:
// fictional (as the import's fixtures are: example.org, Ofcom's drama numbers), at real postcode
// districts far from every other spec's listings, so the counts on their pages are the specs' own.

export interface E2eFoodBank {
  id: string;
  name: string;
  postcode: string;
  city: string;
  needed: string[];
}

/** The desktop spec's: Exeter, EX4 (a grower at EX4 is under a mile away). */
export const EXETER_FOOD_BANK: E2eFoodBank = {
  id: "e2e-exeter-needs",
  name: "Exeter Example Food Bank",
  postcode: "EX4 3AA",
  city: "Exeter",
  needed: ["Tinned tomatoes", "Potatoes", "UHT milk", "Fresh fruit"],
};

/** Asks only for what a garden cannot give: never named to a grower. */
export const EXETER_TINNED_FOOD_BANK: E2eFoodBank = {
  id: "e2e-exeter-tinned",
  name: "Exeter Tinned Example Food Bank",
  postcode: "EX2 4AA",
  city: "Exeter",
  needed: ["Tinned potatoes", "Rice pudding", "Fruit juice"],
};

/** The phone spec's: Carlisle, CA1. */
export const CARLISLE_FOOD_BANK: E2eFoodBank = {
  id: "e2e-carlisle-needs",
  name: "Carlisle Example Food Bank",
  postcode: "CA1 1AA",
  city: "Carlisle",
  needed: ["Fresh vegetables", "Tea bags"],
};

export const E2E_FOOD_BANKS = [EXETER_FOOD_BANK, EXETER_TINNED_FOOD_BANK, CARLISLE_FOOD_BANK];
