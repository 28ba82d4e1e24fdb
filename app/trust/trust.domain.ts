import { defineDomain } from "~/server/domain";

/**
 * Limits against spam and heavy work (decision 0071): counted allowances, newcomer limits and
 * the image budget. Its counters live in the shared rate-limit table, so it owns no table.
 */
export const trustDomain = defineDomain({ name: "trust" });
