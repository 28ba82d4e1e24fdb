import { useEffect, useState } from "react";
import { placeSuggester } from "./place-suggestion-rule";

export { asksTheServer } from "./place-suggestion-rule";

// The options of a location field's <datalist> on a page React renders (placeSuggester's rule).
// Without JavaScript the towns alone are offered and the server still accepts any district or
// known town. Static pages run the same rule through place-suggestions.enhance.ts.

export function usePlaceSuggestions(towns: readonly string[]) {
  const [options, setOptions] = useState<readonly string[]>(towns);
  const [suggester] = useState(() => placeSuggester(towns, setOptions));
  useEffect(() => () => suggester.stop(), [suggester]);
  return { options, onTyped: suggester.typed };
}

export function PlaceDatalist({ id, options }: { id: string; options: readonly string[] }) {
  return (
    <datalist id={id}>
      {options.map((place) => (
        <option key={place} value={place} />
      ))}
    </datalist>
  );
}
