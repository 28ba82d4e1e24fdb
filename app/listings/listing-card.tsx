import { Link } from "react-router";
import { Badge, ExampleBadge, ListingTypeBadge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { MapPinSprite } from "~/components/ui/map-pin-sprite";
import { Skeleton } from "~/components/ui/skeleton";
import { type MapPoint, mapPointAttributes, spreadPoints } from "~/maps/map-points";
import { availableUntilLabel } from "./listing-expiry";
import { badgeType, distanceLabel, type ListingType } from "./listing-options";
import { relativeDate } from "./relative-date";

// The listing card of the browse page, the city pages, the free-food pages and the home page: one
// markup everywhere. On a phone it is a compact row (a square photo beside the words), so a
// screen holds several; from sm up, photo on top, then title, town, type badge, age and lister
// (decision 0033).

/** What a card shows: plain values, safe to send from a loader. */
export interface ListingCardData {
  id: string;
  name: string;
  location: string;
  type: ListingType;
  /** 'Today', '3 days ago', '12 March 2026'. */
  posted: string;
  userName: string;
  imageUrl: string;
  hasImage: boolean;
  /** An example listing from the demo content, badged as such. */
  isDemo: boolean;
  /** 'about 2 miles away', in a distance search. */
  distance: string | null;
  /** "Available until 2 December 2026" for perishables (decision 0047); null for no end. */
  availableUntil?: string | null;
  /** Every portion reserved for someone (decision 0087): others can still ask, to be queued. */
  reserved?: boolean;
  /** Its district's or town's centre, for a map beside the list (decision 0097). */
  point?: MapPoint | null;
}

/** A listing as the services give it, turned into what a card shows (dated against `now`). */
export function listingCardData(
  listing: {
    id: string;
    name: string;
    location: string;
    type: string;
    datePosted: Date;
    userName: string;
    imageUrl: string;
    hasImage: boolean;
    isDemo?: boolean;
    distanceMiles?: number | null;
    availableUntil?: string | null;
    point?: MapPoint | null;
  },
  now: Date,
  reserved = false,
): ListingCardData {
  return {
    reserved,
    id: listing.id,
    name: listing.name,
    location: listing.location,
    type: badgeType(listing.type),
    posted: relativeDate(listing.datePosted, now),
    userName: listing.userName,
    imageUrl: listing.imageUrl,
    hasImage: listing.hasImage,
    isDemo: listing.isDemo ?? false,
    distance:
      listing.distanceMiles === null || listing.distanceMiles === undefined
        ? null
        : distanceLabel(listing.distanceMiles),
    availableUntil: listing.availableUntil ? availableUntilLabel(listing.availableUntil) : null,
    point: listing.point ?? null,
  };
}

// `grid-cols-1` is minmax(0, 1fr): a bare `grid` sizes its column to the widest card's longest
// unbreakable line, and a town with its distance made a phone page scroll sideways (issue 32).
export const listingGridClass = "grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3";

/** A card's own words in the page's language. */
export interface ListingCardWords {
  type: Record<ListingType, string>;
  example: string;
  reserved: string;
  listedBy: (userName: string) => string;
}

export function ListingCard({
  listing,
  headingLevel: Heading = "h2",
  words,
}: {
  listing: ListingCardData;
  /** The card title's level under the section it sits in. */
  headingLevel?: "h2" | "h3";
  words: ListingCardWords;
}) {
  return (
    <Link
      to={`/listings/${listing.id}`}
      className="group flex h-full overflow-hidden rounded-card border border-line bg-card text-ink no-underline shadow-sm shadow-soil/10 hover:border-leaf hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep sm:flex-col"
    >
      <img
        src={listing.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className="min-h-28 w-28 shrink-0 self-stretch bg-cream-deep object-cover sm:aspect-4/3 sm:min-h-0 sm:w-full"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 px-3 py-2 sm:gap-2 sm:p-4">
        <Heading className="text-base leading-tight font-bold wrap-anywhere text-soil group-hover:underline sm:text-lg">
          {listing.name}
        </Heading>
        <p className="flex items-center gap-1.5 text-ink-muted">
          <MapPinSprite className="size-4 shrink-0" />
          {/* Wrapped, not cut: on a phone the distance is what the line is read for. */}
          <span className="min-w-0 wrap-anywhere">
            {listing.location}
            {listing.distance ? `, ${listing.distance}` : null}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-1 sm:gap-2">
          <span className="flex flex-wrap gap-2">
            <ListingTypeBadge type={listing.type} label={words.type[listing.type]} />
            {listing.isDemo ? <ExampleBadge label={words.example} /> : null}
            {listing.reserved ? <Badge variant="warning">{words.reserved}</Badge> : null}
          </span>
          <span className="text-sm text-ink-muted">{listing.posted}</span>
        </div>
        <p className="text-sm text-ink-muted">{words.listedBy(listing.userName)}</p>
        {/* From sm up only: a phone's compact row keeps to what picks a listing (decision 0033);
            the listing's page says how long it is available. */}
        {listing.availableUntil ? (
          <p className="hidden text-sm text-ink-muted sm:block">{listing.availableUntil}</p>
        ) : null}
      </div>
    </Link>
  );
}

/**
 * Cards in the standard grid. With `mapId`, the list has that id and each card carries its point,
 * spread around shared centres, for the map beside it (MapPanel, decision 0097).
 */
export function ListingCardGrid({
  listings,
  headingLevel,
  className,
  mapId,
  words,
}: {
  listings: readonly ListingCardData[];
  headingLevel?: "h2" | "h3";
  className?: string;
  mapId?: string;
  /** The cards' words in the page's language. */
  words: ListingCardWords;
}) {
  const points = mapId
    ? spreadPoints(listings.map(({ id, point }) => ({ id, point: point ?? null })))
    : null;
  return (
    <ul id={mapId} className={cn(listingGridClass, className)}>
      {listings.map((listing) => (
        <li
          key={listing.id}
          className="min-w-0"
          {...mapPointAttributes(points?.get(listing.id))}
          data-map-detail={points?.has(listing.id) ? listing.location : undefined}
        >
          <ListingCard listing={listing} headingLevel={headingLevel} words={words} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like the cards that are on their way. */
export function ListingCardSkeletons({ count }: { count: number }) {
  return (
    <ul className={listingGridClass} data-testid="listing-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="flex overflow-hidden rounded-card border border-line bg-card sm:flex-col"
        >
          <Skeleton className="aspect-square w-28 shrink-0 rounded-none sm:aspect-4/3 sm:w-full" />
          <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
