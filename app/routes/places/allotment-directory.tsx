import { RotateCcw, Search, Shovel } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Form, Link, useSearchParams } from "react-router";
import { InlineScript } from "~/components/inline-script";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { cityNamesIn, councilNameIn, placeNameIn } from "~/data/welsh-place-names";
import { countFormsIn } from "~/i18n/count-forms";
import { FORMAT_LOCALE, type Language } from "~/i18n/languages";
import { AllotmentCard } from "~/places/allotment-card";
import {
  ALLOTMENT_FILTER_MAX_LENGTH,
  allotmentMatches,
  searchAllotments,
} from "~/places/allotment-search";
import allotmentSearchScript from "~/places/allotment-search.island.ts?inline-script";
import {
  type AllotmentEntry,
  allotmentCitySlug,
  allotmentCounties,
  allotmentFilters,
  allotments,
} from "~/places/allotments";

const PATH = "/allotments";

/**
 * An entry as a page in `lng` shows it, and what its search matches: a Welsh council by its
 * Welsh name, a city in Wales by its Welsh name, on a Welsh page (docs/welsh-glossary.md), still
 * found by the English names too. The county filter keeps matching the English county exactly.
 */
function entryIn(lng: Language, entry: AllotmentEntry) {
  const slug = allotmentCitySlug(entry);
  const place = slug
    ? cityNamesIn(lng, { slug, name: entry.city, county: entry.county })
    : { name: entry.city, county: entry.county };
  const named = { councilName: councilNameIn(lng, entry), city: place.name, county: place.county };
  const both = (english: string, shown: string) =>
    shown === english ? english : `${shown} ${english}`;
  return {
    named,
    searchable: {
      city: both(entry.city, named.city),
      county: entry.county,
      councilName: both(entry.councilName, named.councilName),
    },
  };
}

/** A county named after its city (Cardiff) by the city's Welsh name on a Welsh page. */
function countyIn(lng: Language, county: string): string {
  const slug = allotmentCitySlug({ city: county });
  return slug ? placeNameIn(lng, { slug, name: county }) : county;
}

/**
 * The councils' allotment pages. Every council is rendered, those the address's filters leave out
 * hidden, so the page's inline script can filter as the visitor types; without JavaScript the form
 * asks the server.
 */
export function AllotmentDirectory({ lng }: { lng: Language }) {
  const { t } = useTranslation("places");
  const [searchParams] = useSearchParams();
  const filters = allotmentFilters(searchParams);
  const entries = allotments.map((entry) => ({ entry, ...entryIn(lng, entry) }));
  const found = searchAllotments(
    entries.map(({ searchable }) => searchable),
    filters,
  ).length;

  return (
    <section aria-labelledby="directory-title" data-allotment-search="">
      <Container className="flex flex-col gap-6 py-10">
        <h2 id="directory-title" className="text-3xl">
          {t("allotments.directoryTitle")}
        </h2>
        <Form
          method="get"
          action={PATH}
          role="search"
          aria-label={t("allotments.searchLabel")}
          preventScrollReset
          className="grid gap-4 rounded-card border border-line bg-card p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_auto]"
        >
          <Field label={t("allotments.locationLabel")} id="allotment-location">
            <Input
              type="search"
              name="location"
              defaultValue={filters.location}
              maxLength={ALLOTMENT_FILTER_MAX_LENGTH}
              placeholder={t("allotments.locationPlaceholder")}
              autoComplete="address-level2"
            />
          </Field>
          <Field label={t("allotments.countyLabel")} id="allotment-county">
            <NativeSelect name="county" defaultValue={filters.county}>
              <option value="">{t("allotments.allCounties")}</option>
              {allotmentCounties.map((county) => (
                <option key={county} value={county}>
                  {countyIn(lng, county)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
            <Button type="submit">
              <Search aria-hidden="true" /> {t("allotments.search")}
            </Button>
            <Button asChild variant="outline">
              <Link to={PATH} preventScrollReset>
                <RotateCcw aria-hidden="true" /> {t("allotments.clear")}
              </Link>
            </Button>
          </div>
        </Form>

        <p
          role="status"
          className="font-semibold"
          // The count's words for the inline script, which counts again as the visitor types.
          data-count-forms={JSON.stringify(countFormsIn(t, lng, "allotments.showing"))}
        >
          {t("allotments.showing", { count: found, n: found.toLocaleString(FORMAT_LOCALE[lng]) })}
        </p>

        <div data-allotment-empty="" hidden={found > 0}>
          <NoAllotmentsFound />
        </div>
        <ul
          className="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
          data-allotment-list=""
          hidden={found === 0}
        >
          {entries.map(({ entry, named, searchable }) => (
            <li
              key={entry.id}
              data-allotment=""
              data-city={searchable.city}
              data-county={searchable.county}
              data-council={searchable.councilName}
              hidden={!allotmentMatches(searchable, filters)}
            >
              <AllotmentCard entry={entry} named={named} />
            </li>
          ))}
        </ul>
        <p className="max-w-prose text-sm text-ink-muted">{t("allotments.waitingNote")}</p>
      </Container>
      <InlineScript code={allotmentSearchScript} />
    </section>
  );
}

function NoAllotmentsFound() {
  const { t } = useTranslation("places");
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Shovel aria-hidden="true" className="size-10 text-leaf" />
      <h3 className="text-2xl">{t("allotments.emptyTitle")}</h3>
      <p className="max-w-prose text-ink-muted">{t("allotments.emptyText")}</p>
      <Button asChild variant="outline">
        <Link to={PATH} preventScrollReset>
          <RotateCcw aria-hidden="true" /> {t("allotments.clear")}
        </Link>
      </Button>
    </div>
  );
}
