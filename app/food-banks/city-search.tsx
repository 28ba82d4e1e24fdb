import { Search } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { suggestCities } from "./city-suggestions";

export const CITY_SEARCH_PARAM = "q";

export const foodBankCityHref = (slug: string) => `/food-banks/${slug}`;

/**
 * The food-bank city search: a GET form to /food-banks (which goes straight to the city, or lists
 * the matches) that, once JavaScript runs, suggests up to 8 cities as you type, following the
 * WAI-ARIA combobox pattern: arrow keys move through the suggestions, Enter opens the one
 * highlighted, Escape closes the list (or clears the box when it is closed).
 */
export function CitySearch({ defaultValue = "" }: { defaultValue?: string }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = suggestCities(query);
  const expanded = open && suggestions.length > 0;

  const choose = (index: number) => {
    const city = suggestions[index];
    if (!city) return;
    setQuery(city.name);
    setOpen(false);
    setActive(-1);
    navigate(foodBankCityHref(city.slug));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (!expanded) {
        setOpen(true);
        setActive(step === 1 ? 0 : suggestions.length - 1);
        return;
      }
      setActive((current) => {
        const next = current + step;
        if (next < 0) return suggestions.length - 1;
        if (next >= suggestions.length) return 0;
        return next;
      });
    } else if (event.key === "Enter") {
      if (expanded && active >= 0) {
        event.preventDefault();
        choose(active);
      }
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query !== "") {
        event.preventDefault();
        setQuery("");
      }
    }
  };

  return (
    <Form
      method="get"
      action="/food-banks"
      role="search"
      aria-label="Find food banks by city"
      className="flex flex-col gap-2"
    >
      <Label htmlFor={inputId} className="text-base">
        Your town or city
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Input
            id={inputId}
            name={CITY_SEARCH_PARAM}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder="e.g. Leeds or West Yorkshire"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <div
            id={listId}
            role="listbox"
            aria-label="Suggested cities"
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-line bg-card py-1 shadow-lg shadow-soil/15"
          >
            {expanded
              ? suggestions.map((city, index) => (
                  // The input keeps focus (aria-activedescendant); clicks are handled on
                  // mouse down so the input's blur does not close the list first.
                  <div
                    key={city.slug}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(index);
                    }}
                    onMouseMove={() => setActive(index)}
                    className={cn(
                      "flex min-h-11 cursor-pointer flex-col justify-center px-3.5 py-1.5",
                      index === active ? "bg-leaf-soft text-leaf-deep" : "text-ink",
                    )}
                  >
                    <span className="font-semibold">{city.name}</span>
                    <span className="text-sm text-ink-muted">{city.county}</span>
                  </div>
                ))
              : null}
          </div>
        </div>
        <Button type="submit" size="lg">
          <Search aria-hidden="true" /> Find food banks
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {open && query.trim() !== ""
          ? suggestions.length === 0
            ? "No matching cities."
            : `${suggestions.length} ${suggestions.length === 1 ? "city" : "cities"} suggested. Use the up and down arrows to choose.`
          : ""}
      </p>
    </Form>
  );
}
