import { RotateCcw, Search, SlidersHorizontal, Sprout } from "lucide-react";
import {
  data,
  Form,
  isRouteErrorResponse,
  Link,
  redirect,
  useLocation,
  useNavigation,
} from "react-router";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { JsonLd } from "~/components/json-ld";
import { PlaceDatalist, usePlaceSuggestions } from "~/components/place-suggestions";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/select";
import { citiesByPopulation } from "~/data/cities-by-population";
import { fullyReservedListingIds } from "~/handover/listing-handover.server";
import { ListingCardGrid, ListingCardSkeletons, listingCardData } from "~/listings/listing-card";
import { BROWSE_GATE_REASON, listingLoadErrorMessage } from "~/listings/listing-messages";
import { LISTINGS_PAGE_SIZE } from "~/listings/listing-query.server";
import { searchListings } from "~/listings/listing-reads.server";
import {
  LISTING_LIMITS,
  listingCategoryFilters,
  listingCategoryLabel,
  listingTypeFilters,
  SEARCH_RADII_MILES,
} from "~/listings/listing-schema";
import { browseFilters, browseHref, foundText, hasActiveFilters } from "~/listings/listing-view";
import { NearMeButton } from "~/listings/near-me-button";
import { meaningOfNear } from "~/listings/search-origin.server";
import { listingsItemList } from "~/listings/structured-data";
import { requireMember } from "~/membership/member-gate.server";
import { SaveSearchForm } from "~/saved-searches/save-search-form";
import { getServices } from "~/server/context.server";
import type { Route } from "./+types/browse";

const SKELETON_CARDS = 6;

