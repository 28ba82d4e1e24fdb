import { Link } from "react-router";
import { ExampleBadge, ListingTypeBadge } from "~/components/ui/badge";
import { cn } from "~/components/ui/cn";
import { MapPinSprite } from "~/components/ui/map-pin-sprite";
import { Skeleton } from "~/components/ui/skeleton";
import { badgeType, type ListingType } from "./listing-options";
import { relativeDate } from "./relative-date";

// The listing card of the browse page, the city pages and the free-food pages: one markup
// everywhere, photo on top, then title, town, type badge, age and lister.

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
  },
  now: Date,
): ListingCardData {
  return {
    id: listing.id,
    name: listing.name,
    location: listing.location,
    type: badgeType(listing.type),
    posted: relativeDate(listing.datePosted, now),
    userName: listing.userName,
    imageUrl: listing.imageUrl,
    hasImage: listing.hasImage,
    isDemo: listing.isDemo ?? false,
  };
}

const gridClass = "grid gap-5 sm:grid-cols-2 lg:grid-cols-3";

export function ListingCard({
  listing,
  headingLevel: Heading = "h2",
}: {
  listing: ListingCardData;
  /** The card title's level under the section it sits in. */
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Link
      to={`/listings/${listing.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-card border border-line bg-card text-ink no-underline shadow-sm shadow-soil/10 hover:border-leaf hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-leaf-deep"
    >
      <img
        src={listing.imageUrl}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-4/3 w-full bg-cream-deep object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-tight font-bold text-soil group-hover:underline">
          {listing.name}
        </Heading>
        <p className="flex items-center gap-1.5 text-ink-muted">
          <MapPinSprite className="size-4 shrink-0" />
          {listing.location}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <span className="flex flex-wrap gap-2">
            <ListingTypeBadge type={listing.type} />
            {listing.isDemo ? <ExampleBadge /> : null}
          </span>
          <span className="text-sm text-ink-muted">{listing.posted}</span>
        </div>
        <p className="text-sm text-ink-muted">Listed by {listing.userName}</p>
      </div>
    </Link>
  );
}

/** Cards in the standard grid. */
export function ListingCardGrid({
  listings,
  headingLevel,
  className,
}: {
  listings: readonly ListingCardData[];
  headingLevel?: "h2" | "h3";
  className?: string;
}) {
  return (
    <ul className={cn(gridClass, className)}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders shaped like the cards that are on their way. */
export function ListingCardSkeletons({ count }: { count: number }) {
  return (
    <ul className={gridClass} data-testid="listing-skeletons">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className="flex flex-col overflow-hidden rounded-card border border-line bg-card"
        >
          <Skeleton className="aspect-4/3 w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-6 w-1/3" />
          </div>
        </li>
      ))}
    </ul>
  );
}
