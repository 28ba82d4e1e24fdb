import type { PlantingCategory } from "~/data/planting-plants";
import type { Language } from "~/i18n/languages";
import { type HarvestBadge, harvestBadge } from "./harvest-badge";
import type { PlantingFormValues } from "./planting-form";
import type { PlantingRow } from "./plantings.table";
import { surplusListingPath } from "./surplus-listing";
import { formatUkDate } from "./uk-calendar";

// Client-safe: what the My Garden tab shows for a planting.

export interface PlantingCardData {
  id: string;
  plantName: string;
  variety: string | null;
  category: PlantingCategory;
  planted: string;
  expectedHarvest: string | null;
  badge: HarvestBadge;
  quantity: string | null;
  location: string | null;
  notes: string | null;
  remindAtHarvest: boolean;
  surplusPath: string;
}

export interface GardenData {
  plantings: PlantingCardData[];
  editing: PlantingFormValues | null;
  confirmDelete: { id: string; plantName: string } | null;
  feedUrl: string | null;
  /** Changes whenever the list does, so the form starts empty again after a save. */
  version: string;
}

/** A planting's card, its dates written in `lng`. */
export function plantingCard(
  row: PlantingRow,
  today: string,
  lng: Language = "en",
): PlantingCardData {
  return {
    id: row.id,
    plantName: row.plantName,
    variety: row.variety,
    category: row.category,
    planted: formatUkDate(row.plantedDate, lng),
    expectedHarvest: row.expectedHarvestDate ? formatUkDate(row.expectedHarvestDate, lng) : null,
    badge: harvestBadge(row.expectedHarvestDate, today),
    quantity: row.quantity,
    location: row.location,
    notes: row.notes,
    remindAtHarvest: row.remindAtHarvest,
    surplusPath: surplusListingPath(row),
  };
}

export function plantingFormValues(row: PlantingRow): PlantingFormValues {
  return {
    id: row.id,
    plantName: row.plantName,
    variety: row.variety ?? "",
    plantedDate: row.plantedDate,
    expectedHarvestDate: row.expectedHarvestDate ?? "",
    quantity: row.quantity ?? "",
    location: row.location ?? "",
    notes: row.notes ?? "",
    category: row.category,
    remindAtHarvest: row.remindAtHarvest,
  };
}
