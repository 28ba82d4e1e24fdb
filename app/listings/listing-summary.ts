import { profileDisplayName } from "~/accounts/display-name";
import { KM_PER_MILE } from "~/data/great-circle";
import type { MapPoint } from "~/maps/map-points";
import { effectiveStatus, type ListingStatus } from "./listing-status";
import type { listingImages } from "./listings.table";

export const METRES_PER_MILE = KM_PER_MILE * 1000;

// A listing as the pages show it: the view types the reads return, and the one mapping from a
// stored row to a card, with the specification's defaults for what was left blank.

/** Shown when a listing has no photo. */
export const LISTING_PLACEHOLDER_IMAGE = "/listing-placeholder.svg";

/** The specification's defaults for a listing as shown. */
export const listingDefaults = {
  name: "Unnamed Item",
  description: "",
  category: "Other",
  type: "Free",
  location: "Location not specified",
} as const;

/** Turns a storage key into the URL the site serves it from (`storage.publicUrl`). */
export type PublicUrl = (key: string) => string;

/** A listing as cards and lists show it (§3 "as shown"). */
export interface ListingSummary {
  id: string;
  userId: string;
  userName: string;
  name: string;
  description: string;
  category: string;
  type: string;
  location: string;
  quantity: string | null;
  harvestDate: string | null;
  /** The last UK day it is offered (YYYY-MM-DD), or null for no end (decision 0047). */
  availableUntil: string | null;
  status: ListingStatus;
  /** Demo content (DEMO_DATA): an example listing by a demo member, who cannot be reached. */
  isDemo: boolean;
  /** Set when a moderator hid it (only its owner still sees it): the reason they gave. */
  hiddenReason: string | null;
  /** The first photo's thumbnail, else the placeholder. */
  imageUrl: string;
  hasImage: boolean;
  datePosted: Date;
  createdAt: Date;
  updatedAt: Date;
  /** Miles from where a distance search started; null outside one, or for an unplaced listing. */
  distanceMiles: number | null;
  /** The centre of its district or town (decision 0046), for maps; null when unplaced. */
  point: MapPoint | null;
}

export interface ListingImageView {
  id: string;
  position: number;
  url: string;
  thumbUrl: string;
  largeKey: string;
  thumbKey: string;
  width: number;
  height: number;
}

export interface ListingDetail extends ListingSummary {
  author: { id: string; username: string | null; forumUsername: string | null };
  /** Ordered by position: the first is the large one on the detail page. */
  images: ListingImageView[];
  /** The first photo's large version, else the placeholder. */
  imageLargeUrl: string;
}

export interface ListingPage {
  listings: ListingSummary[];
  /** How many listings match: exact, or the count limit when `totalIsExact` is false. */
  total: number;
  /** False when more match than the count limit ('Found 100+ garden swaps'). */
  totalIsExact: boolean;
  /** The page shown: a page past the end shows the last one. */
  page: number;
  /** Null when the total is not exact. */
  pageCount: number | null;
  hasNextPage: boolean;
  pageSize: number;
  /**
   * The places of the page's first and last listings, for Previous (`before`) and Next
   * (`after`) links (decision 0053). Null for an empty page and for a distance search, which is
   * paged by number.
   */
  cursors: { first: string; last: string } | null;
}

/** A stored listing with its author's names, as the reads hand it over. */
export type ListingRow = {
  id: string;
  userId: string;
  name: string | null;
  description: string | null;
  category: string | null;
  type: string | null;
  location: string | null;
  quantity: string | null;
  harvestDate: string | null;
  availableUntil: string | null;
  status: string | null;
  isDemo: boolean;
  createdAt: Date;
  updatedAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  username: string | null;
  forumUsername: string | null;
  /** Metres from a distance search's origin, when there is one. */
  distanceMetres?: number | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type ImageRow = typeof listingImages.$inferSelect;

function orDefault(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** A stored row and its first photo as a card shows them. */
export function toListingSummary(
  row: ListingRow,
  cover: ImageRow | undefined,
  publicUrl: PublicUrl,
): ListingSummary {
  return {
    id: row.id,
    userId: row.userId,
    userName: profileDisplayName({ username: row.username, forumUsername: row.forumUsername }),
    name: orDefault(row.name, listingDefaults.name),
    description: row.description?.trim() ?? listingDefaults.description,
    category: orDefault(row.category, listingDefaults.category),
    type: orDefault(row.type, listingDefaults.type),
    location: orDefault(row.location, listingDefaults.location),
    quantity: row.quantity?.trim() || null,
    harvestDate: row.harvestDate,
    availableUntil: row.availableUntil,
    status: effectiveStatus(row.status),
    isDemo: row.isDemo,
    hiddenReason: row.hiddenAt ? (row.hiddenReason ?? "") : null,
    imageUrl: cover ? publicUrl(cover.thumbKey) : LISTING_PLACEHOLDER_IMAGE,
    hasImage: cover !== undefined,
    datePosted: row.createdAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    distanceMiles:
      row.distanceMetres === null || row.distanceMetres === undefined
        ? null
        : Number(row.distanceMetres) / METRES_PER_MILE,
    point:
      row.latitude === null ||
      row.latitude === undefined ||
      row.longitude === null ||
      row.longitude === undefined
        ? null
        : { latitude: row.latitude, longitude: row.longitude },
  };
}
