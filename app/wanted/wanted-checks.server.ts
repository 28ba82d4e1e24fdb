import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { wantedSchemaFor } from "./wanted-schema";

/** The wanted form's checks in the browser, asked of its one schema (decision 0066), in `t`'s words. */
export function wantedChecksFor(t: Translate) {
  return formChecks(wantedSchemaFor(t));
}
