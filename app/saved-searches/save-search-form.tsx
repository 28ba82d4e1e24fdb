import { BellPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { ListingFilters } from "~/listings/listing-schema";
import { ALERT_FREQUENCIES } from "./alert-frequencies";

/**
 * 'Save this search' under the /listings filters: the page's own filters as hidden fields, and
 * how often to email. A plain form posting to /saved-searches, so it works without JavaScript.
 * Its words are `listings`'; how often and the way to the list are the saved searches' (`alerts`).
 */
export function SaveSearchForm({ filters }: { filters: ListingFilters }) {
  const { t } = useTranslation("listings");
  return (
    <Form
      method="post"
      action="/saved-searches"
      aria-labelledby="save-search-heading"
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border border-line bg-card p-4"
    >
      <h2 id="save-search-heading" className="text-lg font-semibold">
        {t("save.title")}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {filters.search ? <input type="hidden" name="search" value={filters.search} /> : null}
      <input type="hidden" name="category" value={filters.category} />
      <input type="hidden" name="type" value={filters.type} />
      {filters.near ? (
        <>
          <input type="hidden" name="near" value={filters.near} />
          <input type="hidden" name="within" value={String(filters.within)} />
        </>
      ) : null}
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t("save.howOften")}</legend>
        {ALERT_FREQUENCIES.map((frequency) => (
          <label key={frequency} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="frequency"
              value={frequency}
              defaultChecked={frequency === "instant"}
              className="size-6 accent-leaf"
            />
            {t(`alerts:savedSearches.frequency.${frequency}`)}
          </label>
        ))}
      </fieldset>
      <Button type="submit" variant="secondary">
        <BellPlus aria-hidden="true" /> {t("save.submit")}
      </Button>
      <Link to="/saved-searches" className="text-leaf-deep underline">
        {t("alerts:savedSearches.list")}
      </Link>
    </Form>
  );
}
