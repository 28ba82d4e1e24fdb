/**
 * The companion planting tables, word for word from the specification (part 2 §2). They use
 * some American names; the dialog explains them in UK terms (bush beans are dwarf French beans,
 * pole beans climbing beans, corn sweetcorn).
 */
export interface CompanionRow {
  plant: string;
  others: string[];
}

export const goodCompanions: readonly CompanionRow[] = [
  { plant: "Tomatoes", others: ["Basil", "Carrots", "Marigolds"] },
  { plant: "Lettuce", others: ["Carrots", "Radishes", "Strawberries", "Cucumbers"] },
  { plant: "Bush beans", others: ["Potatoes", "Carrots", "Cucumbers", "Corn", "Strawberries"] },
  { plant: "Carrots", others: ["Beans", "Lettuce", "Onions", "Rosemary", "Sage"] },
  { plant: "Cucumbers", others: ["Beans", "Corn", "Peas", "Radishes", "Sunflowers"] },
  { plant: "Peppers", others: ["Basil", "Carrots", "Onions", "Tomatoes"] },
];

export const badCompanions: readonly CompanionRow[] = [
  { plant: "Beans", others: ["Onions", "Garlic", "Peppers"] },
  { plant: "Potatoes", others: ["Tomatoes", "Cucumbers", "Sunflowers"] },
  { plant: "Onions and garlic", others: ["Beans", "Peas"] },
  { plant: "Cabbage family", others: ["Strawberries", "Tomatoes", "Pole beans"] },
  { plant: "Carrots", others: ["Dill", "Celery"] },
];
