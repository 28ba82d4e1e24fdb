import type { RateLimitRule } from "~/server/rate-limit/rate-limit.server";

// The open-data limits (decision 0096), plain data so the human page can state them too.

/** Requests one client address may make to the API, the feeds and the widget in a minute. */
export const OPEN_DATA_RATE_LIMIT: RateLimitRule = { window: 60, max: 60 };

/**
 * A count smaller than this is left out of the sharing counts: one or two listings of a kind in
 * a postcode district could point at a household.
 */
export const SMALLEST_COUNT_SHOWN = 3;
