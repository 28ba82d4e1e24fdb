// Sent inline at the end of /reset-password as a static page (server/inline-scripts.ts, decision
// 0112): what React did there on a document load. The new password is checked from its schema,
// and the form is held while on its way.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";

const form = document.querySelector<HTMLFormElement>("form[data-checks]");
if (form) {
  // The checks first, so a form they stop is not held as if on its way.
  enhanceFormChecks(form);
  enhanceSubmitBusy(form);
}
