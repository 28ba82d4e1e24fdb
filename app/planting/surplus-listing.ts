import type { PlantingCategory } from "~/data/planting-plants";

/** The listing categories a planting's category becomes: listings have no finer kinds of veg. */
const LISTING_CATEGORY: Record<PlantingCategory, "Vegetables" | "Fruits" | "Herbs"> = {
  Vegetables: "Vegetables",
  Herbs: "Herbs",
  Fruits: "Fruits",
  Salads: "Vegetables",
  "Root Vegetables": "Vegetables",
  Brassicas: "Vegetables",
  Legumes: "Vegetables",
};

/** 'List your surplus': the create-listing form, prefilled with the planting's name, category and place. */
export function surplusListingPath(planting: {
  plantName: string;
  category: PlantingCategory;
  location: string | null;
}): string {
  const query = new URLSearchParams({
    name: planting.plantName,
    category: LISTING_CATEGORY[planting.category],
  });
  if (planting.location) query.set("location", planting.location);
  return `/create-listing?${query}`;
}
