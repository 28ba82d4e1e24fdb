// Sent inline at the end of the planting calendar as a static page (server/inline-scripts.ts,
// decision 0113): what React did there on a document load. My Garden's form is checked from its
// schema, suggests a common plant's category and harvest date, and says "Saving…" on its way;
// the other forms (the region, the feed) say so too. The Companion Planting card opens the
// companion tables in a native dialog, where without JavaScript it leads to them on the page.
import { enhanceFormChecks } from "~/components/forms/form-checks.enhance";
import { enhanceSubmitBusy } from "~/components/forms/submit-busy.enhance";
import { enhanceDialogOpeners } from "~/components/native-dialog.enhance";
import { enhancePlantSuggestion } from "./plant-suggestion.enhance";

for (const form of document.querySelectorAll<HTMLFormElement>("main form[method=post]")) {
  // The checks first, so a form they stop is not held as if on its way.
  if (form.dataset.checks) enhanceFormChecks(form);
  if (form.dataset.commonPlants) enhancePlantSuggestion(form);
  enhanceSubmitBusy(form);
}

// The Companion Planting card's link and the section it led to give way to a button and its dialog.
enhanceDialogOpeners();
