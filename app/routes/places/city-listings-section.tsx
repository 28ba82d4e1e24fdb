import { Link } from "react-router";
import { MapPinIllustration } from "~/components/illustrations/map-pin";
import { PostcodeDataCredit } from "~/components/postcode-data-credit";
import { Button } from "~/components/ui/button";
import type { Language } from "~/i18n/languages";
import type { ListingCardData } from "~/listings/listing-card";
import { ListingsWithMap } from "~/listings/listings-with-map";
import { MapPanelScript } from "~/maps/map-panel-script";
import { listingsHref } from "~/places/place-links";
import {
  cardWordsIn,
  listingCountIn,
  mapWordsIn,
  usePlacesT,
  viewAllIn,
} from "~/places/place-words";
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
  lng,
}: {
  /** `name` in English for the browse page's search; `displayName` in the page's language. */
  city: { name: string; displayName: string; withinMiles: number };
  listings: LoadedCityListings;
  tiles: MapTiles;
  lng: Language;
}) {
  const t = usePlacesT();
  const cityName = city.displayName;
  if (listings.total === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-card border border-dashed border-line bg-card px-6 py-10 text-center">
        <MapPinIllustration className="w-28" />
        <h3 className="text-2xl">{t("city.emptyTitle")}</h3>
        <p className="max-w-prose text-ink-muted">{t("city.emptyText", { city: cityName })}</p>
        <Button asChild>
          <Link to={SHARE_HREF}>{t("city.listSurplus")}</Link>
        </Button>
      </div>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold">
        {listingCountIn(t, lng, "active", listings.total, cityName, listings.totalIsExact)}
      </p>
      <ListingsWithMap
        listings={listings.cards}
        tiles={tiles}
        mapId="city-listing-cards"
        headingLevel="h3"
        script={<MapPanelScript />}
        words={{ card: cardWordsIn(t), map: mapWordsIn(t), mapLabel: t("listings:map.label") }}
      />
      <PostcodeDataCredit text={t("dataCredit")} />
      {listings.total > listings.cards.length ? (
        <div>
          <Button asChild size="lg">
            <Link to={listingsHref({ city })}>
              {viewAllIn(t, lng, false, listings.total, listings.totalIsExact)}
            </Link>
          </Button>
        </div>
      ) : null}
    </>
  );
}
