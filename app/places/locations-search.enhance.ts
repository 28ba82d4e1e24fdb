// /locations narrows as you type (specification part 2, /locations), without React: the page is
// static (decisions 0057, 0059). The server renders every city, hiding those the address's ?q=
// leaves out; this shows and hides them with the server's own rule and keeps ?q= in step.

import { countFormsFrom, countText } from "~/i18n/count-forms";
import {
  cityCountText,
  cityMatches,
  locationsStatusText,
  normaliseLocationQuery,
} from "./city-search";

/** The address with ?q= set to this search, or without it for a blank one. */
function addressFor(query: string): string {
  const url = new URL(window.location.href);
  if (normaliseLocationQuery(query)) url.searchParams.set("q", query);
  else url.searchParams.delete("q");
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Wires the search in `root`; returns what undoes it. */
export function enhanceLocationsSearch(root: HTMLElement): () => void {
  const input = root.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root.querySelector<HTMLElement>("[data-locations-status]");
  const showEvery = root.querySelector<HTMLElement>("[data-locations-show-every]");
  if (!input?.form || !status || !showEvery) return () => {};
  const form = input.form;
  // The counts' words in the page's language, when the page gives them (decision 0098).
  const forms = countFormsFrom(status.dataset.countForms);
  const locale = document.documentElement.lang || "en-GB";
  const cityCount = (count: number) =>
    forms ? countText(forms, count, locale) : cityCountText(count);
  const statusText = (count: number, query: string) => {
    const { showing, none, noMatch } = status.dataset;
    if (!forms || showing === undefined || none === undefined || noMatch === undefined) {
      return locationsStatusText(count, query);
    }
    if (count > 0) return showing.replace("{cities}", cityCount(count));
    return normaliseLocationQuery(query) ? noMatch : none;
  };
  const regions = [...root.querySelectorAll<HTMLElement>("[data-region-group]")].map((section) => ({
    section,
    count: section.querySelector<HTMLElement>("[data-region-count]"),
    cities: [...section.querySelectorAll<HTMLElement>("[data-city]")].map((element) => ({
      element,
      name: element.dataset.name ?? "",
      county: element.dataset.county ?? "",
      region: element.dataset.region ?? "",
    })),
  }));

  const show = () => {
    const query = input.value;
    let total = 0;
    for (const region of regions) {
      let shown = 0;
      for (const city of region.cities) {
        const matches = cityMatches(city, query);
        city.element.hidden = !matches;
        if (matches) shown += 1;
      }
      region.section.hidden = shown === 0;
      if (region.count) region.count.textContent = `(${cityCount(shown)})`;
      total += shown;
    }
    status.textContent = statusText(total, query);
    showEvery.hidden = total > 0 || !normaliseLocationQuery(query);
    // Keeps the history entry's state (the router's, on a client navigation); a filter is no visit.
    window.history.replaceState(window.history.state, "", addressFor(query));
  };
  // Enter keeps the list as it is, with the address already in step: no round trip.
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    show();
  };

  input.addEventListener("input", show);
  form.addEventListener("submit", submit);
  return () => {
    input.removeEventListener("input", show);
    form.removeEventListener("submit", submit);
  };
}
