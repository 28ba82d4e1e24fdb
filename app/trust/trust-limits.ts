// Every limit against spam and heavy work, in one place (decision 0071). Client-safe: plain
// numbers, so a page can show the same limits the server keeps.

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** A member's first days: newcomer limits apply until this many days after sign-up. */
export const NEWCOMER_DAYS = 7;

export type Standing = "newcomer" | "established";

/** Something a member does often, counted per member in fixed windows. */
export type CountedAction =
  | "listing-create"
  | "listing-edit"
  | "conversation-open"
  | "message-send";

export interface AllowanceRule {
  /** Seconds. */
  window: number;
  max: number;
}

/**
 * How many of each a member may do. A spammer posted 25 listings in half a second (issue 32);
 * an honest grower lists a few things after a harvest and edits them a few times.
 */
export const ALLOWANCES: Record<CountedAction, Record<Standing, readonly AllowanceRule[]>> = {
  "listing-create": {
    // A grower listing a whole harvest in one sitting fits in the hour.
    established: [
      { window: HOUR, max: 20 },
      { window: DAY, max: 50 },
    ],
    newcomer: [{ window: DAY, max: 5 }],
  },
  "listing-edit": {
    established: [{ window: HOUR, max: 30 }],
    newcomer: [{ window: HOUR, max: 15 }],
  },
  "conversation-open": {
    established: [{ window: HOUR, max: 20 }],
    newcomer: [{ window: HOUR, max: 5 }],
  },
  // Established: the 60 an hour messaging has always had (decision 0020).
  "message-send": {
    established: [{ window: HOUR, max: 60 }],
    newcomer: [{ window: HOUR, max: 20 }],
  },
};

/** Links (http://, https://, www.) in one message or forum post; null: no limit. */
export const LINKS_PER_TEXT: Record<Standing, number | null> = {
  established: null,
  // Discourse's default for its new users (newuser_max_links).
  newcomer: 2,
};

/** Photos on one listing, and on one forum topic or reply. */
export const PHOTOS_PER_LISTING: Record<Standing, number> = { established: 5, newcomer: 2 };
export const PHOTOS_PER_FORUM_POST: Record<Standing, number> = { established: 3, newcomer: 1 };

/**
 * Image work. Decoding costs by pixels, not bytes: a solid 9000 × 9000 PNG is a few hundred
 * kilobytes and 81 megapixels. 50 MP keeps the 48 and 50 MP modes of phone cameras.
 */
export const IMAGE_LIMITS = {
  /** One photo, read from its header before any decoding. */
  maxPixelsPerImage: 50_000_000,
  /** All the photos of one form sent: about 5 s of processing on two cores. */
  maxPixelsPerRequest: 120_000_000,
  /** Per member, counted in whole megapixels over a fixed hour. */
  maxMegapixelsPerHour: 600,
  hourWindow: HOUR,
} as const;

/** 50 for 50,000,000 pixels: whole megapixels from 10, tenths below, for messages. */
export function megapixelCount(pixels: number): number {
  const value = pixels / 1_000_000;
  return value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
}
