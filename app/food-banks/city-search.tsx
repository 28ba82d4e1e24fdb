import { Search } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { CITY_SEARCH_PARAM } from "./suggest-cities";

const inputId = "food-bank-city-search";
const listId = `${inputId}-suggestions`;

/**
 * The food-bank city search: a GET form to /food-banks (which goes straight to the city, or lists
 * the matches). Its suggestions as you type are added by city-search.enhance.ts, from the page's
 * inline script (decision 0059).
 */
export function CitySearch({ defaultValue = "" }: { defaultValue?: string }) {
  const { t } = useTranslation("foodBanks");
  return (
    <Form
      method="get"
      action="/food-banks"
      role="search"
      aria-label={t("search.label")}
      className="flex flex-col gap-2"
      data-city-search=""
      // The screen reader's words as the suggestions change, for the script (city-search.enhance).
      data-words-none={t("search.announceNone")}
      data-words-one={t("search.announceOne")}
      data-words-other={t("search.announceOther")}
    >
      <Label htmlFor={inputId} className="text-base">
        {t("search.inputLabel")}
      </Label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <Input
            id={inputId}
            name={CITY_SEARCH_PARAM}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={false}
            aria-controls={listId}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            placeholder={t("search.placeholder")}
            defaultValue={defaultValue}
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t("search.suggestions")}
            hidden
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-xl border border-line bg-card py-1 shadow-lg shadow-soil/15"
          />
        </div>
        <Button type="submit" size="lg">
          <Search aria-hidden="true" /> {t("search.submit")}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only" />
    </Form>
  );
}
