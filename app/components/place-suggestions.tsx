import { useEffect, useRef, useState } from "react";

// The options of a location field's <datalist>: the towns the page was rendered with, and, once
// someone types the start of a postcode, the matching districts fetched as they type. Without
// JavaScript the towns alone are offered and the server still accepts any district.

const POSTCODE_START = /^[a-z]{1,2}[0-9][a-z0-9]?$/i;

export function usePlaceSuggestions(towns: readonly string[]) {
  const [options, setOptions] = useState<readonly string[]>(towns);
  const latest = useRef("");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function onTyped(value: string) {
    const typed = value.trim();
    latest.current = typed;
    clearTimeout(timer.current);
    if (!POSTCODE_START.test(typed.replace(/\s+/g, ""))) {
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
