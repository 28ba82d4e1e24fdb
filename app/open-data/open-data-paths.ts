// Addresses of the open-data pieces, for links from other pages (plain data: no server code).

/** A food bank's Atom feed of needs, beside its page (/food-bank/{id}). */
export function needsFeedPath(sourceId: string): string {
  return `/food-bank/${encodeURIComponent(sourceId)}/needs.atom`;
}

/** The widget a food bank can frame on its own site. */
export function widgetPath(sourceId: string): string {
  return `/embed/food-bank/${encodeURIComponent(sourceId)}`;
}

export const API_BASE = "/api/v1";
export const OPEN_DATA_PAGE = "/open-data";