export async function loader({ context, url }: Route.LoaderArgs) {
  const member = await requireMember(context, url, BROWSE_GATE_REASON);
  const { db, env, logger, storage } = getServices(context);
  const filters = browseFilters(url.searchParams);
  const near = meaningOfNear(filters);
  if (near.kind === "position") {
    // 'Near me': the rounded position becomes its district before the page is shown, so the
    // address bar, history and any saved search hold only the district.
    throw redirect(
      near.district
        ? browseHref({ ...filters, near: near.district.label })
        : browseHref({ ...filters, near: undefined }),
    );
  }
  let result: Awaited<ReturnType<typeof searchListings>>;
  try {
    const hiddenOwners = await membersHiddenFrom(db, member.id);
    result = await searchListings(
      db,
      { ...near.search, hiddenOwners },
      {
        publicUrl: (key) => storage.publicUrl(key),
        pageSize: LISTINGS_PAGE_SIZE,
      },
    );
  } catch (error) {
    logger.error({ err: error }, "could not load listings");
    throw data(listingLoadErrorMessage(error), { status: 500 });
  }
  const now = new Date();
  const reserved = await fullyReservedListingIds(
    db,
    result.listings.map((listing) => listing.id),
  );
  return {
    appUrl: env.APP_URL,
    filters: near.kind === "place" ? { ...filters, near: near.place.label } : filters,
    unknownPlace: near.kind === "unknown" ? near.text : null,
    towns: citiesByPopulation.map((city) => city.name),
    total: result.total,
    totalIsExact: result.totalIsExact,
    page: result.page,
    pageCount: result.pageCount,
    hasNextPage: result.hasNextPage,
    cursors: result.cursors,
    listings: result.listings.map((listing) =>
      listingCardData(listing, now, reserved.has(listing.id)),
    ),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Unable to Load Listings | Glut" }];
  return pageMeta({
    title: "Browse Garden Swaps",
    description:
      "Fresh produce, seeds, cuttings, seedlings and plants that growers near you are giving away or swapping.",
    path: browseHref(loaderData.filters, loaderData.page),
    appUrl: loaderData.appUrl,
  });
};

type BrowseData = Route.ComponentProps["loaderData"];

export default function Browse({ loaderData }: Route.ComponentProps) {
  const {
    filters,
    unknownPlace,
    towns,
    total,
    totalIsExact,
    page,
    pageCount,
    hasNextPage,
    cursors,
    listings,
    appUrl,
  } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/listings";
  const filtered = hasActiveFilters(filters);
  return (
    // Tighter on a phone, so the first listings show in the first screen (decision 0033).
    <Container className="flex flex-col gap-4 py-4 sm:gap-6 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-3 sm:gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">Browse Garden Swaps</h1>
          {/* On a phone the heading says enough; the room goes to the listings. */}
          <p className="hidden text-ink-muted sm:block">
            Produce, seeds and plants that growers are giving away or swapping.
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/create-listing">
            <Sprout aria-hidden="true" /> Share Your Garden
          </Link>
        </Button>
      </div>

      <FilterForm filters={filters} towns={towns} />
      {/* Offered once something narrows the list: a saved "everything" would email every listing. */}
      {filtered ? <SaveSearchForm filters={filters} /> : null}
      {unknownPlace ? (
        <Alert variant="info">
          <AlertDescription>
            We could not find a UK town or postcode district called “{unknownPlace}”, so these are
            listings whose location mentions it. For a distance search, try a town or the first part
            of a postcode, like LS6.
          </AlertDescription>
        </Alert>
      ) : null}

      <div aria-live="polite" aria-busy={loading}>
        {loading ? (
          <p className="font-semibold">Loading listings…</p>
        ) : (
          <p className="font-semibold">{foundText(total, totalIsExact)}</p>
        )}
      </div>

      {loading ? (
        <ListingCardSkeletons count={SKELETON_CARDS} />
      ) : listings.length === 0 ? (
        <EmptyState filtered={filtered} />
      ) : (
        <>
          <ListingCardGrid listings={listings} />
          <Pagination
            filters={filters}
            page={page}
            pageCount={pageCount}
            hasNextPage={hasNextPage}
            cursors={cursors}
          />
          <JsonLd data={listingsItemList(listings, appUrl)} />
        </>
      )}
      {filters.near ? <PostcodeDataCredit /> : null}
    </Container>
  );
}

function FilterForm({
  filters,
  towns,
}: {
  filters: BrowseData["filters"];
  towns: readonly string[];
}) {
  const suggestions = usePlaceSuggestions(towns);
  return (
    <Form
      method="get"
      action="/listings"
      // A new key after each search, so the fields show the filters of the page on screen.
      key={browseHref(filters)}
      // On a phone: the two text fields on one row, the three choices on the next, so the
      // listings still start in the first screen (decision 0033).
      className="grid grid-cols-6 gap-3 rounded-card border border-line bg-card p-4 sm:gap-4 sm:p-5 lg:grid-cols-[2fr_1.5fr_1fr_1fr_1fr]"
      role="search"
      aria-label="Filter listings"
    >
      <Field label="Search" id="filter-search" className="col-span-3 min-w-0 lg:col-span-1">
        <Input
          type="search"
          name="search"
          defaultValue={filters.search ?? ""}
          maxLength={LISTING_LIMITS.search}
          placeholder="e.g. tomatoes"
        />
      </Field>
      <Field label="Location" id="filter-near" className="col-span-3 min-w-0 lg:col-span-1">
        <Input
          name="near"
          defaultValue={filters.near ?? ""}
          maxLength={LISTING_LIMITS.location}
          placeholder="Town or LS6"
          list="filter-near-places"
          autoComplete="off"
          onInput={(event) => suggestions.onTyped(event.currentTarget.value)}
        />
      </Field>
      <PlaceDatalist id="filter-near-places" options={suggestions.options} />
      <Field label="Within" id="filter-within" className="col-span-2 min-w-0 lg:col-span-1">
        <NativeSelect name="within" defaultValue={String(filters.within)}>
          {SEARCH_RADII_MILES.map((miles) => (
            <option key={miles} value={miles}>
              {miles} {miles === 1 ? "mile" : "miles"}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {/* An older link's location text (a city page before distance search) is kept. */}
      {filters.location ? <input type="hidden" name="location" value={filters.location} /> : null}
      <Field label="Category" id="filter-category" className="col-span-2 min-w-0 lg:col-span-1">
        <NativeSelect name="category" defaultValue={filters.category}>
          {listingCategoryFilters.map((category) => (
            <option key={category} value={category}>
              {category === "All" ? "All" : listingCategoryLabel(category)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Type" id="filter-type" className="col-span-2 min-w-0 lg:col-span-1">
        <NativeSelect name="type" defaultValue={filters.type}>
          {listingTypeFilters.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {/* On a phone the three buttons share one row, without their icons. */}
      <div className="col-span-6 flex flex-wrap gap-3 max-sm:[&_svg]:hidden lg:col-span-5">
        <Button type="submit">
          <SlidersHorizontal aria-hidden="true" /> Apply
        </Button>
        <NearMeButton />
        <Button asChild variant="outline">
          <Link to="/listings">
            <RotateCcw aria-hidden="true" /> Reset
          </Link>
        </Button>
      </div>
    </Form>
  );
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
      <Search aria-hidden="true" className="size-10 text-leaf" />
      <h2 className="text-2xl">No listings found</h2>
      <p className="max-w-prose text-ink-muted">
        {filtered
          ? "Nothing matches these filters yet. Try a wider search, or share something yourself."
          : "Nobody has shared anything yet. Got spare seedlings or a glut of tomatoes? Be the first to list them."}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/create-listing">Create a listing</Link>
        </Button>
        {filtered ? (
          <Button asChild variant="outline">
            <Link to="/listings">Clear all filters</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function Pagination({
  filters,
  page,
  pageCount,
  hasNextPage,
  cursors,
}: {
  filters: BrowseData["filters"];
  page: number;
  /** Null when more listings match than are counted: then 'Page 3' without 'of N'. */
  pageCount: number | null;
  hasNextPage: boolean;
  /** The first and last listings' places; null for a distance search, paged by number. */
  cursors: BrowseData["cursors"];
}) {
  if (page <= 1 && !hasNextPage) return null;
  // Plain links that read from the listing next to them (decision 0053), so a deep page costs
  // what the second does; back at page 1, the first page as it is now.
  const previous =
    page <= 2
      ? browseHref(filters)
      : browseHref(filters, page - 1, cursors ? { before: cursors.first } : undefined);
  const next = browseHref(filters, page + 1, cursors ? { after: cursors.last } : undefined);
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Button asChild variant="outline">
          <Link to={previous} rel="prev">
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-ink-muted">
        {pageCount === null ? `Page ${page}` : `Page ${page} of ${pageCount}`}
      </p>
      {hasNextPage ? (
        <Button asChild variant="outline">
          <Link to={next} rel="next">
            Next
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "An unexpected error occurred while loading listings.";
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">Browse Garden Swaps</h1>
      <Alert variant="error">
        <AlertTitle>
          <span className="text-xl">Unable to Load Listings</span>
        </AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <p className="mt-3 font-semibold">Things to try:</p>
          <ul className="list-disc pl-6">
            <li>Check your internet connection.</li>
            <li>Reload the page, or try again in a few minutes.</li>
            <li>Clear your filters and search again.</li>
            <li>Sign out and back in if the problem continues.</li>
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              {/* A full reload: it works without JavaScript and retries everything. */}
              <a href={`${location.pathname}${location.search}`}>Try Again</a>
            </Button>
            <Button asChild variant="outline">
              <a href="/listings">Clear filters</a>
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    </Container>
  );
}
