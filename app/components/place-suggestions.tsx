import { useEffect, useRef, useState } from "react";

// The options of a location field's <datalist>: the towns the page was rendered with, and, once
// someone types the start of a postcode or of a smaller place the page does not carry (Northern
// Ireland's towns and villages), the matches fetched as they type. Without JavaScript the towns
// alone are offered and the server still accepts any district or known town.

const POSTCODE_START = /^[a-z]{1,2}[0-9][a-z0-9]?$/i;
/** Letters enough to ask the server for towns the page does not list. */
const TOWN_START = /^[a-z][a-z' .,-]{2,}$/i;

/** Whether what was typed needs the server: a postcode start, or a town the page does not carry. */
export function asksTheServer(typed: string, towns: readonly string[]): boolean {
  if (POSTCODE_START.test(typed.replace(/\s+/g, ""))) return true;
  if (!TOWN_START.test(typed)) return false;
  const start = typed.toLowerCase();
  return !towns.some((town) => town.toLowerCase().startsWith(start));
}

export function usePlaceSuggestions(towns: readonly string[]) {
  const [options, setOptions] = useState<readonly string[]>(towns);
  const latest = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onTyped(value: string) {
    const typed = value.trim();
    latest.current = typed;
    clearTimeout(timer.current);
    if (!asksTheServer(typed, towns)) {
      setOptions(towns);
      return;
    }
    timer.current = setTimeout(async () => {
      try {
        const response = await fetch(`/places/suggest?q=${encodeURIComponent(typed)}`);
        if (!response.ok) return;
        const body = (await response.json()) as { places?: unknown };
        if (latest.current !== typed || !Array.isArray(body.places)) return;
        setOptions(body.places.filter((place): place is string => typeof place === "string"));
      } catch {
        // Suggestions are a convenience: the field works without them.
      }
    }, 150);
  }

  return { options, onTyped };
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
