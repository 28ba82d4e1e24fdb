import { defineDomain } from "~/server/domain";

/**
 * Open data (issue 37 parts 2, 3 and 5, decision 0096): the read-only API under /api/v1, its
 * OpenAPI description and human page, the food banks' needs feeds and the embeddable widget.
 * It owns no table: it reads the food banks, places, planting and listings domains' public data.
 */
export const openDataDomain = defineDomain({
  name: "open-data",
});
