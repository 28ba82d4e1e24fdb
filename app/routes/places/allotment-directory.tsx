import { RotateCcw, Search, Shovel } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { AllotmentCard } from "~/places/allotment-card";
import {
  ALLOTMENT_FILTER_MAX_LENGTH,
  type AllotmentFilters,
  allotmentCounties,
  allotmentFilters,
  allotments,
  searchAllotments,
  showingText,
} from "~/places/allotments";

const PATH = "/allotments";

/** The address for these filters, leaving out the empty ones. */
function filtersHref(filters: AllotmentFilters): string {
  const params = new URLSearchParams();
  if (filters.location.trim() !== "") params.set("location", filters.location);
  if (filters.county !== "") params.set("county", filters.county);
  const query = params.toString();
  return query === "" ? PATH : `${PATH}?${query}`;
}

/** The councils' allotment pages, filtered in the browser as the visitor types. */
export function AllotmentDirectory() {
  const location = useLocation();
  const [searchParams] = useSearchParams();

  // What the fields hold. Every navigation to this page (a city page's link, Clear Filters, back
  // and forward, the form sent without JavaScript) fills them from the address.
  const [filters, setFilters] = useState(() => allotmentFilters(searchParams));
  const [shownLocationKey, setShownLocationKey] = useState(location.key);
  if (location.key !== shownLocationKey) {
    setShownLocationKey(location.key);
    setFilters(allotmentFilters(searchParams));
  }

  // Typing only rewrites the address, so a reload or a shared link shows the same list. It is not
  // a router navigation: one per keystroke would lag behind fast typing and undo it.
  function change(next: AllotmentFilters) {
    setFilters(next);
    window.history.replaceState(window.history.state, "", filtersHref(next));
  }

  const found = searchAllotments(allotments, filters);

  return (
    <section aria-labelledby="directory-title">
      <Container className="flex flex-col gap-6 py-10">
        <h2 id="directory-title" className="text-3xl">
          Council allotment directory
        </h2>
        <Form
          method="get"
          action={PATH}
          role="search"
          aria-label="Search allotments"
          className="grid gap-4 rounded-card border border-line bg-card p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_auto]"
          onSubmit={(event) => {
            // With JavaScript the list already shows these results; keep the address in step.
            event.preventDefault();
            change(filters);
          }}
        >
          <Field label="Town, city, county or council" id="allotment-location">
            <Input
              type="search"
              name="location"
              value={filters.location}
              maxLength={ALLOTMENT_FILTER_MAX_LENGTH}
              placeholder="For example Leeds or Greater London"
              autoComplete="address-level2"
              onChange={(event) => change({ ...filters, location: event.target.value })}
            />
          </Field>
          <Field label="County" id="allotment-county">
            <NativeSelect
              name="county"
              value={filters.county}
              onChange={(event) => change({ ...filters, county: event.target.value })}
            >
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
          {showingText(found.length)}
        </p>

        {found.length === 0 ? (
          <NoAllotmentsFound />
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {found.map((entry) => (
              <li key={entry.id}>
                <AllotmentCard entry={entry} />
              </li>
            ))}
          </ul>
        )}
        <p className="max-w-prose text-sm text-ink-muted">
          Waiting lists change all the time, so we describe them only in general terms. The
          council’s own page has the latest.
        </p>
      </Container>
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
