// The food-bank search's suggestions (specification part 2, /food-banks), ranked from any list of
// cities: the server ranks the seeded table; the page's inline script (decision 0059) ranks the
// cities the page lists, so it carries no table of its own.
import { placeKey } from "./place-key";

/** The most suggestions the food-bank city search offers (part 2 §9). */
export const MAX_CITY_SUGGESTIONS = 8;

export interface SuggestableCity {
  name: string;
  slug: string;
  county: string;
  population: number;
}

export type CitySuggestion = Pick<SuggestableCity, "name" | "slug" | "county">;

/**
 * Cities whose name or county contains the query, ignoring case, accents and punctuation, at most
 * `limit` of them. Names that start with the query come first, then names with a word that does,
 * then other name matches, then county matches; bigger cities first within each group.
 */
export function suggestFrom(
  cities: readonly SuggestableCity[],
  query: string,
  limit = MAX_CITY_SUGGESTIONS,
): CitySuggestion[] {
  const key = placeKey(query);
  if (key === "") return [];
  const ranked: { city: SuggestableCity; rank: number }[] = [];
  for (const city of cities) {
    const name = placeKey(city.name);
    let rank: number | undefined;
    if (name.startsWith(key)) rank = 0;
    else if (name.includes(` ${key}`)) rank = 1;
    else if (name.includes(key)) rank = 2;
    else if (placeKey(city.county).includes(key)) rank = 3;
    if (rank !== undefined) ranked.push({ city, rank });
  }
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.city.population - a.city.population ||
      a.city.name.localeCompare(b.city.name, "en-GB"),
  );
  return ranked.slice(0, Math.max(0, limit)).map(({ city }) => ({
    name: city.name,
    slug: city.slug,
    county: city.county,
  }));
}

/**
 * What the screen reader hears as the suggestions change. `words` are the page's language's
 * (the search form's `data-words-*`): none, one, and any other number with `{count}`; each
 * unset is the English.
 */
export function suggestionsAnnouncement(
  query: string,
  open: boolean,
  count: number,
  words: { none?: string; one?: string; other?: string } = {},
): string {
  if (!open || query.trim() === "") return "";
  if (count === 0) return words.none ?? "No matching cities.";
  const worded = count === 1 ? words.one : words.other;
  return worded
    ? worded.replace("{count}", String(count))
    : `${count} ${count === 1 ? "city" : "cities"} suggested. Use the up and down arrows to choose.`;
}

/** The name the search box sends its query under. */
export const CITY_SEARCH_PARAM = "q";

export const foodBankCityHref = (slug: string) => `/food-banks/${slug}`;
