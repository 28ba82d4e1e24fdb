import { formChecks } from "~/components/forms/form-checks.server";
import { listingSchema } from "./listing-schema";

/**
 * The listing form's checks in the browser, asked of its one schema (decision 0066): required
 * fields and lengths. The dates' checks (a real day, not a day gone) are the server's.
 */
export const listingChecks = formChecks(listingSchema);
