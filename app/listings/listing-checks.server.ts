import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { listingSchemaFor } from "./listing-schema";

/**
 * The listing form's checks in the browser, asked of its one schema (decision 0066) made in the
 * words of the request's `t` (`myListings`), as the action answers: required fields and
 * lengths. The dates' checks (a real day, not a day gone) are the server's.
 */
export function listingChecksFor(t: Translate): FormChecks {
  return formChecks(listingSchemaFor(t));
}
