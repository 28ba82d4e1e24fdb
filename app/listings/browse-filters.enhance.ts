// The filter form of /listings' two tabs in the browser (decision 0104): Near me, and the place
// field's suggestions from the server. Run by browse-filters.island.ts on the static page.
import { enhancePlaceSuggestions } from "~/components/place-suggestions.enhance";
import { enhanceNearMe } from "./near-me.enhance";

export function enhanceBrowseFilters(form: HTMLFormElement): () => void {
  const near = form.elements.namedItem("near");
  const undo = [
    enhanceNearMe(form),
    near instanceof HTMLInputElement ? enhancePlaceSuggestions(near) : undefined,
  ];
  return () => {
    for (const step of undo) step?.();
  };
}
