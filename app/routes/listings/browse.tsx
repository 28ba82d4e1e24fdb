import { Sprout } from "lucide-react";
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useLocation,
  useNavigation,
} from "react-router";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { JsonLd } from "~/components/json-ld";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { pageMeta } from "~/components/seo";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { citiesByPopulation } from "~/data/cities-by-population";
import { fullyReservedListingIds } from "~/handover/listing-handover.server";
import { BrowseEmptyState } from "~/listings/browse-empty-state";
import { BrowseFilterForm } from "~/listings/browse-filter-form";
import { ListingCardSkeletons, listingCardData } from "~/listings/listing-card";
import { BROWSE_GATE_REASON, listingLoadErrorMessage } from "~/listings/listing-messages";
import { LISTINGS_PAGE_SIZE } from "~/listings/listing-query.server";
import { searchListings } from "~/listings/listing-reads.server";
import { browseFilters, browseHref, foundText, hasActiveFilters } from "~/listings/listing-view";
import { ListingsWithMap } from "~/listings/listings-with-map";
import { PageLinks } from "~/listings/page-links";
import { meaningOfNear } from "~/listings/search-origin.server";
import { listingsItemList } from "~/listings/structured-data";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { requireMember } from "~/membership/member-gate.server";
import { SaveSearchForm } from "~/saved-searches/save-search-form";
import { getServices } from "~/server/context.server";
import { BrowseTabs } from "~/wanted/browse-tabs";
import { tabQuery } from "~/wanted/wanted-view";
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
    mapTiles: mapTilesOf(env),
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
    mapTiles,
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

      <BrowseTabs current="offers" query={tabQuery(filters)} />
      <BrowseFilterForm filters={filters} towns={towns} formKey={browseHref(filters)} />
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
        <BrowseEmptyState filtered={filtered} />
      ) : (
        <>
          <ListingsWithMap listings={listings} tiles={mapTiles} mapId="listing-cards" />
          <PageLinks
            page={page}
            pageCount={pageCount}
            // Plain links that read from the listing next to them (decision 0053), so a deep page
            // costs what the second does; back at page 1, the first page as it is now.
            previous={
              page <= 1
                ? null
                : page === 2
                  ? browseHref(filters)
                  : browseHref(filters, page - 1, cursors ? { before: cursors.first } : undefined)
            }
            next={
              hasNextPage
                ? browseHref(filters, page + 1, cursors ? { after: cursors.last } : undefined)
                : null
            }
          />
          <JsonLd data={listingsItemList(listings, appUrl)} />
        </>
      )}
      {filters.near ? <PostcodeDataCredit /> : null}
    </Container>
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
