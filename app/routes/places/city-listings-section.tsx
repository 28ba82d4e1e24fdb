import { Link } from "react-router";
import { MapPinIllustration } from "~/components/illustrations/map-pin";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { Button } from "~/components/ui/button";
import type { ListingCardData } from "~/listings/listing-card";
import { ListingsWithMap } from "~/listings/listings-with-map";
import { MapPanelScript } from "~/maps/map-panel-script";
import { activeListingsText, viewAllListingsText } from "~/places/listing-counts";
import { listingsHref } from "~/places/place-links";
import type { MapTiles } from "~/server/map-tiles";

const SHARE_HREF = "/create-listing";

/** A city's listings as its page shows them: the newest few cards and the counts. */
export interface LoadedCityListings {
  status: "loaded";
  total: number;
  totalIsExact: boolean;
  freeTotal: number;
  freeTotalIsExact: boolean;
  cards: ListingCardData[];
}

/** The city's newest listings with how many there are, or an invitation to be the first. */
export function CityListings({
  city,
  listings,
  tiles,
}: {
  city: { name: string; withinMiles: number };
  listings: LoadedCityListings;
  tiles: MapTiles;
}) {
  const cityName = city.name;
  if (listings.total === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
        <MapPinIllustration className="w-28" />
        <h3 className="text-2xl">No Produce Listed Yet</h3>
        <p className="max-w-prose text-ink-muted">
          Nobody in {cityName} has listed anything yet. Got a glut of tomatoes or spare seedlings?
          Be the first to share them with your neighbours.
        </p>
        <Button asChild>
          <Link to={SHARE_HREF}>List your surplus</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">
        {activeListingsText(listings.total, cityName, listings.totalIsExact)}
      </p>
      <ListingsWithMap
        listings={listings.cards}
        tiles={tiles}
        mapId="city-listing-cards"
        headingLevel="h3"
        script={<MapPanelScript />}
      />
      <PostcodeDataCredit />
      {listings.total > listings.cards.length ? (
        <div>
          <Button asChild size="lg">
            <Link to={listingsHref({ city })}>
              {viewAllListingsText(listings.total, listings.totalIsExact)}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
