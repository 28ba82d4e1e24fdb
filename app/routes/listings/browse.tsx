import { Sprout } from "lucide-react";
import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Link, redirect, useLocation } from "react-router";
import { membersHiddenFrom } from "~/blocking/blocks.server";
import { staticPage } from "~/components/hydration";
import { InlineScript } from "~/components/inline-script";
import { JsonLd } from "~/components/json-ld";
import loadingSkeletonsScript from "~/components/loading-skeletons.island.ts?inline-script";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { citiesByPopulation } from "~/data/cities-by-population";
import { fullyReservedListingIds } from "~/handover/listing-handover.server";
import { getI18n, getLanguage } from "~/i18n/i18n.server";
import { FORMAT_LOCALE } from "~/i18n/languages";
import { BrowseEmptyState } from "~/listings/browse-empty-state";
import { BrowseFilterForm } from "~/listings/browse-filter-form";
import { browseFilters } from "~/listings/browse-filters.server";
import { browseTabMeta } from "~/listings/browse-tab-meta";
import { ListingCardSkeletons } from "~/listings/listing-card";
import { listingCardDataIn, listingsWithMapWordsIn } from "~/listings/listing-card-words";
import {
  BROWSE_GATE_REASON,
  listingLoadErrorMessage,
  listingLoadMessages,
} from "~/listings/listing-messages";
import { LISTINGS_PAGE_SIZE } from "~/listings/listing-query.server";
import { searchListings } from "~/listings/listing-reads.server";
import { browseHref, hasActiveFilters } from "~/listings/listing-view";
import { ListingsWithMap } from "~/listings/listings-with-map";
import { PageLinks } from "~/listings/page-links";
import { meaningOfNear } from "~/listings/search-origin.server";
import { listingsItemList } from "~/listings/structured-data";
import { MapPanelScript } from "~/maps/map-panel-script";
import { mapTilesOf } from "~/maps/map-tiles.server";
import { getViewer } from "~/member-pages/viewer-context.server";
import { renderForViewer } from "~/member-pages/viewer-rendering.server";
import { SaveSearchForm } from "~/saved-searches/save-search-form";
import { getServices } from "~/server/context.server";
import { BrowseTabs } from "~/wanted/browse-tabs";
import { tabQuery } from "~/wanted/wanted-view";
import type { Route } from "./+types/browse";

const SKELETON_CARDS = 6;

/** Whose listings are hidden from this member: the page's one difference between members. */
interface BrowseFacts {
  hiddenOwners: string[];
}

// Rendered for a viewer (decision 0120): members who blocked no one share a rendering.
export const middleware: Route.MiddlewareFunction[] = [
  renderForViewer<BrowseFacts>({
    reason: BROWSE_GATE_REASON,
    facts: async (member, context) => ({
      hiddenOwners: (await membersHiddenFrom(getServices(context).db, member.id)).sort(),
    }),
    // Whom a member blocked is theirs alone: their list is rendered for them, never kept.
    shareWhen: (facts) => facts.hiddenOwners.length === 0,
  }),
];

export async function loader({ context, url }: Route.LoaderArgs) {
  const { facts } = getViewer<BrowseFacts>(context);
  const { db, env, logger, storage } = getServices(context);
  const lng = getLanguage(context);
  const t = getI18n(context).getFixedT(null, "listings");
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
    result = await searchListings(
      db,
      { ...near.search, hiddenOwners: facts.hiddenOwners },
      {
        publicUrl: (key) => storage.publicUrl(key),
        pageSize: LISTINGS_PAGE_SIZE,
      },
    );
  } catch (error) {
    logger.error({ err: error }, "could not load listings");
    // The specification's words, in the page's language.
    const message = listingLoadErrorMessage(error);
    throw data(
      t(
        message === listingLoadMessages.misconfigured
          ? "browse.error.misconfigured"
          : "browse.error.failed",
      ),
      { status: 500 },
    );
  }
  const now = new Date();
  const reserved = await fullyReservedListingIds(
    db,
    result.listings.map((listing) => listing.id),
  );
  const count = result.total.toLocaleString(FORMAT_LOCALE[lng]);
  return {
    lng,
    title: t("common:listings.browseTitle"),
    description: t("browse.description"),
    // The licences' credit for a search near a place, in the page's language.
    dataCredit: getI18n(context).getFixedT(null, "places")("dataCredit"),
    // 'Found 12 garden swaps'; '100+' when more match than are counted (decision 0017).
    found: result.totalIsExact
      ? t("browse.found", { count: result.total, n: count })
      : t("browse.foundAtLeast", { n: count }),
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
      listingCardDataIn(t, lng, listing, now, reserved.has(listing.id)),
    ),
  };
}

