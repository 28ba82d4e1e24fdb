// Sent inline at the end of the static page for posting a wanted post (server/inline-scripts.ts,
// decision 0106): the form's checks from its schema, the place field's suggestions, and the
// button held with "Saving…" once the form is on its way, as React's form does.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhancePlaceSuggestions } from "~/components/place-suggestions.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-checks]")) {
  enhanceFormChecks(form);
  enhanceSubmitBusy(form);
  for (const input of form.querySelectorAll<HTMLInputElement>("input[list]")) {
    enhancePlaceSuggestions(input);
  }
}
