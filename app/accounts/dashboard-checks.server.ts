// The dashboard's two checked forms, asked of their schemas for the static page's script
// (decisions 0066, 0105): the forum name and an organisation's new verification application.
import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { forumSettingsSchemaFor, verificationApplicationSchemaFor } from "./dashboard-schemas";
import { organizationTypes } from "./registration-number";

/** The forum name's checks; `t` reads the `dashboard` catalogue. */
export function forumSettingsChecks(t: Translate): FormChecks {
  return formChecks(forumSettingsSchemaFor(t));
}

/**
 * A new verification application's checks; `t` reads `accounts`. Each organisation type is a
 * variant, so the registration number is asked for where the schema asks for it. The schema asks
 * that only of an application whose other fields are well formed (its refinement runs last), so
 * each type is asked with a name given, and the variant names the type alone.
 */
export function reapplyChecks(t: Translate): FormChecks {
  const schema = verificationApplicationSchemaFor(t);
  const named = { organizationName: "A name" };
  const variants = organizationTypes.flatMap((organizationType) =>
    formChecks(schema, { variants: [named, { ...named, organizationType }] }).variants.map(
      (variant) => ({ when: { organizationType }, required: variant.required }),
    ),
  );
  return { fields: formChecks(schema).fields, variants };
}
