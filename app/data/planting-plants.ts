/**
 * The tracker's categories and its list of common plants, each with its category and a rough
 * number of days to the first harvest under UK conditions. Days count from sowing for crops
 * usually sown where they grow, and from planting out for crops usually bought or raised as
 * plants (`from`). The first six are the specification's (§9), with its numbers.
 */
export const plantingCategories = [
  "Vegetables",
  "Herbs",
  "Fruits",
  "Salads",
  "Root Vegetables",
  "Brassicas",
  "Legumes",
] as const;
export type PlantingCategory = (typeof plantingCategories)[number];

export interface CommonPlant {
  name: string;
  category: PlantingCategory;
  daysToHarvest: number;
  from: "sowing" | "planting";
}

export const commonPlants: readonly CommonPlant[] = [
  // The specification's six.
  { name: "Lettuce", category: "Salads", daysToHarvest: 45, from: "sowing" },
  { name: "Radishes", category: "Root Vegetables", daysToHarvest: 30, from: "sowing" },
  { name: "Carrots", category: "Root Vegetables", daysToHarvest: 70, from: "sowing" },
  { name: "Tomatoes", category: "Vegetables", daysToHarvest: 85, from: "planting" },
  { name: "Courgettes", category: "Vegetables", daysToHarvest: 55, from: "sowing" },
  { name: "Broad Beans", category: "Legumes", daysToHarvest: 90, from: "sowing" },
  // Vegetables
  { name: "Aubergines", category: "Vegetables", daysToHarvest: 80, from: "planting" },
  { name: "Celery", category: "Vegetables", daysToHarvest: 120, from: "planting" },
  { name: "Chillies", category: "Vegetables", daysToHarvest: 80, from: "planting" },
  { name: "Cucumbers", category: "Vegetables", daysToHarvest: 60, from: "planting" },
  { name: "Florence Fennel", category: "Vegetables", daysToHarvest: 80, from: "sowing" },
  { name: "Garlic", category: "Vegetables", daysToHarvest: 240, from: "planting" },
  { name: "Globe Artichokes", category: "Vegetables", daysToHarvest: 365, from: "planting" },
  { name: "Leeks", category: "Vegetables", daysToHarvest: 150, from: "sowing" },
  { name: "Marrows", category: "Vegetables", daysToHarvest: 80, from: "sowing" },
  { name: "Onions (sets)", category: "Vegetables", daysToHarvest: 130, from: "planting" },
  { name: "Pumpkins", category: "Vegetables", daysToHarvest: 120, from: "sowing" },
  { name: "Shallots", category: "Vegetables", daysToHarvest: 110, from: "planting" },
  { name: "Spinach", category: "Vegetables", daysToHarvest: 45, from: "sowing" },
  { name: "Squash (winter)", category: "Vegetables", daysToHarvest: 110, from: "sowing" },
  { name: "Sweet Peppers", category: "Vegetables", daysToHarvest: 80, from: "planting" },
  { name: "Sweetcorn", category: "Vegetables", daysToHarvest: 90, from: "planting" },
  { name: "Swiss Chard", category: "Vegetables", daysToHarvest: 60, from: "sowing" },
  // Salads
  {
    name: "Cut-and-come-again Salad Leaves",
    category: "Salads",
    daysToHarvest: 30,
    from: "sowing",
  },
  { name: "Endive", category: "Salads", daysToHarvest: 85, from: "sowing" },
  { name: "Lamb's Lettuce", category: "Salads", daysToHarvest: 60, from: "sowing" },
  { name: "Rocket", category: "Salads", daysToHarvest: 30, from: "sowing" },
  { name: "Spring Onions", category: "Salads", daysToHarvest: 60, from: "sowing" },
  // Root vegetables
  { name: "Beetroot", category: "Root Vegetables", daysToHarvest: 60, from: "sowing" },
  { name: "Celeriac", category: "Root Vegetables", daysToHarvest: 150, from: "planting" },
  {
    name: "First Early Potatoes",
    category: "Root Vegetables",
    daysToHarvest: 90,
    from: "planting",
  },
  {
    name: "Jerusalem Artichokes",
    category: "Root Vegetables",
    daysToHarvest: 210,
    from: "planting",
  },
  { name: "Maincrop Potatoes", category: "Root Vegetables", daysToHarvest: 135, from: "planting" },
  { name: "Parsnips", category: "Root Vegetables", daysToHarvest: 130, from: "sowing" },
  {
    name: "Second Early Potatoes",
    category: "Root Vegetables",
    daysToHarvest: 110,
    from: "planting",
  },
  { name: "Swede", category: "Root Vegetables", daysToHarvest: 150, from: "sowing" },
  { name: "Turnips", category: "Root Vegetables", daysToHarvest: 50, from: "sowing" },
  // Brassicas
  { name: "Brussels Sprouts", category: "Brassicas", daysToHarvest: 180, from: "sowing" },
  { name: "Calabrese", category: "Brassicas", daysToHarvest: 80, from: "sowing" },
  { name: "Cauliflower", category: "Brassicas", daysToHarvest: 110, from: "sowing" },
  { name: "Kale", category: "Brassicas", daysToHarvest: 70, from: "sowing" },
  { name: "Kohl Rabi", category: "Brassicas", daysToHarvest: 60, from: "sowing" },
  { name: "Pak Choi", category: "Brassicas", daysToHarvest: 45, from: "sowing" },
  { name: "Purple Sprouting Broccoli", category: "Brassicas", daysToHarvest: 280, from: "sowing" },
  { name: "Spring Cabbage", category: "Brassicas", daysToHarvest: 240, from: "sowing" },
  { name: "Summer Cabbage", category: "Brassicas", daysToHarvest: 100, from: "sowing" },
  { name: "Winter Cabbage", category: "Brassicas", daysToHarvest: 150, from: "sowing" },
  // Legumes
  { name: "Borlotti Beans", category: "Legumes", daysToHarvest: 100, from: "sowing" },
  { name: "French Beans", category: "Legumes", daysToHarvest: 60, from: "sowing" },
  { name: "Mangetout", category: "Legumes", daysToHarvest: 70, from: "sowing" },
  { name: "Peas", category: "Legumes", daysToHarvest: 75, from: "sowing" },
  { name: "Runner Beans", category: "Legumes", daysToHarvest: 70, from: "sowing" },
  // Herbs
  { name: "Basil", category: "Herbs", daysToHarvest: 60, from: "sowing" },
  { name: "Chives", category: "Herbs", daysToHarvest: 80, from: "sowing" },
  { name: "Coriander", category: "Herbs", daysToHarvest: 45, from: "sowing" },
  { name: "Dill", category: "Herbs", daysToHarvest: 55, from: "sowing" },
  { name: "Mint", category: "Herbs", daysToHarvest: 60, from: "planting" },
  { name: "Parsley", category: "Herbs", daysToHarvest: 75, from: "sowing" },
  // Fruits
  { name: "Autumn Raspberries", category: "Fruits", daysToHarvest: 150, from: "planting" },
  { name: "Melons", category: "Fruits", daysToHarvest: 90, from: "planting" },
  { name: "Strawberries", category: "Fruits", daysToHarvest: 90, from: "planting" },
];

/**
 * A common plant by its name, ignoring case and surrounding spaces: its English name, or its name
 * in the page's language when `named` gives it (a Welsh grower picks "Moron" from the list).
 */
export function findCommonPlant(
  name: string,
  named?: (englishName: string) => string,
): CommonPlant | undefined {
  const wanted = name.trim().toLowerCase();
  return commonPlants.find(
    (plant) => plant.name.toLowerCase() === wanted || named?.(plant.name).toLowerCase() === wanted,
  );
}
