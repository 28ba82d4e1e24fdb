// The food-bank city search's suggestions (specification part 2, /food-banks), without React: the
// page is static (decisions 0057, 0059). It follows the WAI-ARIA combobox pattern: arrow keys move
// through up to 8 suggestions, Enter opens the one highlighted, Escape closes the list (or clears
// the box when it is closed); the input keeps focus throughout (aria-activedescendant).
import {
  foodBankCityHref,
  type SuggestableCity,
  suggestFrom,
  suggestionsAnnouncement,
} from "./suggest-cities";

const optionClass = "flex min-h-11 cursor-pointer flex-col justify-center px-3.5 py-1.5";
const activeClass = "bg-leaf-soft text-leaf-deep";

/** The cities a page lists for the search to suggest from: `data-suggest-*` on each. */
export function citiesListedIn(root: ParentNode): SuggestableCity[] {
  return [...root.querySelectorAll<HTMLElement>("[data-suggest-slug]")].map((element) => ({
    name: element.dataset.suggestName ?? "",
    slug: element.dataset.suggestSlug ?? "",
    county: element.dataset.suggestCounty ?? "",
    population: Number(element.dataset.suggestPopulation ?? 0),
  }));
}

/**
 * Wires the combobox in `form` to suggest from `cities`; `go` opens a city's page (a plain
 * navigation, or the router's after a client navigation). Returns what undoes it.
 */
export function enhanceCitySearch(
  form: HTMLFormElement,
  cities: readonly SuggestableCity[],
  go: (href: string) => void = (href) => window.location.assign(href),
): () => void {
  const input = form.querySelector<HTMLInputElement>("[role='combobox']");
  const list = form.querySelector<HTMLElement>("[role='listbox']");
  const announcer = form.querySelector<HTMLElement>("[aria-live]");
  if (!input || !list || !announcer) return () => {};
  const optionId = (index: number) => `${list.id}-option-${index}`;

  let open = false;
  let active = -1;
  let suggestions = suggestFrom(cities, input.value);

  const render = () => {
    const expanded = open && suggestions.length > 0;
    input.setAttribute("aria-expanded", String(expanded));
    if (expanded && active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
    list.hidden = !expanded;
    list.replaceChildren(
      ...(expanded
        ? suggestions.map((city, index) => {
            const option = document.createElement("div");
            option.id = optionId(index);
            option.setAttribute("role", "option");
            option.tabIndex = -1;
            option.setAttribute("aria-selected", String(index === active));
            option.className = `${optionClass} ${index === active ? activeClass : "text-ink"}`;
            const name = document.createElement("span");
            name.className = "font-semibold";
            name.textContent = city.name;
            const county = document.createElement("span");
            county.className = "text-sm text-ink-muted";
            county.textContent = city.county;
            option.append(name, county);
            // Handled on mouse down, so the input's blur does not close the list first.
            option.addEventListener("mousedown", (event) => {
              event.preventDefault();
              choose(index);
            });
            option.addEventListener("mousemove", () => {
              if (active === index) return;
              active = index;
              render();
            });
            return option;
          })
        : []),
    );
    announcer.textContent = suggestionsAnnouncement(input.value, open, suggestions.length, {
      none: form.dataset.wordsNone,
      one: form.dataset.wordsOne,
      other: form.dataset.wordsOther,
    });
  };

  const choose = (index: number) => {
    const city = suggestions[index];
    if (!city) return;
    input.value = city.name;
    open = false;
    active = -1;
    render();
    go(foodBankCityHref(city.slug));
  };

  const onInput = () => {
    suggestions = suggestFrom(cities, input.value);
    open = true;
    active = -1;
    render();
  };
  const onFocus = () => {
    open = true;
    render();
  };
  const onBlur = () => {
    open = false;
    active = -1;
    render();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const expanded = open && suggestions.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!expanded) {
        open = true;
        active = step === 1 ? 0 : suggestions.length - 1;
      } else {
        const next = active + step;
        active = next < 0 ? suggestions.length - 1 : next >= suggestions.length ? 0 : next;
      }
      render();
    } else if (event.key === "Enter") {
      if (expanded && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        open = false;
        active = -1;
        render();
      } else if (input.value !== "") {
        event.preventDefault();
        input.value = "";
        suggestions = [];
        render();
      }
    }
  };

  input.addEventListener("input", onInput);
  input.addEventListener("focus", onFocus);
  input.addEventListener("blur", onBlur);
  input.addEventListener("keydown", onKeyDown);
  if (document.activeElement === input) onFocus();
  return () => {
    input.removeEventListener("input", onInput);
    input.removeEventListener("focus", onFocus);
    input.removeEventListener("blur", onBlur);
    input.removeEventListener("keydown", onKeyDown);
  };
}
