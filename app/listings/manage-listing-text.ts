import type { ListingType } from "./listing-schema";
import type { ListingStatus } from "./listing-status";

// The /my-listings page's words, cards and answers, without Zod: the page's browser code imports
// these, and its buttons are plain forms the server reads with manage-listing-schema.ts
// (decision 0092).

export const MANAGE_INTENTS = { status: "status", delete: "delete", renew: "renew" } as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[keyof typeof MANAGE_INTENTS];

/** A card on /my-listings. */
export interface ManagedListing {
  id: string;
  name: string;
  location: string;
  type: ListingType;
  status: ListingStatus;
  /** When it was listed, as the page says it ('3 days ago'). */
  posted: string;
  imageUrl: string;
  /** Set when a moderator hid it: only the owner sees it, with this reason. */
  hiddenReason: string | null;
  /** The last day it is offered, as read ("2 December 2026"), or null when it has no end. */
  availableUntil: string | null;
  /** Past its available-until day (decision 0047): off every list until renewed. */
  expired: boolean;
}

export interface MyListingsPage {
  listings: ManagedListing[];
  /** Without JavaScript, Delete leads to the page again (?delete={id}) to confirm. */
  confirmDelete: ManagedListing | null;
}

/** What a button's change came to. */
export type ManageOutcome =
  | { ok: true; message: string }
  | {
      ok: false;
      /** The HTTP status to answer with (403 not yours, 404 gone, 409 not allowed …). */
      status: number;
      intent: ManageIntent | null;
      listingId: string | null;
      title: string;
      message: string;
    };

export type ManageFailure = Extract<ManageOutcome, { ok: false }>;

/** What the page's action answers when a change was refused. */
export interface ManageActionData {
  failure?: ManageFailure;
}
