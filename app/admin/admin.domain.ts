import { defineDomain } from "~/server/domain";

/**
 * The admin area: organisation reviews, staff roles, the staff audit log (the forum's
 * moderation_audit table, one log for every staff action) and the food-bank sync.
 */
export const adminDomain = defineDomain({
  name: "admin",
});
