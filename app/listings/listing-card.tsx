import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { ExampleBadge, ListingTypeBadge } from "~/components/ui/badge";
import { badgeType } from "./listing-view";
import { relativeDate } from "./relative-date";

/** What a public listing card shows (§3 'as shown'): photo, title, town, type, age, lister. */
export interface ListingCardData {
  id: string;
  name: string;
  location: string;
  type: "Free" | "Swap";
  /** 'Today', '3 days ago', '12 March 2026'. */
  posted: string;
  userName: string;
  imageUrl: string;
  /** An example listing from the demo content, badged as such. */
  isDemo?: boolean;
}

/** One listing as a card linking to its page; `headingLevel` fits the page's outline. */
export function ListingCard({
  listing,
  headingLevel: Heading = "h2",
}: {
  listing: ListingCardData;
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
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
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

/** A listing as the services return it, turned into what a card shows, aged against `now`. */
export function listingCardData(
  listing: {
    id: string;
    name: string;
    location: string;
    type: string;
    datePosted: Date;
    userName: string;
    imageUrl: string;
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
    isDemo: listing.isDemo ?? false,
  };
}
