// Sent inline at the end of the static /report page (server/inline-scripts.ts, decision 0115): the
// form's checks from its schema, and the button held with "Sending…" once the report is on its
// way, as the conversation's and the listing's report forms do.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checks]")) {
  enhanceFormChecks(form);
  enhanceSubmitBusy(form);
}
