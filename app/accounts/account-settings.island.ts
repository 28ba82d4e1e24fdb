// Sent inline at the end of /account as a static page (server/inline-scripts.ts, decision 0107):
// what React did there on a document load. The forms are checked from their schemas, say so on
// their way, and the delete form moves into its dialog, opened by the button beside it.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhanceDialogOpeners } from "~/components/native-dialog.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("main form[method=post]")) {
  // The checks first, so a form they stop is not held as if on its way.
  if (form.dataset.checks) enhanceFormChecks(form);
  enhanceSubmitBusy(form);
}
enhanceDialogOpeners();