// Sent without React (decision 0104): the filters are a GET form, Save this search a plain post,
// the pages plain links; Near me, the place suggestions, the skeletons while another list loads
// and the map are inline scripts.
export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  browseTabMeta(loaderData, matches, (page) => browseHref(page.filters, page.page));

export default function Browse({ loaderData }: Route.ComponentProps) {
  const {
    filters,
    unknownPlace,
    towns,
    found,
    page,
    pageCount,
    hasNextPage,
    cursors,
    listings,
    appUrl,
    mapTiles,
  } = loaderData;
  const { t } = useTranslation("listings");
  // While another list of /listings is on its way, loading-skeletons.island.ts shows skeletons
  // for links and searches that go to /listings (the `data-skeletons-*` marks).
  const filtered = hasActiveFilters(filters);
  return (
    // Tighter on a phone, so the first listings show in the first screen (decision 0033).
    <Container
      className="flex flex-col gap-4 py-4 sm:gap-6 sm:py-10"
      data-skeletons-trigger=""
      data-skeletons-path="/listings"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 sm:gap-4">
        <div>
          <h1 className="text-3xl sm:text-4xl">{t("common:listings.browseTitle")}</h1>
          {/* On a phone the heading says enough; the room goes to the listings. */}
          <p className="hidden text-ink-muted sm:block">{t("browse.lead")}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/create-listing">
            <Sprout aria-hidden="true" /> {t("browse.share")}
          </Link>
        </Button>
      </div>

      <BrowseTabs current="offers" query={tabQuery(filters)} />
      <BrowseFilterForm filters={filters} towns={towns} />
      {/* Offered once something narrows the list: a saved "everything" would email every listing. */}
      {filtered ? <SaveSearchForm filters={filters} /> : null}
      {unknownPlace ? (
        <Alert variant="info">
          <AlertDescription>{t("browse.unknownPlace", { place: unknownPlace })}</AlertDescription>
        </Alert>
      ) : null}

      <div
        aria-live="polite"
        aria-busy={false}
        data-skeletons-status=""
        data-loading={t("browse.loading")}
      >
        <p className="font-semibold">{found}</p>
      </div>

      {listings.length === 0 ? (
        <div data-skeletons-results="">
          <BrowseEmptyState filtered={filtered} />
        </div>
      ) : (
        <div data-skeletons-results="" className="flex flex-col gap-4 sm:gap-6">
          <ListingsWithMap
            listings={listings}
            tiles={mapTiles}
            mapId="listing-cards"
            words={listingsWithMapWordsIn(t)}
            script={<MapPanelScript />}
          />
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
        </div>
      )}
      {filters.near ? <PostcodeDataCredit text={loaderData.dataCredit} /> : null}
      <template data-skeletons="">
        <ListingCardSkeletons count={SKELETON_CARDS} />
      </template>
      <InlineScript code={loadingSkeletonsScript} />
    </Container>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  // The shell's words (`common`): a refused page has no loader data to bring `listings`.
  const { t } = useTranslation();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : t("listings.unexpected");
  return (
    <Container className="flex flex-col gap-6 py-10">
      <h1 className="text-3xl sm:text-4xl">{t("listings.browseTitle")}</h1>
      <Alert variant="error">
        <AlertTitle>
          <span className="text-xl">{t("listings.browseErrorTitle")}</span>
        </AlertTitle>
        <AlertDescription>
          <p>{message}</p>
          <p className="mt-3 font-semibold">{t("listings.thingsToTry")}</p>
          <ul className="list-disc pl-6">
            <li>{t("listings.connection")}</li>
            <li>{t("listings.reload")}</li>
            <li>{t("listings.clearFilters")}</li>
            <li>{t("listings.signOut")}</li>
          </ul>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild>
              {/* A full reload: it works without JavaScript and retries everything. */}
              <a href={`${location.pathname}${location.search}`}>{t("listings.tryAgain")}</a>
            </Button>
            <Button asChild variant="outline">
              <a href="/listings">{t("listings.clear")}</a>
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    </Container>
  );
}
