import { RotateCcw, Search, Shovel } from "lucide-react";
import { Form, Link, useSearchParams } from "react-router";
import { InlineScript, useEnhancer } from "~/components/inline-script";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { AllotmentCard } from "~/places/allotment-card";
import {
  ALLOTMENT_FILTER_MAX_LENGTH,
  allotmentMatches,
  searchAllotments,
  showingText,
} from "~/places/allotment-search";
import { enhanceAllotmentSearch } from "~/places/allotment-search.enhance";
import allotmentSearchScript from "~/places/allotment-search.island.ts?inline-script";
import { allotmentCounties, allotmentFilters, allotments } from "~/places/allotments";

const PATH = "/allotments";

/**
 * The councils' allotment pages. Every council is rendered, those the address's filters leave out
 * hidden, so the page's inline script (or, after a client navigation, the same enhancer run by
 * React) can filter as the visitor types; without JavaScript the form asks the server.
 */
export function AllotmentDirectory() {
  const [searchParams] = useSearchParams();
  const filters = allotmentFilters(searchParams);
  const found = searchAllotments(allotments, filters).length;
  const search = useEnhancer<HTMLElement>(enhanceAllotmentSearch);

  return (
    <section
      aria-labelledby="directory-title"
      data-allotment-search=""
      ref={search.ref}
      key={search.key}
    >
      <Container className="flex flex-col gap-6 py-10">
        <h2 id="directory-title" className="text-3xl">
          Council allotment directory
        </h2>
        <Form
          method="get"
          action={PATH}
          role="search"
          aria-label="Search allotments"
          preventScrollReset
          className="grid gap-4 rounded-card border border-line bg-card p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_auto]"
        >
          <Field label="Town, city, county or council" id="allotment-location">
            <Input
              type="search"
              name="location"
              defaultValue={filters.location}
              maxLength={ALLOTMENT_FILTER_MAX_LENGTH}
              placeholder="For example Leeds or Greater London"
              autoComplete="address-level2"
            />
          </Field>
          <Field label="County" id="allotment-county">
            <NativeSelect name="county" defaultValue={filters.county}>
              <option value="">All counties</option>
              {allotmentCounties.map((county) => (
                <option key={county} value={county}>
                  {county}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
            <Button type="submit">
              <Search aria-hidden="true" /> Search
            </Button>
            <Button asChild variant="outline">
              <Link to={PATH} preventScrollReset>
                <RotateCcw aria-hidden="true" /> Clear Filters
              </Link>
            </Button>
          </div>
        </Form>

        <p role="status" className="font-semibold">
          {showingText(found)}
        </p>

        <div data-allotment-empty="" hidden={found > 0}>
          <NoAllotmentsFound />
        </div>
        <ul
          className="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
          data-allotment-list=""
          hidden={found === 0}
        >
          {allotments.map((entry) => (
            <li
              key={entry.id}
              data-allotment=""
              data-city={entry.city}
              data-county={entry.county}
              data-council={entry.councilName}
              hidden={!allotmentMatches(entry, filters)}
            >
              <AllotmentCard entry={entry} />
            </li>
          ))}
        </ul>
        <p className="max-w-prose text-sm text-ink-muted">
          Waiting lists change all the time, so we describe them only in general terms. The
          council’s own page has the latest.
        </p>
      </Container>
      <InlineScript code={allotmentSearchScript} />
    </section>
  );
}

function NoAllotmentsFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Shovel aria-hidden="true" className="size-10 text-leaf" />
      <h3 className="text-2xl">No Allotments Found</h3>
      <p className="max-w-prose text-ink-muted">
        No council in our directory matches that search. Try a nearby city or the county name, or
        clear the filters to see every council. If yours is not listed, its website will have an
        allotments page.
      </p>
      <Button asChild variant="outline">
        <Link to={PATH} preventScrollReset>
          <RotateCcw aria-hidden="true" /> Clear Filters
        </Link>
      </Button>
    </div>
  );
}
