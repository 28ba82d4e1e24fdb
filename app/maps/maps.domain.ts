import { defineDomain } from "~/server/domain";

/**
 * Maps beside lists (issue 37 item 1, decision 0097): the Show map panel, its enhancer and inline
 * script, the map bundle fetched on demand, and the spreading of approximate points. It owns no
 * table: the pages hand it their lists' items, with the points the listings and food banks
 * domains already keep.
 */
export const mapsDomain = defineDomain({
  name: "maps",
});
