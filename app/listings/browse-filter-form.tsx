import { RotateCcw, SlidersHorizontal } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { PlaceDatalist } from "~/components/place-suggestions";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import browseFiltersScript from "./browse-filters.island.ts?inline-script";
import {
  LISTING_LIMITS,
  listingCategoryFilters,
  listingTypeFilters,
  SEARCH_RADII_MILES,
} from "./listing-options";
import type { ListingFilters } from "./listing-schema";
import { NearMeButton } from "./near-me-button";

// The filter form of /listings' two tabs: the offers (with the Free/Swap type) and the wanted
// posts (without it). A GET form, so it works without JavaScript and the address is the search.
// Near me and the place field's suggestions are one enhancer (decision 0104), run by the page's
// inline script.

export function BrowseFilterForm({
  filters,
  towns,
  action = "/listings",
  withType = true,
  label,
}: {
  filters: ListingFilters;
  towns: readonly string[];
  /** The tab's own address, which Reset also goes back to. */
  action?: string;
  withType?: boolean;
  /** The form's name for screen readers; "Filter listings" by default. */
  label?: string;
}) {
  const { t } = useTranslation("listings");
  return (
    <>
      <Form
        method="get"
        action={action}
        data-browse-filters=""
        // On a phone: the two text fields on one row, the three choices on the next, so the
        // listings still start in the first screen (decision 0033).
        className="grid grid-cols-6 gap-3 rounded-card border border-line bg-card p-4 sm:gap-4 sm:p-5 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr]"
        role="search"
        aria-label={label ?? t("filter.label")}
      >
        <Field
          label={t("filter.search")}
          id="filter-search"
          className="col-span-3 min-w-0 lg:col-span-1"
        >
          <Input
            type="search"
            name="search"
            defaultValue={filters.search ?? ""}
            maxLength={LISTING_LIMITS.search}
            placeholder={t("filter.searchPlaceholder")}
          />
        </Field>
        <Field
          label={t("filter.location")}
          id="filter-near"
          className="col-span-3 min-w-0 lg:col-span-1"
        >
          <Input
            name="near"
            defaultValue={filters.near ?? ""}
            maxLength={LISTING_LIMITS.location}
            placeholder={t("filter.locationPlaceholder")}
            list="filter-near-places"
            autoComplete="off"
          />
        </Field>
        <PlaceDatalist id="filter-near-places" options={towns} />
        <Field
          label={t("filter.within")}
          id="filter-within"
          className="col-span-2 min-w-0 lg:col-span-1"
        >
          <NativeSelect name="within" defaultValue={String(filters.within)}>
            {SEARCH_RADII_MILES.map((miles) => (
              <option key={miles} value={miles}>
                {t("filter.miles", { count: miles })}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {/* An older link's location text (a city page before distance search) is kept. */}
        {filters.location ? <input type="hidden" name="location" value={filters.location} /> : null}
        <Field
          label={t("filter.category")}
          id="filter-category"
          className="col-span-2 min-w-0 lg:col-span-1"
        >
          <NativeSelect name="category" defaultValue={filters.category}>
            {listingCategoryFilters.map((category) => (
              <option key={category} value={category}>
                {category === "All" ? t("filter.all") : t(`categories.${category}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {withType ? (
          <Field
            label={t("filter.type")}
            id="filter-type"
            className="col-span-2 min-w-0 lg:col-span-1"
          >
            <NativeSelect name="type" defaultValue={filters.type}>
              {listingTypeFilters.map((type) => (
                <option key={type} value={type}>
                  {type === "All" ? t("filter.all") : t(`types.${type}`)}
                </option>
              ))}
            </NativeSelect>
          </Field>
        ) : null}
        {/* On a phone the three buttons share one row, without their icons. */}
        <div className="col-span-6 flex flex-wrap gap-3 max-sm:[&_svg]:hidden lg:col-span-5">
          <Button type="submit">
            <SlidersHorizontal aria-hidden="true" /> {t("filter.apply")}
          </Button>
          <NearMeButton />
          <Button asChild variant="outline">
            <Link to={action}>
              <RotateCcw aria-hidden="true" /> {t("filter.reset")}
            </Link>
          </Button>
        </div>
      </Form>
      <InlineScript code={browseFiltersScript} />
    </>
  );
}
