// The admin dashboard's two checked forms, asked of their schemas for the static page's script
// (decisions 0066, 0109): giving a member a staff role, and starting a food-bank sync.
import type { FormChecks } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import type { Translate } from "~/i18n/messages";
import { assignRoleSchemaFor, syncSchemaFor } from "./admin-schemas";
import type { AdminTab } from "./admin-tabs";

/**
 * The checks of the form on the open tab, in the words of `t` (the `admin` catalogue); null for a
 * tab without a checked form. Each form is asked as it opens, its intent and choices given.
 */
export function adminFormChecks(t: Translate, tab: AdminTab): FormChecks | null {
  if (tab === "users") {
    return formChecks(assignRoleSchemaFor(t), {
      variants: [{ intent: "assign-role", role: "moderator" }],
    });
  }
  if (tab === "sync") return formChecks(syncSchemaFor(t), { variants: [{ intent: "sync" }] });
  return null;
}
