// A location field's suggestions without React (the static browse pages, decision 0104): the
// same rule as the forms' hook (placeSuggester). The server renders the field with its
// <datalist> of towns; the server's matches go in a second list of the enhancer's own, and the
// field points at whichever applies, so the server's (or React's) list is never changed.
import { placeSuggester } from "./place-suggestion-rule";

/** Wires `input` (which names its towns' <datalist> in `list`); returns what undoes it. */
export function enhancePlaceSuggestions(input: HTMLInputElement): (() => void) | undefined {
  const towns = input.list;
  if (!towns?.id) return undefined;
  const found = document.createElement("datalist");
  found.id = `${towns.id}-found`;
  towns.after(found);
  const townNames = [...towns.options].map((option) => option.value);
  const suggester = placeSuggester(townNames, (places) => {
    if (places === townNames) {
      input.setAttribute("list", towns.id);
      return;
    }
    found.replaceChildren(
      ...places.map((place) => {
        const option = document.createElement("option");
        option.value = place;
        return option;
      }),
    );
    input.setAttribute("list", found.id);
  });
  const typed = () => suggester.typed(input.value);
  input.addEventListener("input", typed);
  return () => {
    suggester.stop();
    input.removeEventListener("input", typed);
    input.setAttribute("list", towns.id);
    found.remove();
  };
}
