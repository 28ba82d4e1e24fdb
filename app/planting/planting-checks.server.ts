import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { plantingSchemaFor } from "./planting-schema";

/** The tracker form's checks in the browser, asked of its one schema (decision 0066), in `t`'s words. */
export function plantingChecksFor(t: Translate) {
  return formChecks(plantingSchemaFor(t));
}
