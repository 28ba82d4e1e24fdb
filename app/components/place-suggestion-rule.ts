// What a location field suggests as someone types: the towns the page was rendered with, and,
// once they type the start of a postcode or of a smaller place the page does not carry (Northern
// Ireland's towns and villages), the matches the server finds. A data-free module without React,
// so that the forms' hook (place-suggestions.tsx) and the static browse pages' enhancer
// (place-suggestions.enhance.ts) are one piece.

const POSTCODE_START = /^[a-z]{1,2}[0-9][a-z0-9]?$/i;
/** Letters enough to ask the server for towns the page does not list. */
const TOWN_START = /^[a-z][a-z' .,-]{2,}$/i;
/** After the last key, so that a word typed quickly asks once. */
const ASK_AFTER_MS = 150;

/** Whether what was typed needs the server: a postcode start, or a town the page does not carry. */
export function asksTheServer(typed: string, towns: readonly string[]): boolean {
  if (POSTCODE_START.test(typed.replace(/\s+/g, ""))) return true;
  if (!TOWN_START.test(typed)) return false;
  const start = typed.toLowerCase();
  return !towns.some((town) => town.toLowerCase().startsWith(start));
}

/** The places in `/places/suggest`'s answer, or null when it is not one. */
export function placesIn(body: unknown): string[] | null {
  const places = (body as { places?: unknown } | null)?.places;
  if (!Array.isArray(places)) return null;
  return places.filter((place): place is string => typeof place === "string");
}

/**
 * Follows what is typed and hands `show` the places to offer: `towns` itself while they will do,
 * the server's matches otherwise (the last answer wins; a failed one changes nothing).
 */
export function placeSuggester(
  towns: readonly string[],
  show: (places: readonly string[]) => void,
): { typed: (value: string) => void; stop: () => void } {
  let latest = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    typed(value) {
      const typed = value.trim();
      latest = typed;
      clearTimeout(timer);
      if (!asksTheServer(typed, towns)) {
        show(towns);
        return;
      }
      timer = setTimeout(async () => {
        try {
          const response = await fetch(`/places/suggest?q=${encodeURIComponent(typed)}`);
          if (!response.ok) return;
          const places = placesIn(await response.json());
          if (latest === typed && places) show(places);
        } catch {
          // Suggestions are a convenience: the field works without them.
        }
      }, ASK_AFTER_MS);
    },
    stop() {
      clearTimeout(timer);
    },
  };
}
