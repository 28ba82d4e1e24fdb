// /allotments updates as you type or choose a county (specification part 2, /allotments), without
// React: the page is static (decisions 0057, 0059). The server renders every council, hiding
// those the address's filters leave out; this shows and hides them with the server's own rule.

import { countFormsFrom, countText } from "~/i18n/count-forms";
import { allotmentFiltersHref, allotmentMatches, showingText } from "./allotment-search";

/** Wires the directory's search in `root`; returns what undoes it. */
export function enhanceAllotmentSearch(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>("form[role='search']");
  const location = form?.elements.namedItem("location");
  const county = form?.elements.namedItem("county");
  const status = root.querySelector<HTMLElement>("[role='status']");
  const list = root.querySelector<HTMLElement>("[data-allotment-list]");
  const empty = root.querySelector<HTMLElement>("[data-allotment-empty]");
  if (
    !form ||
    !(location instanceof HTMLInputElement) ||
    !(county instanceof HTMLSelectElement) ||
    !status ||
    !list ||
    !empty
  ) {
    return () => {};
  }
  // The count's words in the page's language, when the page gives them (decision 0098).
  const forms = countFormsFrom(status.dataset.countForms);
  const locale = document.documentElement.lang || "en-GB";
  const entries = [...list.querySelectorAll<HTMLElement>("[data-allotment]")].map((element) => ({
    element,
    city: element.dataset.city ?? "",
    county: element.dataset.county ?? "",
    councilName: element.dataset.council ?? "",
  }));

  const show = () => {
    const filters = { location: location.value, county: county.value };
    let shown = 0;
    for (const entry of entries) {
      const matches = allotmentMatches(entry, filters);
      entry.element.hidden = !matches;
      if (matches) shown += 1;
    }
    status.textContent = forms ? countText(forms, shown, locale) : showingText(shown);
    list.hidden = shown === 0;
    empty.hidden = shown > 0;
    // Typing only rewrites the address, so a reload or a shared link shows the same list.
    window.history.replaceState(
      window.history.state,
      "",
      allotmentFiltersHref(window.location.pathname, filters),
    );
  };
  // The list already shows what the form would ask for: no round trip.
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    show();
  };

  location.addEventListener("input", show);
  county.addEventListener("change", show);
  form.addEventListener("submit", submit);
  return () => {
    location.removeEventListener("input", show);
    county.removeEventListener("change", show);
    form.removeEventListener("submit", submit);
  };
}
