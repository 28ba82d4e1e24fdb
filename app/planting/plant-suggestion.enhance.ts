// The tracker form's common-plant suggestion on the static page (decision 0113), as
// React's PlantingForm does it: naming a common plant (in either language) sets its category and
// says how long it takes; with a planted date, the harvest date follows, moved for the member's
// region, unless the grower typed a harvest date themselves.
import { addDays } from "./uk-calendar";

/** A common plant as the form describes it in `data-common-plants`, in the page's language. */
export interface SuggestedPlant {
  /** The plant's names to match, lower case: English and the page's language. */
  names: string[];
  category: string;
  daysToHarvest: number;
  /** The name field's hint once this plant is named. */
  hint: string;
}

export function enhancePlantSuggestion(form: HTMLFormElement): void {
  const plants = JSON.parse(form.dataset.commonPlants ?? "[]") as SuggestedPlant[];
  const shiftDays = Number(form.dataset.harvestShiftDays ?? "0");
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  const plantName = field("plantName");
  const plantedDate = field("plantedDate");
  const harvest = field("expectedHarvestDate");
  const category = form.elements.namedItem("category") as HTMLSelectElement | null;
  if (!plantName || !plantedDate || !harvest || !category) return;
  const hint = document.getElementById(`${plantName.id}-hint`);
  const plainHint = form.dataset.plantHint ?? hint?.textContent ?? "";
  let harvestTyped = harvest.value !== "";
  const suggest = () => {
    const wanted = plantName.value.trim().toLowerCase();
    const plant = plants.find((candidate) => candidate.names.includes(wanted));
    if (hint) hint.textContent = plant ? plant.hint : plainHint;
    if (!plant) return;
    category.value = plant.category;
    if (plantedDate.value && !harvestTyped) {
      harvest.value = addDays(plantedDate.value, plant.daysToHarvest + shiftDays);
    }
  };
  form.addEventListener("input", (event) => {
    if (event.target === harvest) harvestTyped = harvest.value !== "";
    if (event.target === plantName || event.target === plantedDate) suggest();
  });
}
